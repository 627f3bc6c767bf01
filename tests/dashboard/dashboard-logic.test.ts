import { describe, expect, it } from 'vitest';
import type { ServiceSummary } from '../../src/features/dashboard/api/get-services';
import { statusBadge } from '../../src/features/dashboard/application-status';
import { pickQuickActions } from '../../src/features/dashboard/quick-actions';
import { SAMPLE_COUNTS, sampleApplications, sampleReminders } from '../../src/features/dashboard/sample-data';

const service = (category: ServiceSummary['category'], n: number, link = `/services/${category}-${n}`): ServiceSummary => ({
  id: `${category}-${n}`,
  category,
  title: `${category} ${n}`,
  description: '',
  icon: 'FileText',
  link,
});

describe('quick actions', () => {
  it('takes the first three of each category, at most six', () => {
    const vehicle = [1, 2, 3, 4, 5].map((n) => service('vehicle', n));
    const licence = [1, 2, 3, 4].map((n) => service('driving-licence', n));
    expect(pickQuickActions(vehicle, licence).map((s) => s.id)).toEqual([
      'vehicle-1', 'vehicle-2', 'vehicle-3', 'driving-licence-1', 'driving-licence-2', 'driving-licence-3',
    ]);
  });

  it('copes with short or empty lists', () => {
    expect(pickQuickActions([service('vehicle', 1)], []).map((s) => s.id)).toEqual(['vehicle-1']);
    expect(pickQuickActions([], [])).toEqual([]);
  });

  it('leaves out a link that would leave the site', () => {
    const list = [service('vehicle', 1, 'https://evil.example'), service('vehicle', 2, '//evil.example'), service('vehicle', 3)];
    expect(pickQuickActions(list, []).map((s) => s.id)).toEqual(['vehicle-3']);
  });
});

describe('application status', () => {
  it('names the three known statuses and shows any other as Unknown', () => {
    expect(statusBadge('completed').label).toBe('dash.status.completed');
    expect(statusBadge('processing').label).toBe('dash.status.processing');
    expect(statusBadge('pending').label).toBe('dash.status.pending');
    for (const other of ['rejected', '', 'toString', '__proto__']) expect(statusBadge(other).label).toBe('dash.status.unknown');
  });
});

describe('sample data', () => {
  it('counts as many applications and reminders on the summary cards as the lists below them show', () => {
    const now = Date.UTC(2026, 10, 21);
    expect(SAMPLE_COUNTS.applications).toBe(sampleApplications(now).length);
    expect(SAMPLE_COUNTS.reminders).toBe(sampleReminders(now).length);
  });

  it('lists past applications with a known status and upcoming reminders, relative to today', () => {
    const now = Date.UTC(2026, 10, 21);
    const apps = sampleApplications(now);
    for (const app of apps) expect(statusBadge(app.status).label).not.toBe('dash.status.unknown');
    expect(apps.every((a) => a.date.getTime() < now)).toBe(true);
    expect(sampleReminders(now).every((r) => r.date.getTime() > now)).toBe(true);
  });
});

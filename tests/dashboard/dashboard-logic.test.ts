import { describe, expect, it } from 'vitest';
import { recentActivities } from '../../src/features/dashboard/recent-activities';
import { renewalLink } from '../../src/features/dashboard/reminder-links';
import { pickQuickActions } from '../../src/features/dashboard/quick-actions';
import type { LiveCard } from '../../src/shared/listing/merge-listing';
import type { DueReminder } from '../../src/core/reminders';
import type { RequestView } from '../../src/shared/api/answers';
import { statusBadge } from '../../src/shared/requests/status-badge';

const service = (category: string, n: number, link = `/services/${category}-${n}`): LiveCard => ({
  id: `${category}-${n}`,
  key: `entry:${category}-${n}`,
  kind: 'entry',
  paused: false,
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

describe('request status badges', () => {
  it('names the four statuses and shows any other as Unknown', () => {
    expect(['received', 'in_progress', 'completed', 'closed'].map((s) => statusBadge(s).label)).toEqual([
      'requests.status.received', 'requests.status.in_progress', 'requests.status.completed', 'requests.status.closed',
    ]);
    for (const other of ['pending', '', 'toString', '__proto__']) expect(statusBadge(other).label).toBe('requests.status.unknown');
  });
});

describe('recent activities', () => {
  const request = (id: string, history: RequestView['history']): RequestView => ({
    id, serviceNumber: `VS${id}`, entryId: 'vehicle-fitness', title: 'Vehicle Fitness Certificate', createdAt: history[0]!.at, status: history.at(-1)!.status, updates: true, history,
  });

  it("lists every status change of the user's requests, newest first, with its note", () => {
    const a = request('1', [{ status: 'received', at: '2026-11-01T10:00:00.000Z' }, { status: 'in_progress', at: '2026-11-03T10:00:00.000Z', note: 'Slot booked' }]);
    const b = request('2', [{ status: 'received', at: '2026-11-02T10:00:00.000Z' }, { status: 'closed', at: '2026-11-04T10:00:00.000Z', reason: 'Duplicate' }]);
    expect(recentActivities([a, b]).map((x) => [x.serviceNumber, x.status, x.note ?? x.reason ?? ''])).toEqual([
      ['VS2', 'closed', 'Duplicate'],
      ['VS1', 'in_progress', 'Slot booked'],
      ['VS2', 'received', ''],
      ['VS1', 'received', ''],
    ]);
    expect(recentActivities([a, b], 2)).toHaveLength(2);
  });
});

describe('renewal links of reminders', () => {
  const due = (kind: DueReminder['kind']): DueReminder => ({ vehicleId: 'v1', number: 'AP39BJ1234', kind, dueDate: '2026-12-01', overdue: false });

  it('insurance opens the insurance page; fitness, permit and road tax open their forms with the vehicle number', () => {
    expect(renewalLink(due('insurance'))).toMatchObject({ to: '/vehicle-insurance' });
    expect(renewalLink(due('insurance'))?.search).toBeUndefined();
    expect(renewalLink(due('fitness'))).toMatchObject({ to: '/services/vehicle-fitness', search: { vehicleNumber: 'AP39BJ1234' } });
    expect(renewalLink(due('permit'))).toMatchObject({ to: '/services/vehicle-permit-services', search: { vehicleNumber: 'AP39BJ1234' } });
    expect(renewalLink(due('roadTax'))).toMatchObject({ to: '/services/pay-vehicle-tax', search: { vehicleNumber: 'AP39BJ1234' } });
  });

  it('PUC has no service here (it is an emission test at a centre)', () => {
    expect(renewalLink(due('puc'))).toBeNull();
  });

  it('every linked service exists in the catalogue and its form takes the vehicle number', async () => {
    const { loadCatalog } = await import('../../src/catalog/load');
    const { catalog } = await loadCatalog();
    for (const kind of ['insurance', 'fitness', 'permit', 'roadTax'] as const) {
      const link = renewalLink(due(kind))!;
      const entry = catalog!.entries.find((e) => e.route === link.to);
      expect(entry, link.to).toBeDefined();
      if (link.search) expect(Object.keys(entry!.form!.schema.properties)).toContain('vehicleNumber');
    }
  });
});

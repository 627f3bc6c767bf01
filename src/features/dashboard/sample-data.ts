// The dashboard's sample content: fixed sample values, not fetched (there are no application records yet). It is labelled as
// sample data on the page. Dates are relative to today so the lists always read as recent and upcoming.
import type { MessageKey } from '../../shared/i18n/en';

export const SAMPLE_COUNTS = { vehicles: 2, applications: 3, reminders: 2 } as const;

export interface SampleApplication {
  id: string;
  serviceId: string;
  serviceName: MessageKey;
  status: string;
  date: Date;
}

export interface SampleReminder {
  id: string;
  title: MessageKey;
  date: Date;
  description: MessageKey;
}

const DAY = 24 * 60 * 60 * 1000;

export function sampleApplications(now: number): SampleApplication[] {
  return [
    { id: 'APP-1001', serviceId: 'vehicle-ekyc', serviceName: 'dash.sample.app1', status: 'completed', date: new Date(now - 12 * DAY) },
    { id: 'APP-1002', serviceId: 'driving-licence-renewal', serviceName: 'dash.sample.app2', status: 'processing', date: new Date(now - 5 * DAY) },
    { id: 'APP-1003', serviceId: 'vehicle-challan-payment', serviceName: 'dash.sample.app3', status: 'pending', date: new Date(now - 1 * DAY) },
  ];
}

export function sampleReminders(now: number): SampleReminder[] {
  return [
    { id: 'REM-1', title: 'dash.sample.rem1', date: new Date(now + 18 * DAY), description: 'dash.sample.rem1Text' },
    { id: 'REM-2', title: 'dash.sample.rem2', date: new Date(now + 40 * DAY), description: 'dash.sample.rem2Text' },
  ];
}

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

/** 21 Nov 2026: day first, as dates are read in India. */
export const formatDate = (date: Date) => dateFormat.format(date);

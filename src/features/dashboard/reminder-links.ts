import type { MessageKey } from '../../shared/i18n/en';
import type { DueReminder, ExpiryKind } from '../../core/reminders';

/** Where each document is renewed on this portal; the form opens with the vehicle number filled in. */
export interface RenewalLink {
  to: string;
  search?: { vehicleNumber: string };
  label: MessageKey;
}

const SERVICES: Record<ExpiryKind, { to: string; prefill: boolean; label: MessageKey } | null> = {
  insurance: { to: '/vehicle-insurance', prefill: false, label: 'dash.renew.insurance' },
  fitness: { to: '/services/vehicle-fitness', prefill: true, label: 'dash.renew.fitness' },
  permit: { to: '/services/vehicle-permit-services', prefill: true, label: 'dash.renew.permit' },
  roadTax: { to: '/services/pay-vehicle-tax', prefill: true, label: 'dash.renew.roadTax' },
  // A PUC certificate comes from a testing centre after an emission test: no service here renews it.
  puc: null,
};

export function renewalLink(reminder: DueReminder): RenewalLink | null {
  const service = SERVICES[reminder.kind];
  if (!service) return null;
  return { to: service.to, label: service.label, ...(service.prefill ? { search: { vehicleNumber: reminder.number } } : {}) };
}

export const EXPIRY_LABELS: Record<ExpiryKind, MessageKey> = {
  insurance: 'dash.expiry.insurance',
  puc: 'dash.expiry.puc',
  fitness: 'dash.expiry.fitness',
  permit: 'dash.expiry.permit',
  roadTax: 'dash.expiry.roadTax',
};

// The actions the audit trail records, by their exact names: the server records them, the console's
// Activity tab filters by them.
export const AUDIT_ACTIONS = [
  'admin.sign_in',
  'admin.sign_in_failed',
  'admin.sign_out',
  'request.status',
  'listing.entry',
  'listing.order',
  'service.create',
  'service.update',
  'service.delete',
  'feedback.approve',
  'feedback.unapprove',
  'feedback.delete',
  'admin.create',
  'admin.disable',
  'admin.enable',
  'request.export',
  'cli.admin_create',
  'cli.admin_reset',
  'whatsapp.signature_refused',
  'whatsapp.reply',
  'whatsapp.link',
  'request.return',
  'request.erase',
  'account.erase',
  'grievance.answer',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

// Which admin requests are audit events: method + path pattern -> action. A `:param` matches one
// path segment, and its value is the event's target. The audit middleware reads this table; a
// route may refine an event through the context (src/server/audit/audit-note.ts).
import type { AuditAction } from '../store/audit-types';

interface AuditedRoute {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  pattern: string;
  action: AuditAction;
}

// Sign-in is not here: the login route records its own events, as it alone knows the username.
export const AUDITED_ROUTES: readonly AuditedRoute[] = [
  { method: 'POST', pattern: '/api/admin/logout', action: 'admin.sign_out' },
  { method: 'PATCH', pattern: '/api/admin/requests/:id/status', action: 'request.status' },
  { method: 'PATCH', pattern: '/api/admin/listing/entries/:id', action: 'listing.entry' },
  { method: 'PUT', pattern: '/api/admin/listing/order', action: 'listing.order' },
  { method: 'POST', pattern: '/api/admin/services', action: 'service.create' },
  { method: 'PUT', pattern: '/api/admin/services/:id', action: 'service.update' },
  { method: 'DELETE', pattern: '/api/admin/services/:id', action: 'service.delete' },
  // Unapproving is the same call with approved: false; the route says which it was.
  { method: 'PATCH', pattern: '/api/admin/feedback/:id', action: 'feedback.approve' },
  { method: 'DELETE', pattern: '/api/admin/feedback/:id', action: 'feedback.delete' },
  { method: 'POST', pattern: '/api/admin/admins', action: 'admin.create' },
  // Enabling is the same call with active: true; the route says which it was.
  { method: 'PATCH', pattern: '/api/admin/admins/:id', action: 'admin.disable' },
];

/** The audited route a request is, with the value of its `:param` (null when it has none). */
export function auditedRoute(method: string, path: string): { action: AuditAction; target: string | null } | null {
  const segments = path.replace(/\/+$/, '').split('/');
  for (const route of AUDITED_ROUTES) {
    if (route.method !== method) continue;
    const parts = route.pattern.split('/');
    if (parts.length !== segments.length) continue;
    let target: string | null = null;
    const matches = parts.every((part, i) => {
      if (!part.startsWith(':')) return part === segments[i];
      target = segments[i]!;
      return segments[i] !== '';
    });
    if (matches) return { action: route.action, target };
  }
  return null;
}

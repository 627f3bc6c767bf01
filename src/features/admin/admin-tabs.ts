import type { MessageKey } from '../../shared/i18n/en';
import type { AdminRole } from '../../shared/api/answers';

export type AdminTabPath = '/admin/requests' | '/admin/services' | '/admin/feedback' | '/admin/grievances' | '/admin/activity' | '/admin/admins' | '/admin/whatsapp' | '/admin/summary' | '/admin/drop-off';

// A moderator works the requests, the feedback and the grievances; everything else is the admin's
// (the API refuses the rest with 403 as well).
export const adminTabs: { to: AdminTabPath; label: MessageKey; roles: readonly AdminRole[] }[] = [
  { to: '/admin/requests', label: 'admin.tab.requests', roles: ['admin', 'moderator'] },
  { to: '/admin/services', label: 'admin.tab.services', roles: ['admin'] },
  { to: '/admin/feedback', label: 'admin.tab.feedback', roles: ['admin', 'moderator'] },
  { to: '/admin/grievances', label: 'admin.tab.grievances', roles: ['admin', 'moderator'] },
  { to: '/admin/activity', label: 'admin.tab.activity', roles: ['admin'] },
  { to: '/admin/admins', label: 'admin.tab.admins', roles: ['admin'] },
  { to: '/admin/whatsapp', label: 'admin.tab.whatsapp', roles: ['admin', 'moderator'] },
  { to: '/admin/summary', label: 'admin.tab.summary', roles: ['admin', 'moderator'] },
  { to: '/admin/drop-off', label: 'admin.tab.dropOff', roles: ['admin', 'moderator'] },
];

export const tabsFor = (role: AdminRole) => adminTabs.filter((tab) => tab.roles.includes(role));

/** Whether this role may open the page at `path` (the first tab every role has is the fallback). */
export function mayOpen(role: AdminRole, path: string): boolean {
  const tab = adminTabs.find((item) => path === item.to || path.startsWith(`${item.to}/`));
  return !tab || tab.roles.includes(role);
}

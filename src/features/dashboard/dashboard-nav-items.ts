import type { LucideIcon } from 'lucide-react';
import { Activity, ClipboardList, CreditCard, LayoutDashboard, Settings, UserRound } from 'lucide-react';
import type { MessageKey } from '../../shared/i18n/en';

export interface DashboardNavItem {
  to: '/dashboard' | '/dashboard/applications' | '/dashboard/activities' | '/dashboard/payments' | '/dashboard/profile' | '/dashboard/settings';
  label: MessageKey;
  Icon: LucideIcon;
}

/** The dashboard's side navigation, in order; Logout follows as a button. */
export const dashboardNavItems: readonly DashboardNavItem[] = [
  { to: '/dashboard', label: 'dash.navHome', Icon: LayoutDashboard },
  { to: '/dashboard/applications', label: 'dash.navApplications', Icon: ClipboardList },
  { to: '/dashboard/activities', label: 'dash.navActivities', Icon: Activity },
  { to: '/dashboard/payments', label: 'dash.navPayments', Icon: CreditCard },
  { to: '/dashboard/profile', label: 'dash.navProfile', Icon: UserRound },
  { to: '/dashboard/settings', label: 'dash.navSettings', Icon: Settings },
];

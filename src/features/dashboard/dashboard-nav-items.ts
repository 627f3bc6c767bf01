import type { LucideIcon } from 'lucide-react';
import { Activity, Bell, Car, ClipboardList, CreditCard, LayoutDashboard, Settings, UserRound } from 'lucide-react';
import type { MessageKey } from '../../shared/i18n/en';

export interface DashboardNavItem {
  to: '/dashboard' | '/dashboard/applications' | '/dashboard/vehicles' | '/dashboard/reminders' | '/dashboard/activities' | '/dashboard/payments' | '/dashboard/profile' | '/dashboard/settings';
  label: MessageKey;
  Icon: LucideIcon;
}

/** The side navigation: the account's pages (My Vehicles and Reminders after My Applications); Logout follows as a button. */
export const dashboardNavItems: readonly DashboardNavItem[] = [
  { to: '/dashboard', label: 'dash.navHome', Icon: LayoutDashboard },
  { to: '/dashboard/applications', label: 'dash.navApplications', Icon: ClipboardList },
  { to: '/dashboard/vehicles', label: 'dash.navVehicles', Icon: Car },
  { to: '/dashboard/reminders', label: 'dash.navReminders', Icon: Bell },
  { to: '/dashboard/activities', label: 'dash.navActivities', Icon: Activity },
  { to: '/dashboard/payments', label: 'dash.navPayments', Icon: CreditCard },
  { to: '/dashboard/profile', label: 'dash.navProfile', Icon: UserRound },
  { to: '/dashboard/settings', label: 'dash.navSettings', Icon: Settings },
];

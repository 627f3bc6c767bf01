// The dashboard home's figures and lists: the user's requests and vehicles, loaded together.
import { indiaToday, dueReminders, type DueReminder, type Vehicle } from '../../core/reminders';
import type { RequestView } from '../../shared/api/answers';
import { getMyRequests } from './api/get-my-requests';
import { getVehicles } from './api/get-vehicles';
import { settle, type Loaded } from './loaded';

export interface DashboardData {
  requests: RequestView[];
  moreRequests: boolean;
  vehicles: Vehicle[];
  reminders: DueReminder[];
}

export async function loadDashboardData(now: number = Date.now()): Promise<Loaded<DashboardData>> {
  return settle(
    Promise.all([getMyRequests(), getVehicles()]).then(([page, vehicles]) => ({
      requests: page.requests,
      moreRequests: page.nextCursor !== null,
      vehicles,
      reminders: dueReminders(vehicles, indiaToday(now)),
    })),
  );
}

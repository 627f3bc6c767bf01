// What each dashboard route loads, as one module the routes import on demand: the API calls stay
// out of the bundle every public page downloads.
import { getMyRequests } from './api/get-my-requests';
import { getSettings } from './api/get-settings';
import { getVehicles } from './api/get-vehicles';
import { settle } from './loaded';

export { loadDashboardData } from './dashboard-data';

export const loadRequests = () => settle(getMyRequests());
export const loadVehicles = () => settle(getVehicles());
export const loadSettings = () => settle(getSettings());

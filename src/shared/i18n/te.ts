// Telugu texts of the app itself, key for key the twin of en.ts (a missing key is a type error in
// its te-<area>.ts file). Loaded with a dynamic import() when a page is shown in Telugu, so that the
// English first load does not carry it. The admin console's texts (te-admin.ts) join when its code
// loads, as the English ones do.
import { teAuth } from './te-auth';
import { teAccountSecurity } from './te-account-security';
import { teDashboard } from './te-dashboard';
import { teForms } from './te-forms';
import { teFormChecks } from './te-form-checks';
import { teGuide } from './te-guide';
import { teReview } from './te-review';
import { teHome } from './te-home';
import { teHomeContact } from './te-home-contact';
import { teListing } from './te-listing';
import { tePages } from './te-pages';
import { teRequests } from './te-requests';
import { teSearch } from './te-search';
import { teSite } from './te-site';
import { teTasks } from './te-tasks';
import type { Dictionary } from './dictionary';

export const te: Dictionary = { ...teAuth, ...teAccountSecurity, ...teDashboard, ...teForms, ...teGuide, ...teHome, ...teHomeContact, ...teListing, ...tePages, ...teRequests, ...teReview, ...teSearch, ...teSite, ...teTasks, ...teFormChecks };

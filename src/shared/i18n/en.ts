// English texts of the app itself (catalogue texts live in catalog/), one file per area of the app.
// A Telugu dictionary will mirror these keys.
import type { enAdmin } from './en-admin';
import { enAuth } from './en-auth';
import { enAccountSecurity } from './en-account-security';
import { enDashboard } from './en-dashboard';
import { enForms } from './en-forms';
import { enFormChecks } from './en-form-checks';
import { enGuide } from './en-guide';
import { enHome } from './en-home';
import { enHomeContact } from './en-home-contact';
import { enListing } from './en-listing';
import { enPages } from './en-pages';
import { enRequests } from './en-requests';
import { enReview } from './en-review';
import { enSearch } from './en-search';
import { enSite } from './en-site';
import { enTasks } from './en-tasks';
import type { enDataKinds } from './en-data-kinds';
import type { enConsent } from './en-consent';
import type { enFix } from './en-fix';
import type { enGrievance } from './en-grievance';
import type { enGuardian } from './en-guardian';
import type { enNominee } from './en-nominee';
import type { enPrivacy } from './en-privacy';

export const en = { ...enAuth, ...enAccountSecurity, ...enDashboard, ...enForms, ...enGuide, ...enHome, ...enHomeContact, ...enListing, ...enPages, ...enRequests, ...enReview, ...enSearch, ...enSite, ...enTasks, ...enFormChecks } as const;

// The admin console's texts join at run time when its code loads (addTexts in t.ts), so the public
// pages' first load never carries them; their keys are checked like every other. So do the fix
// view's (src/engine/fix-texts.ts).
export type MessageKey = keyof typeof en | keyof typeof enAdmin | keyof typeof enFix | keyof typeof enConsent | keyof typeof enGrievance | keyof typeof enGuardian | keyof typeof enNominee | keyof typeof enDataKinds | keyof typeof enPrivacy;

import type { GrievanceKind } from '../../../core/grievance';
import type { MessageKey } from '../../../shared/i18n/en';

/** The console's name of what a grievance is about: every kind of the list has one in each dictionary (the compiler asks for it). */
export const grievanceKindLabel = (kind: GrievanceKind): MessageKey => `admin.grievances.kind.${kind}`;

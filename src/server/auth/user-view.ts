// What of a user the API ever shows: never the password hash.
import type { SessionUser } from '../../shared/api/answers';
import type { User } from '../store/types';

export const userView = (u: User): SessionUser => ({ id: u.id, name: u.name, phone: u.phone });

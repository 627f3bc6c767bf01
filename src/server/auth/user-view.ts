// What of a user the API ever shows: never the password hash.
import type { User } from '../store/types';

export interface UserView {
  id: string;
  name: string;
  phone: string;
}

export const userView = (u: User): UserView => ({ id: u.id, name: u.name, phone: u.phone });

// A visitor's account and an admin's role: the store's port (types.ts) and its audit and erasure
// parts (audit-types.ts, erasure-types.ts) all name them.
export interface User {
  id: string;
  name: string;
  /** Normalised +91XXXXXXXXXX; unique. */
  phone: string;
  passwordHash: string;
  createdAt: number;
  updatedAt: number;
}

export type AdminRole = 'admin' | 'moderator';

// Newest-first lists page on (createdAt, id): a cursor is the key of the last item shown. As one
// string (time padded to 15 digits, then the id) it sorts like the pair, so Firestore can page with
// a range filter on a stored `sortKey` field instead of query cursors.

const KEY = /^(\d{15})_([A-Za-z0-9_-]{1,64})$/;

export function pageKey(createdAt: number, id: string): string {
  return `${String(createdAt).padStart(15, '0')}_${id}`;
}

/** The (createdAt, id) of a cursor, or null when it is not one we issued. */
export function parsePageKey(cursor: string): { createdAt: number; id: string } | null {
  const match = KEY.exec(cursor);
  return match ? { createdAt: Number(match[1]), id: match[2]! } : null;
}

// Real Firestore refuses a query without its composite index (the emulator does not check), so
// every combination of equality filters the desk's search and the audit list can send must have
// one in firestore.indexes.json, newest first by sortKey, and for the desk's due order by dueKey.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

interface Index { collectionGroup: string; fields: { fieldPath: string; order: string }[] }

const indexes = (JSON.parse(fs.readFileSync('firestore.indexes.json', 'utf8')) as { indexes: Index[] }).indexes;

function hasIndex(collection: string, equalities: string[], last: { fieldPath: string; order: string }): boolean {
  return indexes.some((ix) => {
    if (ix.collectionGroup !== collection || ix.fields.length !== equalities.length + 1) return false;
    const head = ix.fields.slice(0, -1).map((f) => f.fieldPath).sort();
    return JSON.stringify(head) === JSON.stringify([...equalities].sort()) && JSON.stringify(ix.fields.at(-1)) === JSON.stringify(last);
  });
}

const newestFirst = { fieldPath: 'sortKey', order: 'DESCENDING' };

describe('firestore.indexes.json', () => {
  const searches: string[][] = [];
  for (const status of [[], ['status']]) for (const entry of [[], ['entryId']]) for (const office of [[], ['office']]) {
    for (const q of [[], ['serviceNumber'], ['phone'], ['vehicleNumber']]) {
      const fields = [...status, ...entry, ...office, ...q];
      if (fields.length > 0) searches.push(fields);
    }
  }

  it.each(searches.map((f) => [f.join(' + ')]))('has the request search index on %s', (fields) => {
    expect(hasIndex('requests', fields.split(' + '), newestFirst)).toBe(true);
  });

  it.each(searches.map((f) => [f.join(' + ')]))('has the due-order index on %s', (fields) => {
    expect(hasIndex('requests', fields.split(' + '), { fieldPath: 'dueKey', order: 'ASCENDING' })).toBe(true);
  });

  it.each([['actor'], ['action'], ['actor', 'action']])('has the audit index on %s', (...fields) => {
    expect(hasIndex('auditEvents', fields, newestFirst)).toBe(true);
  });

  it("has the indexes of WhatsApp messages: a request's thread, the unmatched list, a phone's last incoming message", () => {
    expect(hasIndex('whatsappMessages', ['requestId'], { fieldPath: 'sortKey', order: 'ASCENDING' })).toBe(true);
    // Messages kept before threads were keyed by request are found by their number.
    expect(hasIndex('whatsappMessages', ['serviceNumber'], { fieldPath: 'sortKey', order: 'ASCENDING' })).toBe(true);
    expect(hasIndex('whatsappMessages', ['unmatched'], newestFirst)).toBe(true);
    expect(hasIndex('whatsappMessages', ['phone', 'direction'], newestFirst)).toBe(true);
  });

  it("has the index of the grievance officer's queue: the open grievances, oldest first", () => {
    expect(hasIndex('grievances', ['open'], { fieldPath: 'receivedAt', order: 'ASCENDING' })).toBe(true);
  });

  it('has the index of the completed-this-week count', () => {
    expect(hasIndex('requests', ['status'], { fieldPath: 'updatedAt', order: 'ASCENDING' })).toBe(true);
  });
});

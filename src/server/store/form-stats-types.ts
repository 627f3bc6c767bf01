// The store port's part for drop-off counts: per India calendar day, service and form field, how
// many page views of the form showed the field (reached), left it invalid and were sent. A batch
// only adds to these counters: nothing per visitor is kept.

/** The name the whole form's counts go under: its page views, those left with a problem, its sends. */
export const WHOLE_FORM = '*';

export interface FieldCounts {
  /** A form field's name, or WHOLE_FORM. */
  field: string;
  reached: number;
  invalid: number;
  sent: number;
}

export interface FormStatsStore {
  formStats: {
    /** Adds the counts to the entry's counters of `day` (YYYY-MM-DD), all of them or none. */
    add(day: string, entryId: string, counts: readonly FieldCounts[]): Promise<void>;
    /** The entry's counts per field summed over the days from `fromDay` to `toDay`, both included. */
    sum(entryId: string, fromDay: string, toDay: string): Promise<FieldCounts[]>;
  };
}

/** The same field's counts added up. */
export function addCounts(into: Map<string, FieldCounts>, counts: FieldCounts): void {
  const before = into.get(counts.field) ?? { field: counts.field, reached: 0, invalid: 0, sent: 0 };
  into.set(counts.field, { field: counts.field, reached: before.reached + counts.reached, invalid: before.invalid + counts.invalid, sent: before.sent + counts.sent });
}

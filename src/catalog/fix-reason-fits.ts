// Which preset reasons of a return for correction fit what the desk flags (site.yaml fixReasons,
// each with `fits`): "Number looks wrong" for a licence number, "Name differs from the RC" for a
// name typed as text, "Photo unreadable" for a document. The return dialog offers these (from the
// server's /fixable answer) and the server refuses any other (src/server/tracking/fix-flags.ts).
import { FIX_REASON_KEYS, type FixReasonFit, type FixReasonKey } from './types.ts';

type Fits = Partial<Record<FixReasonKey, { fits: readonly string[] }>>;

/** The preset keys, in site.yaml's order, that fit a field of this type or (`document`) a document. */
export function presetsFitting(reasons: Fits | null | undefined, target: FixReasonFit): FixReasonKey[] {
  return FIX_REASON_KEYS.filter((key) => reasons?.[key]?.fits.includes(target) === true);
}

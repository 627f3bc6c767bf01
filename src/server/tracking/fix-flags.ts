// The desk's flags of a return for correction, checked against the request's entry: a field must be
// one of its form's, a document one of its guidance's (by its English text), each shown by the
// request's case (flaggable.ts), a preset one of site.yaml's fixReasons that fits it (the field's
// type, or a document: src/catalog/fix-reason-fits.ts, the rule the return dialog offers by), and
// typed words at most 500 characters once their spaces are normalised.
import { DEFAULT_LANGUAGE, perLanguage } from '../../core/languages';
import type { LangTexts } from '../../core/lang-texts';
import type { RequestReturnChecked } from '../../shared/api/bodies';
import { ApiError } from '../http/api-error';
import type { FixReasons, SeedEntry } from '../services/catalog-seed';
import type { FixFlag } from '../store/tracking-types';
import { flaggable, type Flaggable } from './flaggable';
import { presetsFitting } from '../../catalog/fix-reason-fits';
import type { FixReasonFit, FixReasonKey } from '../../catalog/types';
import type { TrackingConfig } from './tracking-config';

type Reasons = Pick<TrackingConfig, 'fixReasons' | 'fixReasonFits'>;

/** What a target is, for the presets that fit it: its field's type, or a document. */
export function fitOf(entry: SeedEntry, target: FixFlag['target']): FixReasonFit | null {
  if ('document' in target) return 'document';
  return entry.caseSource.fields?.find((f) => f.name === target.field)?.type ?? null;
}

/** The preset keys that fit this target (none for a field whose type is unknown: the desk types its reason). */
export function presetsFor(entry: SeedEntry, target: FixFlag['target'], reasons: Reasons): FixReasonKey[] {
  const fit = fitOf(entry, target);
  return fit && reasons.fixReasons ? presetsFitting(reasons.fixReasonFits, fit) : [];
}

export const FIX_REASON_MAX = 500;

const targetKey = (flag: FixFlag) => ('field' in flag.target ? `field:${flag.target.field}` : `document:${flag.target.document}`);

type GivenFlag = RequestReturnChecked['flags'][number];

// The schema lets exactly one key of each through.
function checkedTarget(entry: SeedEntry, shown: Flaggable, target: GivenFlag['target']): FixFlag['target'] {
  if (target.field !== undefined) {
    const name = { name: target.field.slice(0, 60) };
    if (!entry.fields.includes(target.field)) throw new ApiError(400, 'request.fix_field_unknown', { flags: 'request.fix_field_unknown' }, name);
    if (!shown.fields.includes(target.field)) throw new ApiError(400, 'request.fix_field_not_asked', { flags: 'request.fix_field_not_asked' }, name);
    return { field: target.field };
  }
  const document = (target.document ?? '').trim();
  const name = { name: document.slice(0, 60) };
  const isIt = (d: SeedEntry['documents'][number]) => d[DEFAULT_LANGUAGE] === document;
  if (!entry.documents.some(isIt)) throw new ApiError(400, 'request.fix_document_unknown', { flags: 'request.fix_document_unknown' }, name);
  if (!shown.documents.some(isIt)) throw new ApiError(400, 'request.fix_document_not_listed', { flags: 'request.fix_document_not_listed' }, name);
  return { document };
}

function checkedReason(entry: SeedEntry, target: FixFlag['target'], reasons: Reasons, reason: GivenFlag['reason']): FixFlag['reason'] {
  if (reason.preset !== undefined) {
    if (!reasons.fixReasons?.[reason.preset]) throw new ApiError(400, 'request.fix_reason_unknown', { flags: 'request.fix_reason_unknown' }, { name: reason.preset });
    if (!presetsFor(entry, target, reasons).includes(reason.preset)) {
      const what = 'field' in target ? target.field : target.document;
      throw new ApiError(400, 'request.fix_reason_misfit', { flags: 'request.fix_reason_misfit' }, { name: reasons.fixReasons[reason.preset][DEFAULT_LANGUAGE], target: what.slice(0, 60) });
    }
    return { preset: reason.preset };
  }
  const text = (reason.text ?? '').replace(/\s+/g, ' ').trim();
  if (text.length > FIX_REASON_MAX) throw new ApiError(400, 'request.reason_long', { flags: 'request.reason_long' });
  return { text };
}

/** The flags as the request keeps them; `caseAnswers` is the request's case (none: every field and document). */
export function checkedFlags(entry: SeedEntry, caseAnswers: Readonly<Record<string, unknown>> | undefined, reasons: Reasons, given: RequestReturnChecked['flags']): FixFlag[] {
  const shown = flaggable(entry, caseAnswers);
  const flags = given.map((flag): FixFlag => {
    const target = checkedTarget(entry, shown, flag.target);
    return { target, reason: checkedReason(entry, target, reasons, flag.reason) };
  });
  if (new Set(flags.map(targetKey)).size !== flags.length) throw new ApiError(400, 'request.fix_repeated', { flags: 'request.fix_repeated' });
  return flags;
}

/** A flag's reason in every language: a preset's texts, or the desk's words as typed. */
export function reasonTexts(flag: FixFlag, reasons: FixReasons | null): LangTexts {
  if ('text' in flag.reason) {
    const { text } = flag.reason;
    return perLanguage(() => text);
  }
  const preset = reasons?.[flag.reason.preset];
  // A preset taken out of site.yaml since: its key is all there is to show.
  return preset ?? perLanguage(() => (flag.reason as { preset: string }).preset);
}

/** A flagged document's text in every language: the entry's, or the English one flagged when the entry no longer lists it. */
export function documentTexts(entry: SeedEntry | undefined, document: string): LangTexts {
  return entry?.documents.find((d) => d[DEFAULT_LANGUAGE] === document) ?? perLanguage(() => document);
}

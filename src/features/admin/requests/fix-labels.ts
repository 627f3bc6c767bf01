// The words the console shows for a return's flags: a field by its label in the entry's form (the
// entry's module, loaded once), a preset reason by its text of site.yaml's fixReasons.
import { useEffect, useState } from 'react';
import { site } from '../../../catalog/client';
import type { FixReasonKey } from '../../../catalog/types';
import { FIX_REASON_KEYS } from '../../../catalog/types';
import { entryModule } from '../../../engine/find-entry';
import type { FixFlag } from '../../../shared/api/answers';
import { tx } from '../../../shared/i18n/localize';

/** The preset reasons, in site.yaml's order, with their texts in the console's language. */
export const presetReasons = (): { key: FixReasonKey; text: string }[] =>
  site.fixReasons ? FIX_REASON_KEYS.map((key) => ({ key, text: tx(site.fixReasons![key].text) })) : [];

/** A field name's label in the entry's form, once its module is here (the name until then). */
export function useFieldLabel(entryId: string): (name: string) => string {
  const [labels, setLabels] = useState<Record<string, string>>({});
  useEffect(() => {
    let live = true;
    Promise.resolve()
      .then(() => entryModule(entryId))
      .then(
      ({ entry }) => live && setLabels(Object.fromEntries(Object.entries(entry.form?.schema.properties ?? {}).map(([name, p]) => [name, p.title]))),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [entryId]);
  return (name) => labels[name] ?? name;
}

/** A flag in the desk's words: what was flagged and why. */
export function flagText(flag: FixFlag, fieldLabel: (name: string) => string): { what: string; why: string } {
  const what = 'field' in flag.target ? fieldLabel(flag.target.field) : flag.target.document;
  const why = 'text' in flag.reason ? flag.reason.text : (presetReasons().find((r) => r.key === (flag.reason as { preset: FixReasonKey }).preset)?.text ?? flag.reason.preset);
  return { what, why };
}

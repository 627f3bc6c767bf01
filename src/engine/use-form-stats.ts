// The form view's drop-off counts (form-stats.ts): started with the view unless the browser asks
// not to be tracked or saves data, fed the fields shown as the answers change, sent on leaving.
import { useEffect, useRef } from 'react';
import type { Answer, CompiledForm } from '../catalog/types';
import { currentLanguage } from '../shared/i18n/t';
import { beacon, formStats, onLeaving, type FormStats } from './form-stats';
import { mayCount } from './may-count';
import { shownFields } from './shown-fields';

type Values = Record<string, Answer>;

export function useFormStats(entryId: string, form: CompiledForm, values: Values, invalidNow: (values: Values) => string[]): Pick<FormStats, 'invalid' | 'sent'> {
  const stats = useRef<FormStats | null>(null);
  const ending = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef({ values, invalidNow });
  latest.current = { values, invalidNow };

  useEffect(() => {
    if (!mayCount(navigator)) return;
    // Mounted again at once (React's strict mode does so on purpose): the same view, not a new one.
    clearTimeout(ending.current);
    stats.current ??= formStats({ entryId, lang: currentLanguage(), order: form.uiSchema['ui:order'], invalidNow: () => latest.current.invalidNow(latest.current.values) }, beacon);
    const view = stats.current;
    const stop = onLeaving({ doc: document, win: window }, view.end);
    return () => {
      stop();
      ending.current = setTimeout(view.end, 0);
    };
  }, [entryId, form]);
  useEffect(() => {
    stats.current?.shown(shownFields(form, values));
  }, [form, values]);

  return { invalid: (names) => stats.current?.invalid(names), sent: () => stats.current?.sent() };
}

// A form's drop-off counts for one page view: the fields it showed (conditions followed), those left
// invalid at an attempted send or when leaving, and whether it was sent. Names only, never answers.
// One batch goes when the visitor leaves (the page hidden or unloaded, or the form view gone); the
// server adds it to daily counters (POST /api/form-stats, docs/server.md).
import type { FormStatsBody } from '../shared/api/bodies';
import * as API from '../core/api-paths';
import { API_ROOT } from '../core/api-url';

export const FORM_STATS_URL = `${API_ROOT}${API.formStats}`;

export interface FormStats {
  /** The fields the form shows now (added to those it showed before). */
  shown(names: readonly string[]): void;
  /** The fields an attempted send found invalid. */
  invalid(names: readonly string[]): void;
  sent(): void;
  /** Sends the batch: the first call only. */
  end(): void;
}

export interface FormStatsOptions {
  entryId: string;
  lang: FormStatsBody['lang'];
  /** The form's field names in form order: the batch lists names in it. */
  order: readonly string[];
  /** The answered fields that are invalid now: read once, as the visitor leaves. */
  invalidNow: () => readonly string[];
}

export function formStats({ entryId, lang, order, invalidNow }: FormStatsOptions, send: (body: FormStatsBody) => void): FormStats {
  const reached = new Set<string>();
  const invalid = new Set<string>();
  let sent = false;
  let ended = false;
  const inOrder = (names: Set<string>) => order.filter((name) => names.has(name));
  return {
    shown: (names) => names.forEach((name) => reached.add(name)),
    invalid: (names) => names.forEach((name) => invalid.add(name)),
    sent: () => {
      sent = true;
    },
    end: () => {
      if (ended || reached.size === 0) return;
      ended = true;
      for (const name of invalidNow()) invalid.add(name);
      send({ entryId, lang, reached: inOrder(reached), invalid: inOrder(invalid), sent });
    },
  };
}

/** What leaving is heard on: the page's document and window. */
export interface LeavingPage {
  doc: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
  win: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

/**
 * Calls `then` when the visitor leaves: the page hidden (a phone may never fire pagehide, and
 * WhatsApp opening hides it too) or unloaded. Returns the function that stops listening.
 */
export function onLeaving(page: LeavingPage, then: () => void): () => void {
  const hidden = () => {
    if (page.doc.visibilityState === 'hidden') then();
  };
  page.doc.addEventListener('visibilitychange', hidden);
  page.win.addEventListener('pagehide', then);
  return () => {
    page.doc.removeEventListener('visibilitychange', hidden);
    page.win.removeEventListener('pagehide', then);
  };
}

/** Sends a batch as the page goes: sendBeacon outlives it. */
export function beacon(body: FormStatsBody): void {
  navigator.sendBeacon(FORM_STATS_URL, new Blob([JSON.stringify(body)], { type: 'application/json' }));
}

// The browser half of early-input-script.ts: what the visitor did to the prerendered page before its
// code ran (or before React reached that part of it) is handed to the app, as if done now, once
// React has hydrated the elements it was done to.
import { whenIdle } from '../when-idle';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What the early-input script keeps (window.__early). */
interface EarlyInput {
  /** The button, in-page link or form whose tap or submission was held back. */
  held: Element | null;
  /** Fields typed in or ticked before they were live; each keeps its text (a box or a choice: whether ticked) as `__earlyValue`. */
  typed: (Field & { __earlyValue?: string | boolean })[];
  /** Called by the script whenever it keeps something new, once the app runs. */
  notify?: () => void;
}

declare global {
  interface Window {
    __early?: EarlyInput;
  }
}

/** How long to wait for a part of the page to come alive; past it, what was done there is dropped. */
const WAIT_MS = 10_000;

/** Whether React has hydrated the element (see early-input-script.ts for the mark it leaves; tests/shared/react-internals.test.ts fails when React stops writing it). */
function isHydrated(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps$'));
}

/**
 * Runs `then` when the main thread is idle. React hydrates in slices (main.tsx) and marks an element
 * while rendering it, a few slices before the part is committed and live; it keeps the thread busy
 * until then, so an element marked at an idle moment is live. (Browsers without idle callbacks poll.)
 */
const whenLive = (then: () => void) => whenIdle(then, { fallback: 50 });

const isCheckable = (field: Field): field is HTMLInputElement => field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/**
 * React keeps what it last set as a field's value on the element's own `value` setter and fires
 * onChange only when an input event (a `change` for a list) finds a different value. Setting the value
 * through the element (React records '') and then the typed text through the prototype's setter (React
 * does not see it) makes the event carry the text into the app's state, even if a render cleared the
 * field.
 */
function announceTyped(field: Field, kept: string | boolean | undefined): void {
  if (isCheckable(field)) {
    // The same for a tick: React records the opposite, and the click that restores the visitor's tick is a change it sees.
    if (typeof kept !== 'boolean') return;
    field.checked = !kept;
    field.click();
    return;
  }
  const text = field.value || (typeof kept === 'string' ? kept : '');
  const prototype = Object.getPrototypeOf(field) as object;
  field.value = '';
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, text);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/**
 * The element that took the place of one React replaced (a part it rendered afresh instead of
 * hydrating): the one element of the same kind with the same text and link.
 */
function sameElement(gone: Element): Element | null {
  const text = gone.textContent?.trim();
  const matches = [...document.querySelectorAll(gone.tagName)].filter(
    (candidate) => candidate.textContent?.trim() === text && candidate.getAttribute('href') === gone.getAttribute('href'),
  );
  return matches.length === 1 ? matches[0]! : null;
}

/** The field that took the place of one React replaced: the one field of its kind with its name (a choice: and value), or id. */
function sameField(gone: Field): Field | null {
  const choice = gone instanceof HTMLInputElement && gone.type === 'radio' ? `[value="${CSS.escape(gone.value)}"]` : '';
  const key = gone.name ? `[name="${CSS.escape(gone.name)}"]${choice}` : gone.id ? `#${CSS.escape(gone.id)}` : '';
  if (!key) return null;
  const matches = document.querySelectorAll<Field>(`${gone.tagName}${key}`);
  return matches.length === 1 ? matches[0]! : null;
}

/**
 * Hands over what the script kept, each field as soon as it is live (the text it still shows, or the
 * text it had if a render cleared it), then the held tap once it and every field are, so a replayed
 * "Send" sends what the visitor typed.
 */
function settle(early: EarlyInput, started: number): void {
  early.typed = early.typed.filter((field) => {
    const live = field.isConnected ? field : sameField(field);
    if (!live || !isHydrated(live)) return true;
    announceTyped(live, field.__earlyValue);
    return false;
  });
  // A field or tapped element React replaced may have no successor yet (the old part is gone while the
  // new one is still rendering, e.g. when the address carries a query the prerendered page did not):
  // it stays kept until one appears, within WAIT_MS.
  const held = early.held && (early.held.isConnected ? early.held : sameElement(early.held));
  if (held && isHydrated(held) && early.typed.length === 0) {
    early.held = null;
    // The busy look the islands' triggers gave the tapped button (src/app/wake-islands.ts) ends as the tap is carried out.
    held.removeAttribute('aria-busy');
    if (held instanceof HTMLFormElement) held.requestSubmit();
    else if (held instanceof HTMLElement) held.click();
  }
  if (!early.held && early.typed.length === 0) return;
  if (performance.now() - started < WAIT_MS) whenLive(() => settle(early, started));
  else {
    early.held?.removeAttribute('aria-busy');
    Object.assign(early, { held: null, typed: [] });
  }
}

/**
 * Hands over at once what was typed into the fields of a part React has just committed (an island, as
 * its first render is committed): a re-render of that part right after would set each field back to
 * the value its state still has, and what is typed next would start from there. A held tap goes on
 * as usual once every field is handed over.
 */
export function handOverTyped(part: Element): void {
  const early = window.__early;
  if (!early) return;
  early.typed = early.typed.filter((field) => {
    if (!part.contains(field) || !isHydrated(field)) return true;
    announceTyped(field, field.__earlyValue);
    return false;
  });
  if (early.held) early.notify?.();
}

/** Once the app runs: marks the page as hydrated and hands over what the visitor did before, and whatever is still to come. */
export function replayEarlyInput(): void {
  document.documentElement.setAttribute('data-hydrated', '');
  const early = window.__early;
  if (!early) return;
  let settling = false;
  early.notify = () => {
    if (settling) return;
    settling = true;
    whenLive(() => {
      settling = false;
      settle(early, performance.now());
    });
  };
  early.notify();
}

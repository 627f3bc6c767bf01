// The browser half of early-input-script.ts: what the visitor did to the prerendered page before its
// code ran (or before React reached that part of it) is handed to the app, as if done now, once
// React has hydrated the elements it was done to.

type TextField = HTMLInputElement | HTMLTextAreaElement;

/** What the early-input script keeps (window.__early). */
interface EarlyInput {
  /** The button, in-page link or form whose tap or submission was held back. */
  held: Element | null;
  /** Fields typed in before they were live; each keeps its text as `__earlyValue`. */
  typed: (TextField & { __earlyValue?: string })[];
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
function whenIdle(then: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(then);
  else setTimeout(then, 50);
}

/**
 * React keeps what it last set as a field's value on the element's own `value` setter and fires
 * onChange only when an input event finds a different value. Setting the value through the element
 * (React records '') and then the typed text through the prototype's setter (React does not see it)
 * makes the input event carry the text into the app's state, even if a render cleared the field.
 */
function announceTyped(field: TextField, text: string): void {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  field.value = '';
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
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

/** The field that took the place of one React replaced: the one field of its kind with its name (or id). */
function sameField(gone: TextField): TextField | null {
  const key = gone.name ? `[name="${CSS.escape(gone.name)}"]` : gone.id ? `#${CSS.escape(gone.id)}` : '';
  if (!key) return null;
  const matches = document.querySelectorAll<TextField>(`${gone.tagName}${key}`);
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
    announceTyped(live, field.value || (field.__earlyValue ?? ''));
    return false;
  });
  // A field or tapped element React replaced may have no successor yet (the old part is gone while the
  // new one is still rendering, e.g. when the address carries a query the prerendered page did not):
  // it stays kept until one appears, within WAIT_MS.
  const held = early.held && (early.held.isConnected ? early.held : sameElement(early.held));
  if (held && isHydrated(held) && early.typed.length === 0) {
    early.held = null;
    if (held instanceof HTMLFormElement) held.requestSubmit();
    else if (held instanceof HTMLElement) held.click();
  }
  if (!early.held && early.typed.length === 0) return;
  if (performance.now() - started < WAIT_MS) whenIdle(() => settle(early, started));
  else Object.assign(early, { held: null, typed: [] });
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
    whenIdle(() => {
      settling = false;
      settle(early, performance.now());
    });
  };
  early.notify();
}

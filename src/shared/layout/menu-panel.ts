// The phone menu opens and closes without React. Its button and panel are in the prerendered HTML,
// and the visitor's first tap opens it at once, instead of after React DOM and the header's code have
// arrived and run (0.5-1 s on a mid-range phone, more on a cheap one on a slow network). The open
// state is the DOM's own: the button's aria-expanded and the panel's `hidden`. The header renders
// both with constant props, so React never writes them after its first render and the state survives
// the header's hydration and every later render. The live header adds only what needs React inside
// the panel (the Services and Buy Insurance rows, the signed-in rows) and closes it with closeMenu().

export const MENU_PANEL_ID = 'mobile-nav';
const MENU_BUTTON = `button[aria-controls="${MENU_PANEL_ID}"]`;

const whenClosed = new Set<() => void>();

function menuParts(): { button: HTMLButtonElement; panel: HTMLElement } | null {
  const button = document.querySelector<HTMLButtonElement>(MENU_BUTTON);
  const panel = document.getElementById(MENU_PANEL_ID);
  return button && panel ? { button, panel } : null;
}

function setMenuOpen(open: boolean): void {
  const parts = menuParts();
  if (!parts || parts.panel.hidden === !open) return;
  parts.button.setAttribute('aria-expanded', String(open));
  parts.panel.hidden = !open;
  if (!open) for (const listener of whenClosed) listener();
}

export function closeMenu(): void {
  setMenuOpen(false);
}

/** Calls `listener` each time the panel closes; returns the call that stops it. */
export function onMenuClosed(listener: () => void): () => void {
  whenClosed.add(listener);
  return () => whenClosed.delete(listener);
}

/**
 * Makes the menu button work, once per page: as soon as the page's code starts (islands.tsx, after
 * the islands' triggers, which must see a held tap to wake the header; main.tsx for the client app).
 */
export function listenForMenu(): void {
  // On window, so it runs before the early-input script's listener on document, which would hold
  // the tap until React is live.
  window.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(MENU_BUTTON)) {
        event.stopPropagation();
        setMenuOpen(menuParts()?.panel.hidden ?? false);
      } else if (target?.closest(`#${MENU_PANEL_ID} a[href]`)) {
        // A link followed from the menu leaves it closed (a section of this page, a new tab).
        closeMenu();
      }
    },
    true,
  );
  // Escape from inside the panel (or on its button) closes it back onto its button.
  document.addEventListener('keydown', (event) => {
    const parts = menuParts();
    if (event.key !== 'Escape' || !parts || parts.panel.hidden) return;
    if (!parts.panel.contains(document.activeElement) && document.activeElement !== parts.button) return;
    closeMenu();
    parts.button.focus();
  });
  // A tap the early-input script held before this code ran.
  const early = window.__early;
  if (early?.held?.matches(MENU_BUTTON)) {
    early.held = null;
    setMenuOpen(true);
  }
}

// About and Contact live on the home page. From any page their links go to /#about or /#contact;
// the router scrolls to a hash it finds on arrival, but the home page may still be rendering (or we
// may already be on that very URL, so nothing navigates), hence this wait-then-scroll.

const WAIT_MS = 3000;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Scrolls the home section `id` into view once it exists and moves keyboard focus to it, so screen
 * reader and keyboard users land where sighted users see the page jump.
 */
export function scrollToSection(id: string): void {
  const started = performance.now();
  const attempt = () => {
    const target = document.getElementById(id);
    if (target) {
      target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
      return;
    }
    if (performance.now() - started < WAIT_MS) requestAnimationFrame(attempt);
  };
  requestAnimationFrame(attempt);
}

/** The home page's vehicle number box, which "Search your vehicle" puts the cursor in. */
export const SEARCH_INPUT_ID = 'vehicle-search-number';

/**
 * Scrolls to a field of the home page and puts the cursor in it once it exists (the search form
 * loads after the page is up), so the visitor can type straight away.
 */
export function focusField(id: string): void {
  const started = performance.now();
  const attempt = () => {
    const field = document.getElementById(id);
    if (field) {
      field.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'center' });
      field.focus({ preventScroll: true });
      return;
    }
    if (performance.now() - started < WAIT_MS) requestAnimationFrame(attempt);
  };
  requestAnimationFrame(attempt);
}

/**
 * Scrolls just enough to show `element` whole (nothing moves if it is on screen already): a notice
 * that appears below the button the visitor tapped, at the bottom edge of a phone's screen.
 */
export function bringIntoView(element: Element): void {
  element.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'nearest' });
}

/** Home "scrolls to top": also when we are already on the home page and nothing navigates. */
export function scrollToTop(): void {
  requestAnimationFrame(() => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' }));
}

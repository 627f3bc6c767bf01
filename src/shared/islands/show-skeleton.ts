// The first tap answers at once: a service page's start button gives way, within the frame, to a
// skeleton of its form (the entry's own labels in the page's language, greyed input shapes), which the
// build writes beside the request island as a <template> (src/engine/form-skeleton-template.tsx). It is shown by
// the islands' triggers when the tap is held before the island is live (src/app/wake-islands.ts), or by
// the island itself when it is live, and stays until the real form is committed (dropFormSkeleton)
// or the tap is dropped. Plain DOM: it runs before React, and outside the island's root, so hydration
// never meets it.

import { FORM_SKELETON, SHOWING_SKELETON, STARTS_FORM } from './form-skeleton-marks';

/** Puts the skeleton of the island's form after it, hides the island's start view, and brings the skeleton's top into view as the form's would be. */
export function showFormSkeleton(island: Element): void {
  if (island.hasAttribute(SHOWING_SKELETON)) return;
  const template = island.parentElement?.querySelector<HTMLTemplateElement>(`template[${FORM_SKELETON}]`);
  const shape = template?.content.firstElementChild;
  if (!shape) return;
  const skeleton = document.importNode(shape, true) as HTMLElement;
  island.setAttribute(SHOWING_SKELETON, '');
  island.after(skeleton);
  skeleton.scrollIntoView({ block: 'start' });
  // The tapped button is gone: the focus goes to the "Loading the form" line, which a screen reader reads.
  skeleton.querySelector<HTMLElement>('[tabindex]')?.focus({ preventScroll: true });
  // A held tap that is let go (its busy mark removed) while its button stays, after the island's
  // render that would have replaced it, was dropped (replay-early-input.ts): the start view comes back.
  new MutationObserver((_, observer) => {
    setTimeout(() => {
      const start = island.querySelector(`[${STARTS_FORM}]`);
      if (!island.hasAttribute(SHOWING_SKELETON)) observer.disconnect();
      else if (start && !start.hasAttribute('aria-busy')) {
        observer.disconnect();
        dropFormSkeleton();
      }
    });
  }).observe(island, { subtree: true, attributeFilter: ['aria-busy'] });
}

/** Removes the skeleton and shows the island again: called as the form view is committed, or when the tap did not lead to it. */
export function dropFormSkeleton(): void {
  for (const island of document.querySelectorAll(`[${SHOWING_SKELETON}]`)) island.removeAttribute(SHOWING_SKELETON);
  for (const skeleton of document.querySelectorAll(`[${FORM_SKELETON}]:not(template)`)) skeleton.remove();
}

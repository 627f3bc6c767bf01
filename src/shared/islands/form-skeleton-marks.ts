// The form skeleton's marks in the page, one list for every side that writes or reads them: the
// build's template (src/engine/form-skeleton-template.tsx), the start buttons, the code that shows it
// (show-skeleton.ts). The islands' first-load code (src/app/wake-islands.ts, island-triggers.ts)
// writes them out instead, so that this module shares the skeleton code's chunk rather than being
// one more file on every page's first load; tests/app/island-triggers.test.ts holds them equal.

/** The attribute of the template the build writes, and of its copy on the page. */
export const FORM_SKELETON = 'data-form-skeleton';
/** The attribute of a start view's button, whose tap opens the form. */
export const STARTS_FORM = 'data-starts-form';
/** Set on the island while its skeleton shows: the CSS (src/app/global.css) hides what follows the island's form-top mark. */
export const SHOWING_SKELETON = 'data-skeleton';

/**
 * The prefix of React's generated ids (useId, and Mantine's responsive style classes) in the page's
 * `index`th island, the same in the build's render and in the browser: ids stay unique on the page
 * and the island's HTML matches its hydration.
 */
export const islandIdPrefix = (index: number): string => `i${index}-`;

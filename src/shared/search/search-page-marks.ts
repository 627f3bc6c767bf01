// What the built search page marks for the server to fill in (src/server/search/search-page.ts):
// the results between two comments, and the query field by an attribute of its own.

/** The results' box, outside the form's island: the server writes them in, the island replaces them as one types. */
export const RESULTS_ID = 'service-search-results';
export const RESULTS_START = '<!--search-results-->';
export const RESULTS_END = '<!--/search-results-->';
/** On the query field, which carries no value of its own (an uncontrolled input): the server writes one after it. */
export const QUERY_MARK = 'data-search-query=""';

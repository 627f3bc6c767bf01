/** The most a count in a request's case may be: 50 years begun (or classes) is already beyond any real case. */
export const MAX_CASE_COUNT = 50;

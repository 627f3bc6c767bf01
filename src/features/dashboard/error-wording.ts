// How the dashboard words a failed call (apiErrorText). Its saves are throttled per account, and a
// 429 says so in its own words; a page that could not load says only that (or that it is offline).
import type { ErrorWording } from '../../shared/api/api-error-text';

export const SAVE_WORDING: ErrorWording = { tooMany: 'dash.tooMany' };

export const LOAD_WORDING: ErrorWording = { tooMany: 'fallback', refused: 'fallback' };

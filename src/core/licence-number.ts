// The one rule for a driving or learner licence number: the state code (two letters) and then 8 to 18
// letters and digits (AP39 20110012345, AP-3920110012345, AP39/2011/0012345 are one number).

export const LICENCE_NUMBER_PATTERN = '^[\\s/-]*[A-Za-z][\\s/-]*[A-Za-z]([\\s/-]*[A-Za-z0-9]){8,18}[\\s/-]*$';

const licenceRegex = new RegExp(LICENCE_NUMBER_PATTERN, 'u');

/** Upper case without separators, or null when it is not a licence number. */
export function parseLicenceNumber(raw: unknown): string | null {
  if (typeof raw !== 'string' || !licenceRegex.test(raw)) return null;
  return raw.replace(/[\s/-]/g, '').toUpperCase();
}

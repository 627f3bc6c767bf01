// The one rule for a vehicle registration number, used by the home search and /vehicle-details so
// that what the search accepts is exactly what the details page shows.

export const VEHICLE_NUMBER_MAX = 12;

// State series: state code, RTO district (1–2 digits), series (1–2 letters), number (4 digits): AP39BJ1234.
const STATE_SERIES = /^[A-Z]{2}\d{1,2}[A-Z]{1,2}\d{4}$/;
// Bharat series (the state pattern above misses it): year, BH, number, series: 22BH1234AA.
const BHARAT_SERIES = /^\d{2}BH\d{4}[A-Z]{1,2}$/;
// People write numbers as "AP 39 BJ 1234" or "AP-39-BJ-1234"; the separators carry no meaning.
const SEPARATORS = /[\s-]+/g;

// The same rule as a JSON-Schema `pattern` over what was typed (the catalogue's `vehicleNumber` fields
// are checked by precompiled validators, which know no flags): any case, separators between characters.
const SEP = '[\\s-]*';
const LETTER = '[A-Za-z]';
const DIGIT = '[0-9]';
const seq = (...parts: string[]) => parts.join(SEP);
const STATE_SERIES_PATTERN = seq(LETTER, LETTER, DIGIT, `(${DIGIT})?`, LETTER, `(${LETTER})?`, DIGIT, DIGIT, DIGIT, DIGIT);
const BHARAT_SERIES_PATTERN = seq(DIGIT, DIGIT, '[Bb]', '[Hh]', DIGIT, DIGIT, DIGIT, DIGIT, LETTER, `(${LETTER})?`);
export const VEHICLE_NUMBER_PATTERN = `^${SEP}(${STATE_SERIES_PATTERN}|${BHARAT_SERIES_PATTERN})${SEP}$`;

/** The number in upper case without spaces or dashes, or null when it is not a valid vehicle number. */
export function parseVehicleNumber(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const number = raw.replace(SEPARATORS, '').toUpperCase();
  return STATE_SERIES.test(number) || BHARAT_SERIES.test(number) ? number : null;
}

/**
 * What the search box shows as the visitor types: upper case, and at most 12 characters of the
 * number itself (spaces and dashes do not count, so "AP 39 BJ 1234" fits).
 */
export function vehicleNumberInput(raw: string): string {
  let kept = 0;
  let out = '';
  for (const char of raw.toUpperCase()) {
    const separator = char === '-' || /\s/.test(char);
    if (!separator) {
      if (kept === VEHICLE_NUMBER_MAX) break;
      kept += 1;
    }
    out += char;
  }
  return out;
}

// The one rule for a chassis number: letters and digits only, from the 5 last characters Vahan asks
// to verify a vehicle to the full 17-character number (older vehicles have shorter ones).

export const CHASSIS_MIN = 5;
export const CHASSIS_MAX = 17;

export const CHASSIS_NUMBER_PATTERN = `^[\\s-]*([A-Za-z0-9][\\s-]*){${CHASSIS_MIN},${CHASSIS_MAX}}$`;

const chassisRegex = new RegExp(CHASSIS_NUMBER_PATTERN, 'u');

/** Upper case without spaces or dashes, or null when it is not a chassis number. */
export function parseChassisNumber(raw: unknown): string | null {
  if (typeof raw !== 'string' || !chassisRegex.test(raw)) return null;
  return raw.replace(/[\s-]/g, '').toUpperCase();
}

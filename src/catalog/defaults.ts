import type { FieldSource } from './types.ts';

/** Most characters a field accepts when its entry does not say: keeps every WhatsApp message short. */
export function maxLengthOf(field: FieldSource): number {
  if (field.maxLength !== undefined) return field.maxLength;
  switch (field.type) {
    case 'multiline':
      return 300;
    case 'date':
      return 10;
    case 'choice':
      return Math.max(...(field.options ?? ['']).map((o) => o.length));
    default:
      return 50;
  }
}

export const DEFAULT_ROWS = 3;
export const DATE_PATTERN = '^[0-9]{4}-[0-9]{2}-[0-9]{2}$';

/** Routes that exist outside the catalogue, to which back links and listings may point. */
export const FIXED_ROUTES = ['/', '/services/vehicle', '/services/driving-licence', '/rto-assistance', '/vehicle-services'];

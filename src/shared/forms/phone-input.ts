import type { InputMode } from '../../core/field-types';

/**
 * What every phone box of the portal's own forms shares: the phone keypad, the browser's saved
 * number, and the API schemas' length (32: a pasted "+91 98765 01234" with spaces fits).
 */
export const PHONE_INPUT = { type: 'tel', inputMode: 'tel' satisfies InputMode, autoComplete: 'tel', maxLength: 32 } as const;

// Telugu of the API messages the browser's own form checks show: the twin of en-form-checks.ts.
import type { enFormChecks } from './en-form-checks';

export const teFormChecks: Record<keyof typeof enFormChecks, string> = {
  'api.phone.required': 'దయచేసి మీ ఫోన్ నంబర్ నమోదు చేయండి.',
  'api.phone.invalid': 'దయచేసి సరైన భారతీయ ఫోన్ నంబర్ నమోదు చేయండి.',
};

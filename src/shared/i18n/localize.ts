import type { Text } from '../../core/text';
import { localize } from '../../core/text';
import { currentLanguage } from './t';

/** A catalogue text in the visitor's language. */
export function tx(text: Text): string {
  return localize(text, currentLanguage());
}

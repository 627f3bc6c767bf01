import type { Text } from '../../catalog/types';
import { localize } from '../../catalog/text';
import { currentLanguage } from './t';

/** A catalogue text in the visitor's language. */
export function tx(text: Text): string {
  return localize(text, currentLanguage());
}

import { site } from '../../catalog/client';

/** The figures of site.yaml with these keys, in this order (a key site.yaml lacks is left out). */
export function figuresOf(keys: readonly string[]) {
  return keys.flatMap((key) => site.figures.filter((f) => f.key === key));
}

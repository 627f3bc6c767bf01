// Beside the example contact, the repository's site.yaml ships an example service fee and example
// figures, each marked `example: true`, so that a fresh clone shows every part of a page. A visitor
// reads them as the operator's word (what we charge, how many we helped), so a build for a real
// address refuses them, and a missing service fee too: "not configured" must not pass for a real 0.
// The desk's example target (deskTime) is refused too: the console's due dates would be no one's word.
import { isExampleContact } from './example-contacts.ts';
import type { SourceFile } from './source-file.ts';
import type { CatalogError, SiteSource } from './types.ts';

const SET_IT = 'before building for a real address (docs/catalogue.md, "site.yaml")';

export function exampleSiteProblems(source: SourceFile, site: SiteSource): CatalogError[] {
  const problems: CatalogError[] = [];
  if (!site.serviceFee) {
    problems.push(source.errorAt('production.example-value', [], `serviceFee: not set; give the operator's own service fee (default: 0 for none) ${SET_IT}`));
  } else if (site.serviceFee.example) {
    problems.push(source.errorAt('production.example-value', ['serviceFee', 'example'], `serviceFee: the amounts are the repository's example; set the operator's own and remove "example: true" ${SET_IT}`));
  }
  if (site.deskTime?.example) {
    problems.push(source.errorAt('production.example-value', ['deskTime', 'example'], `deskTime: the desk's target is the repository's example; set the desk's own and remove "example: true" ${SET_IT}`));
  }
  site.figures.forEach((figure, i) => {
    if (figure.example) {
      problems.push(source.errorAt('production.example-value', ['figures', i, 'example'], `figures[${i}] (${figure.key}): an example figure, not the operator's count; give its value, counts and asOf, then remove "example: true", or remove the figure, ${SET_IT}`));
    }
  });
  return problems;
}

/**
 * Whether the site still carries an example value (contact, service fee or figure): a build for a
 * real address refuses them, and any other build says so on every public page. The desk's target
 * is left out: no visitor reads it.
 */
export function hasExampleValues(site: SiteSource): boolean {
  return isExampleContact(site.contact) || site.serviceFee?.example === true || site.figures.some((f) => f.example);
}

// catalog/offices.yaml (docs/catalogue.md, "offices.yaml"): the transport offices an `office` field
// offers. Beyond its schema an id and a registration code belong to one office each, and a source
// cannot be read on a day still to come. A request keeps the office's id, so an id never changes.
import type { SourceFile } from './source-file.ts';
import type { CatalogError, OfficeSource, OfficesSource } from './types.ts';

export const OFFICES_FILE = 'offices.yaml';

/** The offices of a schema-valid offices file, and what is wrong with them. */
export function readOffices(source: SourceFile, today: string): { offices: OfficeSource[]; errors: CatalogError[] } {
  const { offices } = source.value as OfficesSource;
  const errors: CatalogError[] = [];
  const ids = new Map<string, number>();
  const codes = new Map<string, string>();
  offices.forEach(({ id, codes: own, source: { asOf } }, i) => {
    const earlier = ids.get(id);
    if (earlier !== undefined) errors.push(source.errorAt('offices.duplicate-id', ['offices', i, 'id'], `offices[${i}].id: "${id}" is already offices[${earlier}]'s`));
    else ids.set(id, i);
    own.forEach((code, j) => {
      const holder = codes.get(code);
      if (holder !== undefined) errors.push(source.errorAt('offices.duplicate-code', ['offices', i, 'codes', j], `offices[${i}].codes[${j}]: ${code} is already listed for "${holder}"`));
      else codes.set(code, id);
    });
    if (asOf > today) errors.push(source.errorAt('dates.in-future', ['offices', i, 'source', 'asOf'], `offices[${i}].source.asOf: ${asOf} is in the future`));
  });
  return { offices, errors };
}

import type { CatalogError } from './types.ts';

/** `catalog/vehicle/x.yaml:3:7: message`, the form editors and CI annotators recognise. */
export function formatError(error: CatalogError): string {
  return `${error.file}:${error.line}:${error.col}: ${error.message}`;
}

import type { CatalogError } from './types.ts';

/** `catalog/vehicle/x.yaml:3:7: message`, the form editors and CI annotators recognise. */
export function formatError(error: CatalogError): string {
  return `${error.file}:${error.line}:${error.col}: ${error.message}`;
}

/** `catalog/vehicle/x.yaml:5:11: warning: message`: a problem that does not stop the build. */
export function formatWarning(warning: CatalogError): string {
  return `${warning.file}:${warning.line}:${warning.col}: warning: ${warning.message}`;
}

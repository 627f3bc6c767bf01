import type { CatalogError } from './types.ts';

/** `catalog/vehicle/x.yaml:3:7: message [rule]`, the form editors and CI annotators recognise, with the check's id (check-rules.ts). */
export function formatError(error: CatalogError): string {
  return `${error.file}:${error.line}:${error.col}: ${error.message} [${error.rule}]`;
}

/** `catalog/vehicle/x.yaml:5:11: warning: message [rule]`: a problem that does not stop the build. */
export function formatWarning(warning: CatalogError): string {
  return `${warning.file}:${warning.line}:${warning.col}: warning: ${warning.message} [${warning.rule}]`;
}

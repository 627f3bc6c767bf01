// Built by api-form-plugin.ts: an API body schema and its precompiled rjsf validator.
declare module 'virtual:api-form/*' {
  export const schema: Record<string, unknown>;
  export const validateFns: unknown;
}

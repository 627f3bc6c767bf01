// The API's types (src/shared/api/bodies.ts, answers.ts) and the server's registry of the body
// schemas (src/server/validation/schemas.ts) are made from schemas/api/, and the authored
// catalogue's types (src/catalog/source-types.ts) from its schemas in schemas/, by
// `npm run api:types`: this fails when a schema changed and the files were not made again, so the
// types never drift from what the server validates and answers (the API tests hold every answer to
// its schema: src/server/http/check-answers.ts) nor from what catalog:check accepts.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ANSWER_TYPES_FILE, API_TYPES_FILE, CATALOG_TYPES_FILE, SCHEMA_REGISTRY_FILE, answerTypesSource, apiTypesSource, catalogTypesSource, schemaRegistrySource } from '../../scripts/api-types';

describe('the API types', () => {
  it('are what `npm run api:types` makes from the schemas now', () => {
    expect(readFileSync(API_TYPES_FILE, 'utf8'), 'run `npm run api:types`').toBe(apiTypesSource());
    expect(readFileSync(ANSWER_TYPES_FILE, 'utf8'), 'run `npm run api:types`').toBe(answerTypesSource());
    expect(readFileSync(SCHEMA_REGISTRY_FILE, 'utf8'), 'run `npm run api:types`').toBe(schemaRegistrySource());
  });
});

describe('the authored catalogue types', () => {
  it('are what `npm run api:types` makes from the catalogue schemas now', () => {
    expect(readFileSync(CATALOG_TYPES_FILE, 'utf8'), 'run `npm run api:types`').toBe(catalogTypesSource());
  });
});

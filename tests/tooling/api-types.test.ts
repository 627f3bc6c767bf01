// The API body types (src/shared/api/bodies.ts) are made from schemas/api/ by `npm run api:types`:
// this fails when a schema changed and the file was not made again, so the types never drift
// from what the server validates.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_TYPES_FILE, apiTypesSource } from '../../scripts/api-types';

describe('the API body types', () => {
  it('are what `npm run api:types` makes from the schemas now', () => {
    expect(readFileSync(API_TYPES_FILE, 'utf8'), 'run `npm run api:types`').toBe(apiTypesSource());
  });
});

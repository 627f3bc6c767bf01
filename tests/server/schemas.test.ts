// The API schemas are shared with the browser forms: each must compile strictly, forbid unknown
// fields, and carry a user-facing message for every property.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_SCHEMAS, SHARED_SCHEMAS } from '../../src/server/validation/schemas';
import { validateBody } from '../../src/server/validation/validate';

interface Schema {
  additionalProperties: boolean;
  required?: string[];
  properties: Record<string, { 'x-messages'?: Record<string, string> }>;
}

describe('API schemas', () => {
  it('every file in schemas/api is used by the server', () => {
    const files = fs.readdirSync('schemas/api').filter((n) => n.endsWith('.schema.json')).sort();
    expect(files).toHaveLength(Object.keys(API_SCHEMAS).length + Object.keys(SHARED_SCHEMAS).length);
  });

  it.each(Object.entries(API_SCHEMAS))('%s is closed and fully annotated', (name, raw) => {
    const schema = raw as unknown as Schema;
    expect(schema.additionalProperties).toBe(false);
    for (const [prop, def] of Object.entries(schema.properties)) {
      const messages = def['x-messages'] ?? {};
      expect(messages.default ?? messages.required, `${name}.${prop}`).toMatch(/\S/);
    }
    // Compiles in strict mode, and an empty object names every required field (none where the body is one of several).
    const required = schema.required ?? [];
    try {
      validateBody(name as keyof typeof API_SCHEMAS, {});
      expect(required).toEqual([]);
    } catch (err) {
      expect(Object.keys((err as { fields?: Record<string, string> }).fields ?? {}).sort()).toEqual([...required].sort());
    }
  });
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'tests/firebase/**', 'node_modules/**'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});

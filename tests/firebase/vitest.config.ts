// `npm run test:firebase`: the smoke test through Firebase's Hosting and Functions emulators. Kept
// out of `npm test` (it fetches firebase-tools through npx the first time and takes a minute).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/firebase/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 420_000,
  },
});

// `npm run test:faults`: the fault suite on its own config, so `vitest run` (tests/unit) does not
// run it a second time. faults.test.ts runs in one worker: its scenarios share an SMTP server and a
// summary, and most run side by side within it (see its top); pglite-power-cut.test.ts stands alone.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['tests/faults/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/support/pglite-template.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});

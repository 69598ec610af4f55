// `npm run test:deploy`: the site where a firm runs it, on the real engines (Caddy in front of
// `npm start`, the Supabase functions under Deno behind a page of the Supabase build). Its own
// config, one file at a time: each file starts servers and browsers of its own.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['tests/deploy/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 240_000,
  },
});

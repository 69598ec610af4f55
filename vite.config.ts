/// <reference types="vitest/config" />
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { devLeadsPlugin } from './src/build/dev-leads-plugin.ts';
import { devRenderPlugin } from './src/build/dev-render-plugin.ts';
import { routeTreePlugin } from './src/build/route-tree.ts';
import { sonnerStylesheetPlugin } from './src/build/sonner-stylesheet.ts';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), react(), routeTreePlugin(), devRenderPlugin(), devLeadsPlugin(), sonnerStylesheetPlugin()],
  build: {
    manifest: true,
    outDir: 'dist/client',
    // The browser: its entry. The server (vite build --ssr): the renderer and, beside it, the site it
    // renders, which src/build/prerender.ts hands to it (src/ imports nothing back from the config).
    rollupOptions: {
      input: isSsrBuild ? { 'entry-server': 'src/entry-server.tsx', 'pages.config': 'pages.config.ts' } : 'src/entry-client.tsx',
    },
  },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    // Node, as the server code runs; the files that render into a document say `@vitest-environment jsdom`.
    environment: 'node',
    // Vitest's default is one worker fewer than the cores, one on CI's 2-core machine; the tests wait
    // on child processes (the CLI, servers, Java, Deno) much of the time, so one per core.
    maxWorkers: 2,
    // One migrated, empty embedded database per run, copied for each test that needs one.
    globalSetup: ['tests/support/pglite-template.ts'],
    // Opening a PGlite database can take longer than the defaults (5 s a test, 10 s a hook) on a busy machine.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
}));

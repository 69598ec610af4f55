/// <reference types="vitest/config" />
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { devLeadsPlugin } from './src/build/dev-leads-plugin.ts';
import { devRenderPlugin } from './src/build/dev-render-plugin.ts';
import { routeTreePlugin } from './src/build/route-tree.ts';

export default defineConfig({
  plugins: [tailwindcss(), react(), routeTreePlugin(), devRenderPlugin(), devLeadsPlugin()],
  build: {
    manifest: true,
    outDir: 'dist/client',
    rollupOptions: { input: 'src/entry-client.tsx' },
  },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    // Opening a PGlite database can take longer than the defaults (5 s a test, 10 s a hook) on a busy machine.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});

import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sitePlugin } from './src/build/site-plugin';
import { devRenderPlugin } from './src/build/dev-render-plugin';

export default defineConfig({
  plugins: [tailwindcss(), react(), sitePlugin(), devRenderPlugin()],
  build: {
    manifest: true,
    outDir: 'dist/client',
    rollupOptions: { input: 'src/entry-client.tsx' },
  },
});

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sitemapPlugin } from './src/catalog/sitemap-plugin.ts';
import { catalogPlugin } from './src/catalog/vite-plugin.ts';

export default defineConfig({
  plugins: [react(), catalogPlugin(), sitemapPlugin()],
  build: {
    manifest: true,
    target: 'es2022',
    sourcemap: false,
  },
  // `npm run dev` serves the app with hot reload; the API runs beside it (`npm run dev:api`).
  server: { port: 5173, proxy: { '/api': `http://localhost:${process.env.API_PORT ?? 3000}` } },
});

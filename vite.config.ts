import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { catalogPlugin } from './src/catalog/vite-plugin';

export default defineConfig({
  plugins: [react(), catalogPlugin()],
  build: {
    manifest: true,
    target: 'es2022',
    sourcemap: false,
  },
  server: { port: 5173 },
});

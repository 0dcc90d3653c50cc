import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API server of `npm run serve` (apps/server); in production the same origin serves both. */
const API_TARGET = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: { '/api': { target: API_TARGET } },
  },
  build: {
    // WEB_DIST lets parallel builds (and the server that serves them) use their own folder.
    outDir: process.env.WEB_DIST ?? 'dist',
    emptyOutDir: true,
  },
});

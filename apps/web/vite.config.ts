import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig } from 'vite';
import { chunkGroups } from './vite-chunks';
import { precompress } from './vite-precompress';

/** The API server (`npm run dev` starts it beside Vite); in production the same origin serves both. */
const API_TARGET = 'http://localhost:3000';

// WEB_DIST lets parallel builds (and the server that serves them) use their own folder.
const outDir = process.env.WEB_DIST ?? 'dist';

export default defineConfig({
  plugins: [react(), precompress(() => path.resolve(import.meta.dirname, outDir))],
  server: {
    proxy: { '/api': { target: API_TARGET } },
  },
  build: {
    outDir,
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'boot', tags: ['$initial'], priority: 10 },
            ...chunkGroups(
              path.resolve(import.meta.dirname, 'src'),
              {
                'signed-in': ['shell/app-layout.tsx', 'features/home/home-page.tsx'],
                'player-dashboard': ['features/home/player-dashboard.tsx'],
                'coach-dashboard': ['features/home/coach-dashboard.tsx'],
              },
              10,
            ),
          ],
        },
      },
    },
  },
});

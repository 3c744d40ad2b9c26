import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * Development only (`npm run dev`): the local runtime creates Vite in middleware mode with this
 * file and mounts `vite.middlewares` after its own `/api/*` and `/dev/*` handlers, passing its
 * HTTP server as `server.hmr.server` so HMR shares the one port. Production builds use
 * web/build.ts (esbuild), not Vite.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  appType: 'spa',
  publicDir: 'public',
  plugins: [react()],
  clearScreen: false,
  server: {
    middlewareMode: true,
  },
});

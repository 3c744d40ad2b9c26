import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** `/survey/{surveyId}`: the public survey page (the same rule as infra/local/static-files.ts). */
const publicSurveyPath = /^\/survey\/[^/.]+\/?$/;

/**
 * Serves web/survey.html, the public survey page's own entry, for `/survey/{surveyId}`; every
 * other page path falls back to index.html as before. Runs ahead of Vite's own middlewares.
 */
function publicSurveyPage(): Plugin {
  return {
    name: 'candor-public-survey-page',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const path = (req.url ?? '/').split('?')[0] ?? '/';
        if ((req.method === 'GET' || req.method === 'HEAD') && publicSurveyPath.test(path)) {
          // The query (a personal link's token) is read by the page from location, not here.
          req.url = '/survey.html';
        }
        next();
      });
    },
  };
}

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
  plugins: [react(), publicSurveyPage()],
  clearScreen: false,
  server: {
    middlewareMode: true,
  },
});

import { StrictMode } from 'react';
import { prerender as prerenderToStream } from 'react-dom/static';
import { createMemoryRouter } from 'react-router-dom';
import { App } from './app/app';
import { coldPages, routes } from './app/router';
import { loadAppIntl } from './i18n/intl';
import { defaultLocale } from './i18n/locales';

/**
 * The pages the production build renders to HTML ahead (web/build.ts writes `login.html`), so a
 * visitor sees them before any JavaScript has arrived and main.tsx hydrates that markup instead
 * of building the page afresh (docs/decisions/0027, third pass). Only pages that render the same
 * for every signed-out visitor qualify; main.tsx hydrates only when that holds.
 */
export const prerenderedPaths = ['/login'] as const;
export type PrerenderedPath = (typeof prerenderedPaths)[number];

/**
 * The app at `path` as HTML, exactly as its first render in a browser with no session, no saved
 * preferences and nothing in the address after the path. Runs in Node at build time, where
 * Emotion writes each component's styles as a `<style data-emotion>` element before it; the
 * browser's Emotion moves them into the head before React hydrates.
 */
export async function prerender(path: PrerenderedPath): Promise<string> {
  await Promise.all([coldPages[path].preload(), loadAppIntl(defaultLocale)]);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  // Waits for every lazy part (renderToString would leave them to the browser), and writes every
  // part in place: no boundary is sent ahead of its content, so the page needs no inline script
  // (which the Content-Security-Policy would refuse) to put it together.
  const { prelude } = await prerenderToStream(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}

const emptyRoot = '<div id="root"></div>';

/**
 * The shell's HTML with a page's markup in its root, marked with the path it was rendered for,
 * and the page's title in the head (React renders it where the page is; the head's comes first).
 */
export function withPrerenderedRoot(template: string, path: string, markup: string): string {
  if (!template.includes(emptyRoot)) throw new Error(`index.html must contain ${emptyRoot}`);
  if (markup.includes('</body') || markup.includes('<html')) {
    throw new Error(`the markup of ${path} is a whole document, not a page`);
  }
  let body = markup;
  let html = template;
  const title = /<title>([^<]*)<\/title>/.exec(body);
  if (title) {
    body = body.replace(title[0], '');
    html = html.replace(/<title>[^<]*<\/title>/, () => title[0]);
  }
  const attribute = path.replace(/[&"<>]/g, '');
  return html.replace(
    emptyRoot,
    () => `<div id="root" data-prerendered="${attribute}">${body}</div>`,
  );
}

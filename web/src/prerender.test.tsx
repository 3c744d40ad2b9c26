// @vitest-environment node
// Rendered as the build renders it: in Node, where there is no document (Emotion then writes the
// styles beside the markup, as in the built page).
import { describe, expect, it } from 'vitest';
import { prerender, prerenderedPaths, withPrerenderedRoot } from './prerender';

/** The shell's HTML as the build has it before a page is rendered into it. */
const shell =
  '<!doctype html><html><head><title>Candor</title></head><body><div id="root"></div></body></html>';

describe('pages rendered ahead (docs/decisions/0027)', () => {
  it('renders the sign-in page whole: no part left to a script, and a form that cannot submit itself', async () => {
    expect(prerenderedPaths).toEqual(['/login']);
    const markup = await prerender('/login');
    expect(markup).toMatch(/<h1[^>]*>Sign in to Candor<\/h1>/);
    expect(markup).toMatch(/<input[^>]*type="password"/);
    // Until the script runs the form has no handler: its button is disabled (Enter included).
    expect(markup).toMatch(/<button[^>]*type="submit"[^>]*disabled=""/);
    expect(markup).toContain('Honest feedback from your team, in minutes');
    // Every Suspense boundary is complete (no fallback waiting for a script to replace it), and
    // there is no inline script to run: the Content-Security-Policy would refuse it.
    expect(markup).not.toMatch(/<!--\$[?!]-->/);
    expect(markup).not.toMatch(/<script(?![^>]*type="text\/plain")[^>]*>/);
    // Styles come with the markup, for the browser's Emotion to pick up before it hydrates.
    expect(markup).toMatch(/<style data-emotion="css [^"]+">/);
    // Nothing from a browser or a session: signed-out defaults only.
    expect(markup).toContain('Switch to dark theme');
    expect(markup).not.toContain('Sign out');
  });

  it('puts the markup in the shell with its path, and the page title in the head', () => {
    const html = withPrerenderedRoot(
      shell,
      '/login',
      '<title>Sign in · Candor</title><div><h1>Sign in</h1></div>',
    );
    expect(html).toBe(
      '<!doctype html><html><head><title>Sign in · Candor</title></head><body><div id="root" data-prerendered="/login"><div><h1>Sign in</h1></div></div></body></html>',
    );
    expect(() => withPrerenderedRoot('<div id="app"></div>', '/login', '<p>x</p>')).toThrow(
      /must contain <div id="root"><\/div>/,
    );
    expect(() => withPrerenderedRoot(shell, '/login', '<html><body></body></html>')).toThrow(
      /whole document/,
    );
  });
});

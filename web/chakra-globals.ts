import createCache from '@emotion/cache';
import { serializeStyles } from '@emotion/serialize';
import { system } from './src/app/system';

/**
 * The style sheet Chakra's provider writes when the app starts: the cascade layers' order, the
 * reset, the global styles and every design token as a CSS variable, per colour mode (about
 * 48 KB). In the browser it is computed from the theme and run through Emotion's CSS compiler on
 * every cold load, about 0.3 s of a slow phone's first paint; the production build computes it
 * here once, with the same Emotion calls the provider makes, and serves it as a static file
 * (docs/decisions/0027).
 */
export function chakraGlobalCss(): string {
  // Without a document, Emotion's cache hands back the CSS it would have inserted.
  const cache = createCache({ key: 'css' });
  let css = '';
  for (const styles of [system.layers.atRule, system._global]) {
    const serialized = serializeStyles([styles], cache.registered, system);
    const rules = cache.insert('', serialized, cache.sheet, true);
    if (typeof rules !== 'string' || rules.length === 0) {
      throw new Error('Emotion returned no CSS for the Chakra globals');
    }
    css += rules;
  }
  return css;
}

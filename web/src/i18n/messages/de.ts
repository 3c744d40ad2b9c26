import type { Catalog } from '../intl';

/** The app's text in German, one entry for every id of `en.ts` (catalogs.test.ts checks). */
export const de: Catalog = {};

import type { Locale } from '#shared/i18n/locales';
import type { PageMessages } from './page-messages';

/** The served paths of the other languages' files, written by web/build.ts (`define`). */
declare const __RESPOND_CATALOG_PATHS__: Partial<Record<Locale, string>>;
/** The English messages compiled to ICU syntax trees by web/build.ts (`define`). */
declare const __RESPOND_ENGLISH__: PageMessages;

/**
 * The built answer page's page-messages.ts (web/build.ts resolves that module to this one): English
 * in the page, every other language a JSON file of its own beside it, fetched once when the
 * respondent's language is not English; all of them compiled to syntax trees at build time, so
 * the page carries no ICU parser (decision 0060).
 */
const loaded = new Map<Locale, PageMessages>([['en', __RESPOND_ENGLISH__]]);

export function cachedPageMessages(locale: Locale): PageMessages | undefined {
  return loaded.get(locale);
}

export async function loadPageMessages(locale: Locale): Promise<PageMessages> {
  const known = loaded.get(locale);
  if (known) return known;
  const path = __RESPOND_CATALOG_PATHS__[locale];
  if (!path) throw new Error(`no messages for ${locale}`);
  const response = await fetch(path);
  if (!response.ok) throw new Error(`messages for ${locale}: ${response.status}`);
  const page = (await response.json()) as PageMessages;
  loaded.set(locale, page);
  return page;
}

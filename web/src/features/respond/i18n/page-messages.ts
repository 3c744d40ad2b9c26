import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Locale } from '#shared/i18n/locales';
import { page as en } from '#shared/i18n/respond/en';

/** ICU message text, or (in the built page) the same messages compiled to syntax trees. */
export type PageMessages = Record<string, string> | Record<string, MessageFormatElement[]>;

/**
 * Each locale's page messages, loaded when first asked for. English is in the page; another
 * language is a module of its own here (tests, the dev server) and a file of its own in the built
 * page (page-messages.shipped.ts, which web/build.ts puts in this module's place): a respondent's
 * phone loads one language, not seven (decision 0060).
 */
const loaders: Record<Exclude<Locale, 'en'>, () => Promise<{ page: Record<string, string> }>> = {
  es: () => import('#shared/i18n/respond/es'),
  fr: () => import('#shared/i18n/respond/fr'),
  de: () => import('#shared/i18n/respond/de'),
  pt: () => import('#shared/i18n/respond/pt'),
  pl: () => import('#shared/i18n/respond/pl'),
  ja: () => import('#shared/i18n/respond/ja'),
};

const loaded = new Map<Locale, PageMessages>([['en', en]]);

/** The locale's messages if they are here already (English always is). */
export function cachedPageMessages(locale: Locale): PageMessages | undefined {
  return loaded.get(locale);
}

export async function loadPageMessages(locale: Locale): Promise<PageMessages> {
  const known = loaded.get(locale);
  if (known) return known;
  const { page } = await loaders[locale as Exclude<Locale, 'en'>]();
  loaded.set(locale, page);
  return page;
}

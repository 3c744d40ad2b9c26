import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Locale } from '#shared/i18n/locales';
import { page as en } from '#shared/i18n/respond/en';

/** A locale's page messages as ICU syntax trees, which format-message.ts formats. */
export type PageMessages = Record<string, MessageFormatElement[]>;

/**
 * Each locale's page messages, loaded when first asked for. English is in the page; another
 * language is a module of its own here (tests, the dev server) and a file of its own in the built
 * page (page-messages.shipped.ts, which web/build.ts puts in this module's place): a respondent's
 * phone loads one language, not seven (decision 0060). Here the catalogs' ICU text is parsed as
 * it loads; the built page gets it compiled and carries no parser.
 */
const loaders: Record<Exclude<Locale, 'en'>, () => Promise<{ page: Record<string, string> }>> = {
  es: () => import('#shared/i18n/respond/es'),
  fr: () => import('#shared/i18n/respond/fr'),
  de: () => import('#shared/i18n/respond/de'),
  pt: () => import('#shared/i18n/respond/pt'),
  pl: () => import('#shared/i18n/respond/pl'),
  ja: () => import('#shared/i18n/respond/ja'),
};

/** A catalog's messages parsed as build.ts compiles them for the built page. */
export function parsedMessages(page: Record<string, string>): PageMessages {
  return Object.fromEntries(Object.entries(page).map(([id, text]) => [id, parse(text)]));
}

const loaded = new Map<Locale, PageMessages>([['en', parsedMessages(en)]]);

/** The locale's messages if they are here already (English always is). */
export function cachedPageMessages(locale: Locale): PageMessages | undefined {
  return loaded.get(locale);
}

export async function loadPageMessages(locale: Locale): Promise<PageMessages> {
  const known = loaded.get(locale);
  if (known) return known;
  const { page } = await loaders[locale as Exclude<Locale, 'en'>]();
  const messages = parsedMessages(page);
  loaded.set(locale, messages);
  return messages;
}

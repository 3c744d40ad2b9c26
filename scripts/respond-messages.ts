import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { LOCALES, type Locale } from '#shared/i18n/locales';
import { RESPOND_CATALOGS } from '#shared/i18n/respond/catalogs';
import type { RespondMailId, RespondPageId } from '#shared/i18n/respond/en';

export type CompiledMessages<Id extends string> = Record<Id, MessageFormatElement[]>;

/**
 * A catalog as ICU syntax trees: what intl-messageformat and react-intl format without their
 * parser, so neither the functions nor the answer page ship it (decision 0060).
 */
export function compileCatalog<Id extends string>(
  catalog: Record<Id, string>,
): CompiledMessages<Id> {
  return Object.fromEntries(
    Object.entries<string>(catalog).map(([id, message]) => [id, parse(message)]),
  ) as CompiledMessages<Id>;
}

/** Every locale's mail messages, compiled: the file the functions that mail respondents read. */
export function compiledMail(): Record<Locale, CompiledMessages<RespondMailId>> {
  return Object.fromEntries(
    LOCALES.map((locale) => [locale, compileCatalog(RESPOND_CATALOGS[locale].mail)]),
  ) as Record<Locale, CompiledMessages<RespondMailId>>;
}

/** One locale's page messages, compiled. */
export function compiledPage(locale: Locale): CompiledMessages<RespondPageId> {
  return compileCatalog(RESPOND_CATALOGS[locale].page);
}

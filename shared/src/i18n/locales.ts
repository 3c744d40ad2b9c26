/**
 * The languages the product's own text is written in on the respondent's side (the answer page,
 * its thank-you and receipt, the conversation page, the mails a respondent gets). English is the
 * source every other catalog is checked against (decision 0060).
 */
export const LOCALES = ['en', 'es', 'fr', 'de', 'pt', 'pl', 'ja'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language's name in itself, for a language picker. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  pt: 'Português',
  pl: 'Polski',
  ja: '日本語',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** A BCP 47 tag's parts, lower-cased: 'pt-BR' -> ['pt', 'br']; '' and '*' give nothing. */
function subtags(tag: string): string[] {
  const clean = tag.trim().replace(/_/g, '-').toLowerCase();
  if (!clean || clean === '*' || !/^[a-z0-9-]+$/.test(clean)) return [];
  return clean.split('-').filter(Boolean);
}

/**
 * The best of `available` for what the respondent asked for, in their order of preference
 * (`navigator.languages`, an Accept-Language list already split): an exact tag first
 * ('pt-BR' when 'pt-BR' is offered), then the tag cut back subtag by subtag ('es-MX' -> 'es',
 * 'zh-Hant-TW' -> 'zh-Hant' -> 'zh'), then the next preference. Null when none fits, so the
 * caller chooses its own fallback (a survey's default language, or English).
 */
export function matchLocale<T extends string>(
  requested: readonly string[],
  available: readonly T[],
): T | null {
  const byKey = new Map<string, T>();
  for (const tag of available) {
    const key = subtags(tag).join('-');
    if (key && !byKey.has(key)) byKey.set(key, tag);
  }
  for (const tag of requested) {
    const parts = subtags(tag);
    for (let n = parts.length; n > 0; n -= 1) {
      const found = byKey.get(parts.slice(0, n).join('-'));
      if (found !== undefined) return found;
    }
  }
  return null;
}

/** The product locale for a survey's language tag (its `defaultLanguage`), English if unknown. */
export function productLocale(tag: string | null | undefined): Locale {
  return (tag ? matchLocale([tag], LOCALES) : null) ?? DEFAULT_LOCALE;
}

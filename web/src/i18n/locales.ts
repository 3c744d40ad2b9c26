/**
 * The languages the manager's app ships (docs/decisions/0061). English is the source: its text
 * sits beside the code as each message's default; every other language is a catalog in
 * `messages/`, loaded only when chosen.
 */
export const appLocales = ['en', 'de'] as const;
export type AppLocale = (typeof appLocales)[number];

export const defaultLocale: AppLocale = 'en';

/** Each language by its own name, as the language select lists it (never translated). */
export const localeNames: Record<AppLocale, string> = {
  en: 'English',
  de: 'Deutsch',
};

export function isAppLocale(value: unknown): value is AppLocale {
  return typeof value === 'string' && (appLocales as readonly string[]).includes(value);
}

/**
 * The first of the browser's languages the app ships, matched by its language alone (`de-AT`
 * gets `de`), else English.
 */
export function matchAppLocale(requested: readonly string[]): AppLocale {
  for (const tag of requested) {
    const language = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isAppLocale(language)) return language;
  }
  return defaultLocale;
}

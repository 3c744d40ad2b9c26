import { createContext, use, useContext, useEffect, useMemo, type ReactNode } from 'react';
import type { IntlConfig, IntlShape } from 'react-intl';
import { applyDocumentLanguage, useLanguage } from './language';
import { defaultLocale, type AppLocale } from './locales';
import type * as RuntimeModule from './runtime';

type Runtime = typeof RuntimeModule;
export type Catalog = Readonly<Record<string, string>>;

/*
 * The app's text in the chosen language (docs/decisions/0061). English needs no catalog: every
 * message carries its English text as its default. Another language's catalog and react-intl
 * itself are loaded on demand; main.tsx loads them before the first render, and the language
 * select before it switches, so nothing waits on screen.
 */

let runtime: Runtime | undefined;
let runtimeLoading: Promise<Runtime> | undefined;
const catalogs: Partial<Record<AppLocale, Catalog>> = { en: {} };
const catalogLoading: Partial<Record<AppLocale, Promise<Catalog>>> = {};

const catalogLoaders: Record<Exclude<AppLocale, 'en'>, () => Promise<Catalog>> = {
  de: () => import('./messages/de').then((m) => m.de),
};

function loadRuntime(): Promise<Runtime> {
  runtimeLoading ??= import('./runtime').then((m) => (runtime = m));
  return runtimeLoading;
}

function loadCatalog(locale: AppLocale): Promise<Catalog> {
  const loaded = catalogs[locale];
  if (loaded) return Promise.resolve(loaded);
  const load = catalogLoaders[locale as Exclude<AppLocale, 'en'>];
  catalogLoading[locale] ??= load().then(
    (catalog) => (catalogs[locale] = catalog),
    (error: unknown) => {
      // A failed download may succeed when asked again.
      delete catalogLoading[locale];
      throw error;
    },
  );
  return catalogLoading[locale];
}

/** Loads what rendering in `locale` needs (react-intl and the language's catalog). */
export async function loadAppIntl(locale: AppLocale): Promise<void> {
  await Promise.all([loadRuntime(), loadCatalog(locale)]);
}

const onError: IntlConfig['onError'] = (error) => {
  // A message missing from a catalog shows in English (the parity test keeps catalogs whole).
  if (error.code === 'MISSING_TRANSLATION') console.warn(error.message);
  else console.error(error);
};

const IntlContext = createContext<IntlShape | null>(null);
let lastIntl: IntlShape | undefined;

/** The app's intl for code outside React (`web/src/lib/app-text.ts`), once the provider rendered. */
export const appIntl = () => lastIntl;

/** The app's text, dates and numbers in the chosen language; sets `lang` on `<html>`. */
export function AppIntlProvider({ children }: { children: ReactNode }) {
  const locale = useLanguage();
  const intlRuntime = runtime ?? use(loadRuntime());
  const messages = catalogs[locale] ?? use(loadCatalog(locale));
  const intl = useMemo(
    () => createAppIntl(intlRuntime, locale, messages),
    [intlRuntime, locale, messages],
  );
  useEffect(() => applyDocumentLanguage(locale), [locale]);
  const { RawIntlProvider } = intlRuntime;
  return (
    <RawIntlProvider value={intl}>
      <IntlContext value={intl}>{children}</IntlContext>
    </RawIntlProvider>
  );
}

/** The intl for `locale`, kept as the one code outside React speaks (`appIntl`). */
function createAppIntl(intlRuntime: Runtime, locale: AppLocale, messages: Catalog): IntlShape {
  lastIntl = intlRuntime.createIntl(
    { locale, defaultLocale, messages, onError },
    intlCache(intlRuntime),
  );
  return lastIntl;
}

let cache: ReturnType<Runtime['createIntlCache']> | undefined;
function intlCache(intlRuntime: Runtime) {
  cache ??= intlRuntime.createIntlCache();
  return cache;
}

/**
 * react-intl's `useIntl` for the app: `formatMessage`, `formatDate`, `formatNumber`... in the
 * chosen language. Modules use this one, so react-intl stays out of the shell's entry.
 */
export function useAppIntl(): IntlShape {
  const intl = useContext(IntlContext);
  if (!intl) throw new Error('useAppIntl needs the AppIntlProvider (web/src/app/provider.tsx)');
  return intl;
}

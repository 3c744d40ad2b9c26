import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { DEFAULT_LOCALE, LOCALES, matchLocale, type Locale } from '#shared/i18n/locales';
import type { RespondPageId } from '#shared/i18n/respond/en';
import type { AnswerIssue } from '#shared/domain/answers';
import { cachedPageMessages, loadPageMessages, type PageMessages } from './page-messages';

/** The product locale for this browser's languages (`navigator.languages`), English if none fits. */
export function browserLocale(
  languages: readonly string[] | undefined = typeof navigator === 'undefined'
    ? undefined
    : navigator.languages?.length
      ? navigator.languages
      : [navigator.language],
): Locale {
  return matchLocale(languages ?? [], LOCALES) ?? DEFAULT_LOCALE;
}

/**
 * The product's own text on the respondent's pages in `locale` (react-intl, decision 0060), and
 * the document's `lang` to match. Only the public survey and conversation pages sit inside it;
 * the manager's app has catalogs of its own. A language not loaded yet is loaded first (the
 * built page's entry loads the browser's before it renders); the page stays in the language it
 * was in meanwhile, and in English if that language's file cannot be had.
 */
export function RespondIntl({ locale, children }: { locale: Locale; children: ReactNode }) {
  /** `requested`: the locale asked for; `locale`: the one shown (English if it could not load). */
  const [shown, setShown] = useState<{
    requested: Locale;
    locale: Locale;
    messages: PageMessages;
  } | null>(() => {
    const messages = cachedPageMessages(locale);
    return messages ? { requested: locale, locale, messages } : null;
  });

  useEffect(() => {
    if (shown?.requested === locale) return;
    let live = true;
    loadPageMessages(locale)
      .then((messages) => ({ requested: locale, locale, messages }))
      .catch(() => ({
        requested: locale,
        locale: DEFAULT_LOCALE,
        messages: cachedPageMessages(DEFAULT_LOCALE) ?? {},
      }))
      .then((next) => {
        if (live) setShown(next);
      });
    return () => {
      live = false;
    };
  }, [locale, shown?.requested]);

  useEffect(() => {
    if (shown) document.documentElement.lang = shown.locale;
  }, [shown]);

  if (!shown) return null;
  return (
    <IntlProvider locale={shown.locale} defaultLocale={DEFAULT_LOCALE} messages={shown.messages}>
      {children}
    </IntlProvider>
  );
}

const bold = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

/** A calendar day (`YYYY-MM-DD`) as the locale writes it, e.g. "3 de marzo de 2026", "2026年3月3日". */
function dayOf(formatDate: ReturnType<typeof useIntl>['formatDate'], day: string): string {
  // The day itself, not an instant: formatted in UTC so no time zone moves it.
  return formatDate(new Date(`${day}T00:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' });
}

/** The respondent pages' words: `text` for plain strings, `rich` where `<b>` marks bold words. */
export function useRespondText() {
  const intl = useIntl();
  return useMemo(() => {
    const text = (id: RespondPageId, values?: Record<string, string | number>) =>
      intl.formatMessage({ id }, values);
    const rich = (id: RespondPageId, values?: Record<string, ReactNode>): ReactNode =>
      intl.formatMessage({ id }, { ...values, b: bold });
    const day = (value: string) => dayOf(intl.formatDate, value);
    const problem = (issue: AnswerIssue): string => {
      const { code, ...figures } = issue;
      const values: Record<string, string | number> = { ...figures };
      if ('date' in issue) values.date = day(issue.date);
      return text(`respond.problem.${code}`, values);
    };
    return { locale: intl.locale as Locale, text, rich, day, problem, intl };
  }, [intl]);
}

import {
  Children,
  createContext,
  Fragment,
  isValidElement,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { DEFAULT_LOCALE, LOCALES, matchLocale, type Locale } from '#shared/i18n/locales';
import type { RespondPageId } from '#shared/i18n/respond/en';
import type { AnswerIssue } from '#shared/domain/answers';
import { cachedPageMessages, loadPageMessages, type PageMessages } from './page-messages';
import {
  dateTimeFormat,
  formatRich,
  formatText,
  listFormat,
  type MessageValue,
} from './format-message';

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

/** The locale shown and its messages (syntax trees), given by `RespondIntl`. */
const RespondWords = createContext<{ locale: Locale; messages: PageMessages } | null>(null);

/**
 * The product's own text on the respondent's pages in `locale` (decision 0060), and the
 * document's `lang` to match. Only the public survey and conversation pages sit inside it; the
 * manager's app has catalogs of its own (react-intl, web/src/i18n). A language not loaded yet is
 * loaded first (the built page's entry loads the browser's before it renders); the page stays in
 * the language it was in meanwhile, and in English if that language's file cannot be had.
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

  const words = useMemo(
    () => (shown ? { locale: shown.locale, messages: shown.messages } : null),
    [shown],
  );
  if (!words) return null;
  return <RespondWords.Provider value={words}>{children}</RespondWords.Provider>;
}

/**
 * Parts of a message as React children, each element keyed by its place (the parts of one
 * message never reorder), so a list of them draws no warning.
 */
function keyed(parts: ReactNode[]): ReactNode[] {
  return Children.toArray(parts).map((part, index) =>
    isValidElement(part) ? <Fragment key={index}>{part}</Fragment> : part,
  );
}

const bold = (chunks: ReactNode[]) => <strong>{keyed(chunks)}</strong>;

/** The respondent pages' words: `text` for plain strings, `rich` where `<b>` marks bold words. */
export function useRespondText() {
  const words = useContext(RespondWords);
  if (!words) throw new Error('useRespondText() is used outside RespondIntl');
  return useMemo(() => {
    const { locale, messages } = words;
    const english = cachedPageMessages(DEFAULT_LOCALE);
    /** The message's tree: the locale's, else English's; a message that cannot be said, its id. */
    const say = <T,>(id: RespondPageId, format: (tree: PageMessages[string]) => T): T | string => {
      const tree = messages[id] ?? english?.[id];
      if (!tree) return id;
      try {
        return format(tree);
      } catch (error) {
        console.error(`The message ${id} could not be formatted`, error);
        return id;
      }
    };
    const text = (id: RespondPageId, values?: Record<string, string | number>): string =>
      say(id, (tree) => formatText(tree, locale, values));
    const rich = (id: RespondPageId, values?: Record<string, ReactNode>): ReactNode =>
      say(id, (tree) => {
        const result = formatRich<ReactNode>(tree, locale, {
          ...(values as Record<string, MessageValue<ReactNode>>),
          b: bold,
        });
        return Array.isArray(result) ? keyed(result) : result;
      });
    /** A calendar day (`YYYY-MM-DD`) as the locale writes it, e.g. "3 de marzo de 2026", "2026年3月3日". */
    const day = (value: string): string =>
      // The day itself, not an instant: formatted in UTC so no time zone moves it.
      dateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(`${value}T00:00:00Z`),
      );
    /** Items as one phrase in the locale's way: "a, b, or c" (`disjunction`), "a, b, and c". */
    const list = (items: string[], type: 'conjunction' | 'disjunction' = 'conjunction'): string =>
      listFormat(locale, { type }).format(items);
    const problem = (issue: AnswerIssue): string => {
      const { code, ...figures } = issue;
      const values: Record<string, string | number> = { ...figures };
      if ('date' in issue) values.date = day(issue.date);
      return text(`respond.problem.${code}`, values);
    };
    return { locale, text, rich, day, list, problem };
  }, [words]);
}

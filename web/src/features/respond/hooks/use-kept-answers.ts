import { useCallback, useEffect, useRef, useState, type SetStateAction } from 'react';
import type { AnswerableQuestion } from '#shared/domain/answers';
import type { Drafts } from '../answer-drafts';
import {
  canKeepAnswers,
  forgetKeptAnswers,
  keepAnswers,
  openLinkKey,
  personalLinkKey,
  readKeptAnswers,
} from '../kept-answers';

/** How long typing pauses before the answers are kept: every key press need not write. */
export const KEEP_AFTER_MS = 400;

/**
 * Where this link keeps unsent answers: a string once known, undefined while a personal link's
 * token is being hashed, null when nothing can be kept (no survey, no Web Crypto).
 */
export function useKeptAnswersKey(
  surveyId: string | null,
  token: string | null,
): string | null | undefined {
  const [hashed, setHashed] = useState<{ of: string; key: string | null } | null>(null);
  const of = surveyId && token ? `${surveyId}\n${token}` : null;
  useEffect(() => {
    if (!surveyId || !token) return;
    let live = true;
    void personalLinkKey(surveyId, token).then((key) => {
      if (live) setHashed({ of: `${surveyId}\n${token}`, key });
    });
    return () => {
      live = false;
    };
  }, [surveyId, token]);
  if (!surveyId) return null;
  if (!token) return openLinkKey(surveyId);
  return hashed && hashed.of === of ? hashed.key : undefined;
}

interface KeptAnswersOptions {
  /** From useKeptAnswersKey. */
  keptKey: string | null | undefined;
  questions: readonly AnswerableQuestion[];
  anonymous: boolean;
}

/**
 * The form's answers, started from the ones this device kept for the link and kept again a
 * moment after each change (at once when the page is hidden or left, as a phone does when
 * switching apps). Nothing here talks to the server.
 */
export function useKeptAnswers({ keptKey, questions, anonymous }: KeptAnswersOptions) {
  const [initial] = useState<Drafts>(() =>
    keptKey ? readKeptAnswers(keptKey, questions, anonymous) : {},
  );
  const [drafts, setDraftsState] = useState<Drafts>(initial);
  /** The page shows answers it kept, until they are cleared. */
  const [restored, setRestored] = useState(() => Object.keys(initial).length > 0);
  /** The respondent just cleared them: the page says so until the next answer. */
  const [cleared, setCleared] = useState(false);
  /** The browser refuses to store: the page does not claim to keep anything. */
  const [refused, setRefused] = useState(() => !canKeepAnswers());
  /** The key whose kept answers were read. */
  const [readFor, setReadFor] = useState(keptKey ?? null);
  /** The respondent changed an answer since the page opened (restoring is not a change). */
  const changed = useRef(false);
  /** Keeps the latest answers now, while a pause is awaited. */
  const pending = useRef<(() => void) | null>(null);

  // A personal link's key comes a moment after the page: its kept answers fill what is still
  // empty, and never replace what the respondent already typed.
  if (keptKey && keptKey !== readFor) {
    setReadFor(keptKey);
    const kept = readKeptAnswers(keptKey, questions, anonymous);
    if (Object.keys(kept).length > 0) {
      setDraftsState((current) => ({ ...kept, ...current }));
      setRestored(true);
    }
  }

  useEffect(() => {
    if (!keptKey || !changed.current) return;
    const save = () => {
      pending.current = null;
      if (!keepAnswers(keptKey, questions, drafts, anonymous)) setRefused(true);
    };
    pending.current = save;
    const timer = setTimeout(() => {
      if (pending.current === save) save();
    }, KEEP_AFTER_MS);
    return () => {
      clearTimeout(timer);
      if (pending.current === save) pending.current = null;
    };
  }, [drafts, keptKey, questions, anonymous]);

  useEffect(() => {
    const flush = () => pending.current?.();
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);

  const setDrafts = useCallback((update: SetStateAction<Drafts>) => {
    changed.current = true;
    setCleared(false);
    setDraftsState(update);
  }, []);

  const clear = useCallback(() => {
    changed.current = false;
    pending.current = null;
    if (keptKey) forgetKeptAnswers(keptKey);
    setDraftsState({});
    setRestored(false);
    setCleared(true);
  }, [keptKey]);

  return {
    drafts,
    setDrafts,
    /** Answers kept from an earlier visit are on the page. */
    restored,
    cleared,
    /** Whether this page keeps unsent answers at all (false: private mode, full storage, no Web Crypto). */
    keeps: keptKey !== null && !refused,
    clear,
  };
}

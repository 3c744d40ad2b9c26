import { choicesOf, ratingRange } from '#shared/domain/answers';
import type { AnswerableQuestion } from '#shared/domain/answers';
import type { Draft, Drafts } from './answer-drafts';

/**
 * Answers typed on the public survey page and not sent yet, kept in this browser's local storage
 * so a reload (a phone switching apps) loses nothing. They stay on the device: nothing here is
 * ever sent, and a response carries no trace of having been kept. Cleared when the answers are
 * sent, when the respondent clears them, when the survey says it was answered or closed, and
 * ignored after KEPT_FOR_MS.
 *
 * The open link keeps one set per survey; a personal e-mailed link keeps its own, under a hash of
 * its token, so two people answering on one device never see each other's answers and the token
 * itself is never written down. Every storage call may throw (private modes, full quotas): then
 * nothing is kept and answering goes on as before.
 */

const PREFIX = 'candor.kept-answers.';

/** A week: long enough to come back to a survey, short enough not to linger. */
export const KEPT_FOR_MS = 7 * 24 * 60 * 60 * 1000;

/** What is stored: each answer with the type of its question, to drop it if the type changed. */
interface KeptAnswers {
  v: 1;
  /** When the answers last changed, on this device's clock; read only here. */
  savedAt: number;
  /** Whether the survey was anonymous when they were typed: answers kept under another promise are dropped. */
  anonymous: boolean;
  answers: Record<string, { type: string; value: Draft }>;
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function openLinkKey(surveyId: string): string {
  return `${PREFIX}${surveyId}`;
}

/**
 * The key for a personal link: a SHA-256 of the token (Web Crypto), never the token. Null where
 * the browser offers no Web Crypto (a page not served over HTTPS): that link keeps nothing.
 */
export async function personalLinkKey(surveyId: string, token: string): Promise<string | null> {
  try {
    const subtle = globalThis.crypto?.subtle;
    if (!subtle) return null;
    const digest = await subtle.digest(
      'SHA-256',
      new TextEncoder().encode(`candor kept answers\n${surveyId}\n${token}`),
    );
    const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
    return `${PREFIX}${surveyId}.${hex.slice(0, 32)}`;
  } catch {
    return null;
  }
}

/** Whether this browser lets the page write to local storage at all. */
export function canKeepAnswers(): boolean {
  const store = storage();
  if (!store) return false;
  try {
    const probe = `${PREFIX}probe`;
    store.setItem(probe, '1');
    store.removeItem(probe);
    return true;
  } catch {
    return false;
  }
}

/** Whether a kept value still answers `question` as it now is. */
function fits(question: AnswerableQuestion, value: unknown): value is Draft {
  const isIndex = (v: unknown, count: number) =>
    typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < count;
  switch (question.type) {
    case 'text':
    case 'textarea':
    case 'email':
    case 'date':
    case 'number':
      return typeof value === 'string';
    case 'multiple_choice':
      return isIndex(value, choicesOf(question).length);
    case 'checkbox': {
      const count = choicesOf(question).length;
      return Array.isArray(value) && value.every((v) => isIndex(v, count));
    }
    case 'rating': {
      const { min, max } = ratingRange(question);
      return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
    }
    default:
      return false;
  }
}

const isEmpty = (draft: Draft) =>
  draft === undefined || draft === '' || (Array.isArray(draft) && draft.length === 0);

/**
 * The answers kept under `key` that still fit the survey: an answer to a question that is gone,
 * whose type changed or whose value no longer fits its choices or scale is dropped, the rest
 * kept. Nothing when none were kept, they are older than KEPT_FOR_MS, or the survey's anonymity
 * is not what it was when they were typed.
 */
export function readKeptAnswers(
  key: string,
  questions: readonly AnswerableQuestion[],
  anonymous: boolean,
  now = Date.now(),
): Drafts {
  const store = storage();
  let raw: string | null = null;
  try {
    raw = store?.getItem(key) ?? null;
  } catch {
    return {};
  }
  if (raw === null) return {};
  let kept: Partial<KeptAnswers> | null = null;
  try {
    kept = JSON.parse(raw) as Partial<KeptAnswers>;
  } catch {
    kept = null;
  }
  const usable =
    !!kept &&
    kept.v === 1 &&
    typeof kept.savedAt === 'number' &&
    now - kept.savedAt < KEPT_FOR_MS &&
    // A clock set back must not make answers last longer than a week.
    kept.savedAt <= now + 60_000 &&
    kept.anonymous === anonymous &&
    !!kept.answers &&
    typeof kept.answers === 'object';
  if (!usable || !kept?.answers) {
    forgetKeptAnswers(key);
    return {};
  }
  const drafts: Drafts = {};
  for (const question of questions) {
    const answer = kept.answers[question.id];
    if (!answer || answer.type !== question.type || !fits(question, answer.value)) continue;
    if (!isEmpty(answer.value)) drafts[question.id] = answer.value;
  }
  return drafts;
}

/**
 * Keeps `drafts` under `key` (an empty set removes the entry). False when the browser refused.
 */
export function keepAnswers(
  key: string,
  questions: readonly AnswerableQuestion[],
  drafts: Drafts,
  anonymous: boolean,
  now = Date.now(),
): boolean {
  const store = storage();
  if (!store) return false;
  const answers: KeptAnswers['answers'] = {};
  for (const question of questions) {
    const value = drafts[question.id];
    if (!isEmpty(value)) answers[question.id] = { type: question.type, value };
  }
  try {
    if (Object.keys(answers).length === 0) {
      store.removeItem(key);
      return true;
    }
    const kept: KeptAnswers = { v: 1, savedAt: now, anonymous, answers };
    store.setItem(key, JSON.stringify(kept));
    return true;
  } catch {
    return false;
  }
}

export function forgetKeptAnswers(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing could be kept either.
  }
}

/**
 * Removes every kept set older than KEPT_FOR_MS, or unreadable, whatever its survey or link:
 * answers to a survey never opened again do not stay on the device.
 */
export function forgetOldKeptAnswers(now = Date.now()): void {
  const store = storage();
  if (!store) return;
  try {
    const keys: string[] = [];
    for (let i = 0; i < store.length; i++) {
      const key = store.key(i);
      if (key?.startsWith(PREFIX)) keys.push(key);
    }
    for (const key of keys) {
      let savedAt: unknown;
      try {
        savedAt = (JSON.parse(store.getItem(key) ?? 'null') as Partial<KeptAnswers> | null)
          ?.savedAt;
      } catch {
        savedAt = undefined;
      }
      if (typeof savedAt !== 'number' || now - savedAt >= KEPT_FOR_MS || savedAt > now + 60_000)
        store.removeItem(key);
    }
  } catch {
    // Storage refused: nothing could have been kept.
  }
}

import { sentimentClass, type SentimentClass } from './sentiment';
import { PACKED_LEXICONS } from './sentiment-lexicons';
/** The languages whose comments are scored; any other comment is "not scored", never neutral. */
export const SCORED_LANGUAGES = ['en', 'es', 'fr', 'de', 'pt', 'pl', 'ja'] as const;
export type ScoredLanguage = (typeof SCORED_LANGUAGES)[number];
type LatinLanguage = Exclude<ScoredLanguage, 'ja'>;

/**
 * A comment's language for scoring: `null` when it cannot be told (too few known words, two
 * languages mixed, or a language not in SCORED_LANGUAGES), and `none` for text with fewer than
 * two words, which carries no language and no claim to a score (e.g. "ok", "-").
 */
export type CommentLanguage = ScoredLanguage | 'none' | null;

/**
 * Small, common function words that are each frequent in one language and rare in the others
 * (and in languages we do not score, such as Finnish or Swahili: no "na", "on", "ja").
 */
const STOP_WORDS: Record<LatinLanguage, string> = {
  en: "i we you my me the and is are was were with this that have has not but very for our they it it's of be would more too really there just about i'm don't we're can't",
  es: 'el los las muy pero está están hay también y del una con mi yo son porque cuando nosotros sin estoy todo nada',
  fr: "le les des est et une je nous pas très mais avec pour dans sont du ce cette il elle c'est n'est j'ai qui trop être",
  de: 'der die das und ist nicht ich wir sehr aber mit für ein eine sind auf den dem es zu auch uns haben war bin wird',
  pt: 'os não é muito mas com uma do da dos das em nós são também eu isso ao pelo pela você estou tudo nada',
  pl: 'w z jest się że to bardzo ale jak mamy są jestem tak za co mnie nas tylko jest nasz nasze mi',
};

const NEGATORS: Record<LatinLanguage, string> = {
  en: "not no never don't dont doesn't doesnt isn't isnt aren't wasn't weren't can't cant cannot won't wont didn't hardly",
  es: 'no nunca ni sin',
  fr: 'pas jamais ne non sans',
  de: 'nicht kein keine keinen nie ohne',
  pt: 'não nunca nem sem',
  pl: 'nie nigdy bez',
};

interface Lexicon {
  words: Map<string, number>;
  /** Words of 5 letters or more by all but their last letter: a near form ("tolle" for "toller"). */
  stems: Map<string, number>;
  longest: number;
}

let lexicons: Map<string, Lexicon> | undefined;

/**
 * The packed lexicons, base64 of raw deflate (see scripts/build-sentiment-lexicons.ts): the
 * caller inflates them with what its runtime has (node:zlib in a function, DecompressionStream in
 * the browser) and hands the text to `installLexicons`, once, before scoring.
 */
export function packedLexicons(): string {
  return PACKED_LEXICONS;
}

export function lexiconsInstalled(): boolean {
  return lexicons !== undefined;
}

/** Reads the inflated lexicons: lines of language, score and front-coded words separated by |. */
export function installLexicons(plain: string): void {
  const built = new Map<string, Lexicon>();
  for (const line of plain.split('\n')) {
    const [language = '', score = '', words = ''] = line.split('\t');
    let lexicon = built.get(language);
    if (!lexicon)
      built.set(language, (lexicon = { words: new Map(), stems: new Map(), longest: 0 }));
    let previous = '';
    for (const coded of words.split('|')) {
      // Front-coded: a base-36 digit of characters shared with the word before, then the rest.
      const word = previous.slice(0, parseInt(coded.charAt(0), 36)) + coded.slice(1);
      previous = word;
      lexicon.words.set(word, Number(score));
      lexicon.longest = Math.max(lexicon.longest, word.length);
      if (word.length >= 5 && !word.includes(' '))
        lexicon.stems.set(word.slice(0, -1), Number(score));
    }
  }
  lexicons = built;
}

function lexiconOf(language: ScoredLanguage): Lexicon {
  const lexicon = lexicons?.get(language);
  if (!lexicon)
    throw new Error('Sentiment lexicons are not installed: call installLexicons first.');
  return lexicon;
}

const setOf = (words: string) => new Set(words.split(' '));
const stopWords = Object.fromEntries(
  Object.entries(STOP_WORDS).map(([language, words]) => [language, setOf(words)]),
) as Record<LatinLanguage, Set<string>>;
const negators = Object.fromEntries(
  Object.entries(NEGATORS).map(([language, words]) => [language, setOf(words)]),
) as Record<LatinLanguage, Set<string>>;

function wordsOf(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{M}']+/gu) ?? [])
    .map((word) => word.replace(/^'+|'+$/g, ''))
    .filter(Boolean);
}

function lookUp(lexicon: Lexicon, word: string): number | undefined {
  return (
    lexicon.words.get(word) ??
    (word.length >= 5
      ? (lexicon.stems.get(word) ??
        lexicon.stems.get(word.slice(0, -1)) ??
        lexicon.words.get(word.slice(0, -1)))
      : undefined)
  );
}

/** The AFINN score of Latin-script words: phrases of up to 3 words first, flipped after a negator. */
function latinScore(language: LatinLanguage, words: string[]): { score: number; words: number } {
  const lexicon = lexiconOf(language);
  let score = 0;
  let found = 0;
  let negatedUntil = -1;
  for (let i = 0; i < words.length; i++) {
    const word = words[i] ?? '';
    if (negators[language].has(word)) {
      negatedUntil = i + 3;
      continue;
    }
    let value: number | undefined;
    let length = 1;
    for (let n = 3; n >= 2 && value === undefined; n--) {
      if (i + n > words.length) continue;
      value = lexicon.words.get(words.slice(i, i + n).join(' '));
      length = n;
    }
    if (value === undefined) {
      value = lookUp(lexicon, word);
      length = 1;
    }
    if (value === undefined) continue;
    found++;
    score += i <= negatedUntil ? -value : value;
    i += length - 1;
  }
  return { score, words: found };
}

/** A word's score in one language's lexicon, its near forms included (for the lexicon's tests). */
export function lexiconScore(language: ScoredLanguage, word: string): number | undefined {
  return lookUp(lexiconOf(language), word);
}

const JAPANESE_NEGATION = /^(ない|なかった|ません|ではない|じゃない|くない|くなかった)/;

/** Japanese has no spaces: the longest lexicon entry at each point, flipped by a negation after it. */
function japaneseScore(text: string): { score: number; words: number } {
  const lexicon = lexiconOf('ja');
  let score = 0;
  let found = 0;
  for (let i = 0; i < text.length;) {
    let matched = 0;
    for (let n = Math.min(lexicon.longest, text.length - i); n >= 1; n--) {
      const value = lexicon.words.get(text.slice(i, i + n));
      if (value === undefined) continue;
      const negated = JAPANESE_NEGATION.test(text.slice(i + n));
      score += negated ? -value : value;
      found++;
      matched = n;
      break;
    }
    i += matched || 1;
  }
  return { score, words: found };
}

/** An AFINN sum to 0..1: 0.5 is neutral, strong words move it furthest. */
const toUnit = (score: number) => 0.5 + 0.5 * Math.tanh(score / 5);
const classOf = ({ score, words }: { score: number; words: number }) =>
  words === 0 ? 'neutral' : sentimentClass(toUnit(score));

const KANA = /[\u3040-\u30ff]/g;
const CJK = /[\u3040-\u30ff\u3400-\u9fff\uff66-\uff9f]/g;

/**
 * The language of a comment, small and honest: Japanese by its script (kana, with kanji), the
 * Latin-script languages by how many of the comment's words are that language's common
 * function words or sentiment words. The best language must cover a fifth of the words and
 * clearly beat the next; else the comment is mixed or in a language we do not score (null).
 */
export function commentLanguage(text: string): CommentLanguage {
  const cjk = text.match(CJK)?.length ?? 0;
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  if (cjk > 0 && (text.match(KANA)?.length ?? 0) > 0 && cjk >= letters * 0.5) return 'ja';
  const words = wordsOf(text);
  if (words.length === 0 || cjk > 0) return words.length + cjk < 2 ? 'none' : null;
  // Letters of another script (Cyrillic, Greek, Arabic, Hangul...) are a language we do not score.
  if (/[^\p{Script=Latin}\p{M}']/u.test(words.join(''))) return null;
  const hits = (Object.keys(STOP_WORDS) as LatinLanguage[])
    .map((language) => {
      const known = words.filter((word) => lookUp(lexiconOf(language), word) !== undefined).length;
      const common = words.filter((word) => stopWords[language].has(word)).length;
      return { language, count: known + common };
    })
    .sort((a, b) => b.count - a.count);
  const [best = { language: 'en', count: 0 }, next = { count: 0 }] = hits;
  if (best.count === 0 || best.count < words.length * 0.2) {
    return words.length < 2 ? 'none' : null;
  }
  if (best.count === next.count) {
    // A tie ("Terrible meetings" is English, Spanish and French): the language does not matter
    // when every tied language reads the same class, else it cannot be told.
    const tied = hits.filter((h) => h.count === best.count).map((h) => h.language);
    const classes = new Set(tied.map((language) => classOf(latinScore(language, words))));
    return classes.size === 1 ? best.language : null;
  }
  if (next.count >= 2 && next.count >= best.count * 0.6) return null;
  return best.language;
}

/**
 * A comment's sentiment from 0 to 1 by its own words in its own language: `score` is null when
 * it holds no sentiment words, and `scored` is false when its language is unknown or not
 * scored, so the caller counts it as not scored rather than as neutral.
 */
export function commentSentiment(text: string): { scored: boolean; score: number | null } {
  const language = commentLanguage(text);
  if (language === 'none') return { scored: true, score: null };
  if (language === null) return { scored: false, score: null };
  const { score, words } =
    language === 'ja' ? japaneseScore(text) : latinScore(language, wordsOf(text));
  return { scored: true, score: words === 0 ? null : toUnit(score) };
}

/** Free text to 0..1 (null with no sentiment words or in a language that is not scored). */
export function textSentiment(text: string): number | null {
  return commentSentiment(text).score;
}

/**
 * The sentiment class of a piece of text from its own words (neutral with none, `not-scored` in
 * a language that is not scored): what the results view labels a comment with, never the
 * sentiment of the response it came from, which would tie the comment to that person's other
 * answers.
 */
export function textSentimentClass(text: string): SentimentClass | 'not-scored' {
  const { scored, score } = commentSentiment(text);
  if (!scored) return 'not-scored';
  return score === null ? 'neutral' : sentimentClass(score);
}

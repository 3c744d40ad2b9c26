import { beforeAll, describe, expect, it } from 'vitest';
import { loadPdfFonts } from '../../formats/pdf/pdf-fonts';
import type { QuestionResult, SurveyResults, SurveyTeamResults } from '#shared/api/results';
import { firstPagePixels, flatLogo, pdfText } from '../../formats/pdf/pdf-render.fixtures';
import { resultsPdf } from './results-pdf';

const read = pdfText;

/** The colour of the page's top middle pixel, as poppler draws it. */
const topPixel = (bytes: Buffer) => {
  const page = firstPagePixels(bytes, 20);
  return page.at(Math.floor(page.width / 2), 0);
};

const rating = (i: number): QuestionResult => ({
  questionId: `q${i}`,
  question: `Question ${i}: ${'how well did the planning, the reviews and the handovers between sites work for you '.repeat(2).trim()}?`,
  type: 'rating',
  answered: 9,
  rating: {
    min: 0,
    max: 10,
    average: 7.2,
    distribution: Array.from({ length: 11 }, (_, value) => ({ value, count: value > 6 ? 2 : 0 })),
  },
  enps: { score: 22, promoters: 4, passives: 4, detractors: 1 },
  choices: null,
  comments: null,
  change: { average: -0.4, enps: 11 },
});

const results: SurveyResults = {
  survey: { id: 's', title: 'Team pulse', isAnonymous: true, anonymityThreshold: 3 },
  rounds: [
    {
      round: 1,
      openedOn: '2026-10-05',
      invited: 10,
      responded: 8,
      participation: 80,
      shown: true,
      closed: false,
    },
    {
      round: 2,
      openedOn: '2026-11-02',
      invited: 10,
      responded: 9,
      participation: 90,
      shown: true,
      closed: false,
    },
  ],
  round: 2,
  status: 'shown',
  responses: 9,
  participation: 90,
  comparedWith: 1,
  questions: [
    ...Array.from({ length: 6 }, (_, i) => rating(i + 1)),
    {
      questionId: 't',
      question: 'What should change?',
      type: 'textarea',
      answered: 9,
      rating: null,
      enps: null,
      choices: null,
      comments: {
        threshold: 5,
        excerpts: [`${'A long comment that keeps going '.repeat(8).trim()}.`, 'Short one'],
      },
      change: null,
    },
  ],
};

/** The results PDF of round 2 with its team heatmap, `status` and the `columns` and `teams` given. */
const withHeatmap = (
  status: SurveyTeamResults['status'],
  columns: SurveyTeamResults['columns'],
  teams: SurveyTeamResults['teams'],
) =>
  resultsPdf(results, {
    generatedOn: '2026-11-28',
    teams: { survey: results.survey, round: 2, from: null, to: null, status, columns, teams },
  });

beforeAll(loadPdfFonts);

describe('the results PDF', () => {
  it('flows long questions over numbered pages, each title, change and excerpt whole', () => {
    const text = read(resultsPdf(results, { generatedOn: '2026-11-28', locale: 'en-US' }));
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('Round 2, opened Nov 2, 2026');
    expect(flat).toContain('Changes are against round 1.');
    for (const q of results.questions) expect(flat).toContain(q.question);
    expect(flat.match(/Since round 1: average -0\.4, eNPS \+11/g)).toHaveLength(6);
    expect(flat).toContain(`“${results.questions[6]!.comments!.excerpts![0]!}”`);
    expect(text).not.toContain('…');
    const pages = Number(/Page 1 of (\d+)/.exec(flat)?.[1]);
    expect(pages).toBeGreaterThan(1);
    for (let n = 1; n <= pages; n += 1) expect(flat).toContain(`Page ${n} of ${pages}`);
  });

  it('says why comments are held back, and draws in the team’s colour', () => {
    const held: SurveyResults = {
      ...results,
      comparedWith: null,
      questions: [
        { ...results.questions[6]!, answered: 4, comments: { threshold: 5, excerpts: null } },
      ],
    };
    const bytes = resultsPdf(held, { generatedOn: '2026-11-28', accent: '#ff0000' });
    expect(read(bytes)).toContain('Comments are shown once at least 5 people have answered.');
    // The accent bar across the top is the team's red, not Candor's blue.
    expect(topPixel(bytes)).toEqual([255, 0, 0]);
  });

  it('draws the team’s logo at the top right of the first page, beside the heading', () => {
    // A 200 x 50 logo in one green: drawn 144 x 36 points (its shape kept) from the right margin.
    const bytes = resultsPdf(results, {
      generatedOn: '2026-11-28',
      logo: flatLogo(200, 50, [0, 160, 60]),
    });
    const page = firstPagePixels(bytes);
    // At 72 dpi a pixel is a point: the logo's middle, then left of it where the heading is not.
    expect(page.at(595 - 48 - 72, 38 + 18)).toEqual([0, 160, 60]);
    expect(page.at(595 - 48 - 150, 38 + 18)).toEqual([255, 255, 255]);
    expect(read(bytes)).toContain('Survey results');
  });

  it('draws the team heatmap: every team, every figure, hidden teams said, every question whole', () => {
    const long = `${'How well did the handovers between the two sites work '.repeat(3).trim()}?`;
    const columns = Array.from({ length: 7 }, (_, i) => ({
      questionId: `q${i}`,
      question: i === 0 ? long : `Question ${i}`,
      kind: i === 6 ? ('enps' as const) : ('rating' as const),
      min: i === 6 ? -100 : 1,
      max: i === 6 ? 100 : 5,
    }));
    const cells = (value: number) =>
      columns.map((c, i) => ({
        questionId: c.questionId,
        answered: 4,
        value: i === 6 ? -25 : i === 3 ? null : value,
      }));
    const teams = Array.from({ length: 40 }, (_, i) => ({
      teamId: `t${i}`,
      team: i === 0 ? 'Customer success and renewals, Europe and the Middle East' : `Team ${i}`,
      shown: i % 5 !== 4,
      responses: i % 5 !== 4 ? 4 : null,
      cells: i % 5 !== 4 ? cells(1 + (i % 5)) : [],
    }));
    const bytes = withHeatmap('shown', columns, teams);
    const text = read(bytes);
    const flat = text.replace(/\s+/g, ' ');
    expect(text).toContain('Results by team');
    expect(flat).toContain('Customer success and renewals, Europe and the Middle East');
    for (let i = 1; i < 40; i += 1) expect(text).toContain(`Team ${i}`);
    // Eight hidden teams, in each of the two tables.
    expect(text.match(/Not shown/g)).toHaveLength(16);
    for (const figure of ['1.0', '2.0', '3.0', '4.0', '-25', '—']) expect(text).toContain(figure);
    // Seven columns: a first table of five, a second of two, then each question whole.
    expect(text).toContain('Q6');
    expect(flat).toContain(`Q1. ${long} (average, 1 to 5)`);
    expect(flat).toContain('Q7. Question 6 (eNPS, -100 to +100)');
    // Nothing of a waiting heatmap is drawn.
    const waiting = withHeatmap('waiting', [], []);
    expect(read(waiting)).not.toContain('Results by team');
  });
});

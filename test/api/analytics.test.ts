import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsResponse, type Analytics } from '#shared/api/analytics';
import { formatDay } from '#shared/domain/day-format';
import {
  DAYS_PASS_ENV,
  startRuntimeProcess,
  type RuntimeProcess,
} from '../support/runtime-process';
import { advanceHours, apiUrl, uniqueEmail, useRuntime } from './support/auth-api';
import { parseCsv, pdfText } from './support/exports';
import {
  createSurvey,
  expectCallsWithinBudget,
  expectFailure,
  pulse,
  questionIds,
  runResponseDigest,
  submitOk,
  costedCalls,
  POSITIVE,
} from './support/responses-api';
import { createTeam, register, type Person } from './support/teams-api';

/**
 * Analytics and its exports (issue 14, decision 0019) on a runtime of its own, so the product's
 * clock can move a day ahead for a second release.
 */
let runtime: RuntimeProcess;

beforeAll(async () => {
  runtime = await startRuntimeProcess({ args: ['--no-web-build'], env: DAYS_PASS_ENV });
  useRuntime(runtime.url);
});

afterAll(async () => {
  await runtime?.stop();
});

async function get(path: string, token: string) {
  const response = await fetch(`${apiUrl()}${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const header = response.headers.get('x-candor-dynamodb-calls');
  const bytes = Buffer.from(await response.arrayBuffer());
  costedCalls.push({
    id: path.startsWith('/api/analytics/export') ? 'ExportAnalytics' : 'GetAnalytics',
    status: response.status,
    dynamoCalls: header === null ? undefined : Number(header),
  });
  return {
    status: response.status,
    headers: response.headers,
    bytes,
    text: bytes.toString('utf8'),
  };
}

async function analyticsOf(by: Person, range?: string): Promise<Analytics> {
  const response = await get(
    `/api/analytics${range ? `?range=${range}&t=${Date.now()}` : ''}`,
    by.token,
  );
  expect(response.status, response.text).toBe(200);
  return analyticsResponse.parse(JSON.parse(response.text));
}

/** Every figure a manager reads that one answer could move. */
const figures = (a: Analytics) => ({
  total: a.insights.totalResponses,
  rate: a.insights.avgResponseRate,
  sentiment: a.insights.avgSentiment,
  split: a.insights.sentiment,
  days: a.trends.dailyResponses.filter((d) => d.value > 0),
  trends: a.trends.trends,
  top: a.insights.topSurveys,
  rows: a.responses,
  activity: a.recentActivity.filter((r) => r.type === 'response'),
  questions: a.insights.questionInsights,
});

describe('analytics', () => {
  let owner: Person;
  let stranger: Person;
  let teamId: string;

  beforeAll(async () => {
    owner = await register('Ana', uniqueEmail('analytics-owner'));
    stranger = await register('Sam', uniqueEmail('analytics-stranger'));
    teamId = (await createTeam(owner, 'Analytics team')).id;
  });

  it('starts empty, defaults to 30 days, gives 7, 30, 90 and 365 daily points and refuses other ranges', async () => {
    const empty = await analyticsOf(owner);
    expect(empty.range).toBe('30d');
    expect(empty.insights.totalSurveys).toBe(0);
    expect(empty.insights.totalResponses).toBe(0);
    for (const [range, days] of [
      ['7d', 7],
      ['30d', 30],
      ['90d', 90],
      ['1y', 365],
    ] as const) {
      const a = await analyticsOf(owner, range);
      expect(a.trends.dailyResponses).toHaveLength(days);
      expect(a.trends.dailyResponses.every((d) => d.value === 0)).toBe(true);
      expect(a.trends.dailyResponses.at(-1)?.date).toBe(a.to);
    }
    const bad = await get('/api/analytics?range=2w', owner.token);
    expectFailure(
      { status: bad.status, headers: bad.headers, text: bad.text, body: JSON.parse(bad.text) },
      400,
      'validation_error',
    );
    expect(bad.text).toContain('Range must be one of 7d, 30d, 90d, 1y');
    const format = await get('/api/analytics/export?format=xlsx', owner.token);
    expect(format.status).toBe(400);
    expect(format.text).toContain('Format must be csv or pdf');
    const nothing = await get('/api/analytics/export?format=csv&range=30d', owner.token);
    expect(nothing.status).toBe(409);
    expect(nothing.text).toContain('There are no released responses to export in this range yet');
  });

  it('plays a manager who polls after every answer and compares ranges: figures move only by whole released groups', async () => {
    const k = 3;
    const survey = await createSurvey(owner, { teamId, title: 'Watched analytics pulse' });
    const secrets = Array.from({ length: 6 }, (_, i) => `secret-${i}-${POSITIVE}`);
    const seen: Analytics[] = [await analyticsOf(owner, '7d')];
    const expectStep = async (step: string, released: number) => {
      const [week, month] = [await analyticsOf(owner, '7d'), await analyticsOf(owner, '30d')];
      const before = seen.at(-1)!;
      // Two ranges over the same days say the same: nothing to subtract.
      expect(figures(week).total, step).toBe(figures(month).total);
      expect(week.insights.totalResponses, step).toBe(released);
      const moved = week.insights.totalResponses - before.insights.totalResponses;
      if (moved === 0) expect(figures(week), step).toEqual(figures(before));
      else expect(moved, step).toBeGreaterThanOrEqual(k);
      for (const cell of [
        ...week.trends.dailyResponses,
        ...week.responses.map((r) => ({ value: r.count })),
      ]) {
        expect(cell.value === 0 || cell.value >= k, `${step}: a cell of ${cell.value}`).toBe(true);
      }
      // The group is the anonymity unit (issue #27): a question shows only with the released
      // answers of at least k people, and then whole; its count moves by whole groups too.
      for (const q of week.insights.questionInsights) {
        expect(q.responses >= k, `${step}: ${q.question} of ${q.responses}`).toBe(true);
        const was = before.insights.questionInsights.find((b) => b.questionId === q.questionId);
        const grew = q.responses - (was?.responses ?? 0);
        expect(grew === 0 || grew >= k, `${step}: ${q.question} grew by ${grew}`).toBe(true);
        if (grew === 0) expect(q, step).toEqual(was);
      }
      // Words only past the comment threshold (max(5, k) released answers), and only released
      // ones: answers are released in order, so the first `released` secrets.
      const text = JSON.stringify([week, month]);
      for (const secret of secrets.slice(released < 5 ? 0 : released)) {
        expect(text, step).not.toContain(secret);
      }
      for (const q of week.insights.questionInsights) {
        for (const excerpt of q.comments?.excerpts ?? []) {
          expect(secrets.slice(0, released), step).toContain(excerpt);
        }
      }
      seen.push(week);
    };

    await submitOk(survey.id, pulse(survey, 5, secrets[0]));
    await expectStep('after answer 1', 0);
    expect(seen.at(-1)!.insights.surveysBelowThreshold).toBe(1);
    await submitOk(survey.id, pulse(survey, 5, secrets[1]));
    await expectStep('after answer 2', 0);
    await submitOk(survey.id, pulse(survey, 4, secrets[2]));
    await expectStep('after answer 3 (the first release)', 3);
    await submitOk(survey.id, pulse(survey, 2, secrets[3]));
    await runResponseDigest();
    await expectStep('after answer 4, the same day', 3);
    await advanceHours(24);
    await submitOk(survey.id, pulse(survey, 5, secrets[4]));
    await runResponseDigest();
    await expectStep('after answer 5, the next day', 3);
    await submitOk(survey.id, pulse(survey, 4, secrets[5]));
    await runResponseDigest();
    await expectStep('after answer 6, the next day', 6);

    const week = seen.at(-1)!;
    expect(week.insights.surveysBelowThreshold).toBe(0);
    // Dates are release days: three answers on each of the two days.
    expect(week.trends.dailyResponses.filter((d) => d.value > 0).map((d) => d.value)).toEqual([
      3, 3,
    ]);
    expect(week.recentActivity.filter((r) => r.type === 'response').map((r) => r.message)).toEqual([
      '3 responses to Watched analytics pulse',
      '3 responses to Watched analytics pulse',
    ]);
    // Question insights: ratings 5, 5, 4 released on day one, 2, 5, 4 on day two. The group of 6
    // meets k, so every value shows (issue #27): 2 x1, 4 x2, 5 x3, average 25 / 6 = 4.2. Nobody
    // skipped (the rating is required); the comment gives a count, never its words.
    const [rating, why] = week.insights.questionInsights.filter(
      (q) => q.survey === 'Watched analytics pulse',
    );
    expect(rating).toMatchObject({
      question: 'How was your week?',
      type: 'rating',
      responses: 6,
      answered: 6,
      completionRate: 100,
      answers: [
        { answer: '2/5', count: 1 },
        { answer: '4/5', count: 2 },
        { answer: '5/5', count: 3 },
      ],
      topAnswers: [
        { answer: '5/5', count: 3 },
        { answer: '4/5', count: 2 },
        { answer: '2/5', count: 1 },
      ],
      rating: { max: 5, average: 4.2 },
    });
    expect(rating!.rating!.distribution.map((d) => d.count)).toEqual([0, 1, 0, 2, 3]);
    expect(why).toMatchObject({ question: 'Why?', answered: 6, completionRate: 100, answers: [] });
    // Six released comments pass the comment threshold (5): three excerpts, words alone. Below it
    // (three released, whatever was waiting) the page said why none showed.
    expect(why!.comments!.threshold).toBe(5);
    expect(why!.comments!.excerpts).toHaveLength(3);
    expect(
      seen
        .filter((a) => a.insights.totalResponses === 3)
        .map(
          (a) =>
            a.insights.questionInsights.find(
              (q) => q.survey === 'Watched analytics pulse' && q.question === 'Why?',
            )?.comments,
        ),
    ).toEqual([
      { threshold: 5, excerpts: null },
      { threshold: 5, excerpts: null },
      { threshold: 5, excerpts: null },
    ]);
    // After the first release the group of 3 shows whole: 4 x1, 5 x2, average 14 / 3 = 4.7.
    const first = seen.find((a) => a.insights.totalResponses === 3)!;
    expect(first.insights.questionInsights[0]).toMatchObject({
      responses: 3,
      answers: [
        { answer: '4/5', count: 1 },
        { answer: '5/5', count: 2 },
      ],
      rating: { average: 4.7 },
    });
    expect(week.insights.topSurveys[0]).toMatchObject({
      title: 'Watched analytics pulse',
      responses: 6,
      team: 'Analytics team',
    });
  });

  it('keeps a survey with two answers out of every figure and both exports, and neutralises formulas in the CSV', async () => {
    const small = await createSurvey(owner, { teamId, title: 'Two-person survey' });
    const hidden = ['hidden-answer-alpha', 'hidden-answer-beta'];
    await submitOk(small.id, pulse(small, 1, hidden[0]));
    await submitOk(small.id, pulse(small, 2, hidden[1]));

    const named = await createSurvey(owner, {
      teamId,
      title: 'Named check-in',
      isAnonymous: false,
    });
    const formula = '=HYPERLINK("http://evil.example","click")';
    const [, whyId] = questionIds(named) as [string, string];
    await submitOk(named.id, pulse(named, 4, formula));
    expect(whyId).toBeTruthy();

    const analytics = await analyticsOf(owner, '30d');
    expect(JSON.stringify(analytics)).not.toContain('hidden-answer');
    expect(analytics.insights.questionInsights.map((q) => q.survey)).not.toContain(
      'Two-person survey',
    );
    // A named survey shows its one answer as it is.
    const namedRating = analytics.insights.questionInsights.find(
      (q) => q.survey === 'Named check-in' && q.type === 'rating',
    );
    expect(namedRating).toMatchObject({
      responses: 1,
      answered: 1,
      answers: [{ answer: '4/5', count: 1 }],
      rating: { average: 4 },
    });
    expect(analytics.insights.surveysBelowThreshold).toBe(1);
    expect(analytics.insights.totalResponses).toBe(7);
    expect(analytics.insights.totalSurveys).toBe(3);
    // Response rate: responses / surveys x 100.
    expect(analytics.insights.avgResponseRate).toBe(Math.round((7 / 3) * 1000) / 10);

    const csv = await get('/api/analytics/export?format=csv&range=30d', owner.token);
    expect(csv.status, csv.text).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toMatch(
      /^attachment; filename="candor-analytics-30d-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(csv.text).not.toContain('hidden-answer');
    const rows = parseCsv(csv.text);
    const value = (metric: string) => rows.find((r) => r[0] === metric)?.[1];
    expect(value('Total responses')).toBe(String(analytics.insights.totalResponses));
    expect(value('Total surveys')).toBe(String(analytics.insights.totalSurveys));
    // Responses per survey is what it is, never a "rate" over 100 % (issue #27).
    expect(value('Response rate (%)')).toBeUndefined();
    expect(value('Responses per survey')).toBe('2.3');
    for (const day of analytics.trends.dailyResponses.filter((d) => d.value > 0)) {
      // Dates in one format, the page's locale (en-US without one), never ISO (issue #27).
      expect(rows).toContainEqual([formatDay(day.date, 'en-US'), String(day.value)]);
    }
    // The question insights, as the API gave them.
    const questionsAt = rows.findIndex((r) => r[0] === 'Questions');
    expect(rows[questionsAt + 1]?.slice(0, 6)).toEqual([
      'Survey',
      'Question',
      'Type',
      'Responses',
      'Answered',
      'Completion (%)',
    ]);
    for (const q of analytics.insights.questionInsights) {
      expect(rows).toContainEqual(
        expect.arrayContaining([q.survey, q.question, q.type, String(q.responses)]),
      );
      for (const a of q.answers) {
        expect(rows).toContainEqual(
          expect.arrayContaining([q.survey, q.question, a.answer, String(a.count)]),
        );
      }
    }
    // The respondent's formula arrives as text, never as a formula.
    const cells = rows.flat();
    expect(cells).toContain(`'${formula}`);
    expect(cells.filter((c) => /^[=+\-@]/.test(c))).toEqual([]);
    // Six released anonymous answers and the named one, each a row under its survey's block.
    const block = rows.findIndex((r) => r[0] === 'Responses: Watched analytics pulse');
    expect(rows[block + 1]).toEqual(['Released on', 'How was your week?', 'Why?']);
    expect(rows.slice(block + 2, block + 8).every((r) => r[1]?.endsWith('/5'))).toBe(true);

    const pdf = await get('/api/analytics/export?format=pdf&range=30d', owner.token);
    expect(pdf.status, pdf.text.slice(0, 200)).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const dir = mkdtempSync(joinPath(tmpdir(), 'candor-pdf-'));
    const file = joinPath(dir, 'report.pdf');
    writeFileSync(file, pdf.bytes);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('Candor analytics report');
    expect(text).toContain(
      `Range: ${formatDay(analytics.from, 'en-US')} to ${formatDay(analytics.to, 'en-US')}`,
    );
    expect(text).toMatch(
      new RegExp(`Total responses\\s+[\\s\\S]*?\\b${analytics.insights.totalResponses}\\b`),
    );
    // 7 responses to 3 surveys: 2.3 per survey, never "233.3%".
    expect(text).toContain('Responses per survey');
    expect(text).toMatch(/\b2\.3\b/);
    expect(text).not.toContain(`${analytics.insights.avgResponseRate}%`);
    expect(text).toContain('Watched analytics pulse');
    expect(text).toMatch(/Page 1 of \d/);
    expect(text).toContain('Questions');
    expect(text).toContain('Watched analytics pulse: How was your week?');
    expect(text).toMatch(/Average 4\.2\/5/);
    expect(text).not.toContain('hidden-answer');
    expect(text).not.toContain('HYPERLINK');
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    expect(info).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/);
    execFileSync('pdftoppm', ['-png', '-r', '60', file, joinPath(dir, 'page')]);
    const pages = readdirSync(dir).filter((f) => f.endsWith('.png'));
    expect(pages.length).toBeGreaterThanOrEqual(1);
    expect(statSync(joinPath(dir, pages[0]!)).size).toBeGreaterThan(5_000);
  });

  it('shows three excerpts of a text question only once five people answered it, in the API, the CSV and the PDF', async () => {
    const named = await createSurvey(owner, {
      teamId,
      title: 'Named comments',
      isAnonymous: false,
    });
    // Every comment starts a formula: whichever are chosen, the CSV must neutralise them.
    const comments = [0, 1, 2, 3, 4].map((i) => `=SUM(${i}+1) named-comment-${i}`);
    for (const words of comments.slice(0, 4)) await submitOk(named.id, pulse(named, 4, words));
    const whyOf = (a: Analytics) =>
      a.insights.questionInsights.find(
        (q) => q.survey === 'Named comments' && q.question === 'Why?',
      );

    const four = await analyticsOf(owner, '30d');
    expect(whyOf(four)).toMatchObject({ answered: 4, comments: { threshold: 5, excerpts: null } });
    expect(JSON.stringify(four)).not.toContain('named-comment');
    const fourCsv = await get('/api/analytics/export?format=csv&range=30d', owner.token);
    // The Comment column holds only what people wrote; why none shows is in the Note.
    const withheld = parseCsv(fourCsv.text).find(
      (r) => r[0] === 'Named comments' && r[1] === 'Why?' && r.length === 4,
    );
    expect(withheld).toEqual([
      'Named comments',
      'Why?',
      '',
      'Comments are shown once at least 5 people have answered.',
    ]);
    // The summary never quotes them (the per-response block below lists each answer, as the
    // responses page does for a named survey).
    const summary = fourCsv.text.slice(0, fourCsv.text.indexOf('Responses: '));
    expect(summary).not.toContain('named-comment');

    await submitOk(named.id, pulse(named, 4, comments[4]));
    const five = await analyticsOf(owner, '30d');
    const excerpts = whyOf(five)?.comments?.excerpts ?? [];
    expect(excerpts).toHaveLength(3);
    for (const e of excerpts) expect(comments).toContain(e);
    // The same three on every poll: the choice does not move with time or reloads.
    expect(whyOf(await analyticsOf(owner, '7d'))?.comments?.excerpts).toEqual(excerpts);

    const csv = await get('/api/analytics/export?format=csv&range=30d', owner.token);
    expect(csv.status, csv.text).toBe(200);
    const rows = parseCsv(csv.text);
    const at = rows.findIndex((r) => r[0] === 'Question comments');
    expect(rows[at + 1]).toEqual(['Survey', 'Question', 'Comment', 'Note']);
    const quoted = rows
      .slice(at + 2)
      .filter((r) => r[0] === 'Named comments' && r[1] === 'Why?')
      .map((r) => r[2]);
    // Each excerpt, made text with a leading apostrophe, never a formula.
    expect(quoted).toEqual(excerpts.map((e) => `'${e}`));
    expect(rows.flat().filter((c) => /^[=+\-@]/.test(c))).toEqual([]);

    const pdf = await get('/api/analytics/export?format=pdf&range=30d', owner.token);
    expect(pdf.status).toBe(200);
    const text = pdfText(pdf.bytes, { mode: 'reading' });
    const block = text.slice(text.indexOf('Named comments: Why?'));
    expect(block.length).toBeLessThan(text.length);
    for (const e of excerpts) expect(block).toContain(`“${e}”`);
    // Only the three chosen: the other two are in no export summary.
    for (const other of comments.filter((c) => !excerpts.includes(c))) {
      expect(text).not.toContain(other);
    }
  });

  it('shows a manager nothing of another account', async () => {
    const other = await analyticsOf(stranger, '30d');
    expect(other.insights.totalSurveys).toBe(0);
    expect(other.insights.totalResponses).toBe(0);
    expect(other.surveys).toEqual([]);
    const csv = await get('/api/analytics/export?format=csv', stranger.token);
    expect(csv.status).toBe(409);
    const anonymous = await fetch(`${apiUrl()}/api/analytics`);
    expect(anonymous.status).toBe(401);
  });

  it('stays within its DynamoDB budget', () => {
    expectCallsWithinBudget();
  });
});

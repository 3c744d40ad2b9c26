import { describe, expect, it } from 'vitest';
import { analyticsResponse, type Analytics } from '#shared/api/analytics';
import { advanceHours, apiUrl, type Mail, mailTo, uniqueEmail } from './support/auth-api';
import { parseCsv, pdfText } from './support/exports';
import {
  createSurvey,
  invitationsOf,
  linkToken,
  pulse,
  runResponseDigest,
  sendSurvey,
  settleScheduledJobs,
  submitOk,
} from './support/responses-api';
import { createTeam, register, type Person } from './support/teams-api';

/**
 * Issue #27, its first two points: the anonymity unit is the group (a group of at least k
 * released answers shows whole: its distribution, average and eNPS; a smaller one shows nothing),
 * and every figure is the same, correctly labelled, in analytics, the CSV, the PDF and the round's
 * notification and report: a rating's mean on its own scale, participation never above 100 %.
 * It moves the product's clock (a second release day, a round closing after 14 days).
 */

const K = 3;
const RATINGS = [1, 2, 3, 4, 5, 5];
// (1 + 2 + 3 + 4 + 5 + 5) / 6 = 20 / 6 = 3.33: "3.3/5"; one of each value, two fives.
const MEAN = '3.3/5';
const DISTRIBUTION = [1, 1, 1, 1, 2];

async function runJob(kind: string, targetId: string, scheduleName: string) {
  const response = await fetch(`${apiUrl()}/dev/api/jobs/run`, {
    method: 'POST',
    body: JSON.stringify({ kind, targetId, scheduleName }),
  });
  expect(response.status).toBe(200);
  await settleScheduledJobs();
}

async function get(path: string, by: Person) {
  const response = await fetch(`${apiUrl()}${path}`, {
    headers: { authorization: `Bearer ${by.token}` },
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, bytes, text: bytes.toString('utf8') };
}

async function analyticsOf(by: Person, range = '30d'): Promise<Analytics> {
  const response = await get(`/api/analytics?range=${range}&t=${Date.now()}`, by);
  expect(response.status, response.text).toBe(200);
  return analyticsResponse.parse(JSON.parse(response.text));
}

async function attachedPdf(mail: Mail): Promise<string> {
  const [file] = mail.attachments ?? [];
  expect(file?.contentType).toBe('application/pdf');
  const download = await fetch(`${apiUrl()}${file?.url ?? ''}`);
  expect(download.status).toBe(200);
  return pdfText(Buffer.from(await download.arrayBuffer()));
}

/** Every share the CSV gives (sentiment split, completion, participation) is at most 100. */
function expectNoShareOver100(rows: string[][]) {
  for (const r of rows) {
    if (/^(Positive|Neutral|Negative) \(%\)$/.test(r[0] ?? '')) {
      expect(Number(r[1]), r[0]).toBeLessThanOrEqual(100);
    }
  }
  rows.forEach((r, i) => {
    for (const name of ['Participation (%)', 'Completion (%)']) {
      const col = r.indexOf(name);
      if (col < 0) continue;
      for (const below of rows.slice(i + 1)) {
        if (below.length <= 1) break;
        if (below[col]) expect(Number(below[col]), name).toBeLessThanOrEqual(100);
      }
    }
  });
}

describe('results: the group is the anonymity unit, and every reader gets the same figures', () => {
  it('six e-mailed respondents rating 1..5 show their exact average and distribution in analytics, the CSV, the PDF and the round report', async () => {
    const owner = await register('Mara');
    const team = await createTeam(owner, 'Figures crew');
    const survey = await createSurvey(owner, { title: 'Figures pulse', teamId: team.id });
    expect(survey.isAnonymous).toBe(true);
    const people = RATINGS.map((_, i) => uniqueEmail(`rm-${i}`));
    expect((await sendSurvey(owner, survey.id, { recipients: people })).sent).toBe(6);

    // A manager polling analytics after every answer: the question's figures change only by
    // whole released groups (0 or at least k answers), never by one person.
    let before = await analyticsOf(owner);
    const counted = (a: Analytics) =>
      a.insights.questionInsights.find((q) => q.surveyId === survey.id && q.type === 'rating');
    for (const [i, rating] of RATINGS.entries()) {
      await submitOk(survey.id, pulse(survey, rating), await linkToken(people[i]!, survey.id));
      if (i === 3) {
        // The first three were released at once; the rest wait for the next day's release.
        await advanceHours(25);
      }
      if (i === RATINGS.length - 1) await runResponseDigest();
      const after = await analyticsOf(owner);
      const was = counted(before);
      const now = counted(after);
      const moved = (now?.answered ?? 0) - (was?.answered ?? 0);
      expect(moved === 0 || moved >= K, `after answer ${i + 1}: moved by ${moved}`).toBe(true);
      if (moved === 0) expect(now, `after answer ${i + 1}`).toEqual(was);
      // A group below k never shows; one that meets it shows whole, its bars summing to it.
      if (now) {
        expect(now.responses).toBeGreaterThanOrEqual(K);
        expect(now.rating!.distribution.reduce((n, d) => n + d.count, 0)).toBe(now.answered);
      }
      before = after;
    }

    // Analytics: the exact mean and every value, nothing hidden.
    const analytics = await analyticsOf(owner);
    const rating = counted(analytics)!;
    expect(rating).toMatchObject({ responses: 6, answered: 6, completionRate: 100 });
    expect(rating.rating?.average).toBe(3.3);
    expect(rating.rating?.max).toBe(5);
    expect(rating.rating?.distribution.map((d) => d.count)).toEqual(DISTRIBUTION);
    expect(rating.answers).toEqual(
      DISTRIBUTION.map((count, i) => ({ answer: `${i + 1}/5`, count })),
    );

    // The CSV: the same average, labelled on its scale, the distribution, no placeholder in the
    // Comment column, and no share over 100 %.
    const csv = await get('/api/analytics/export?format=csv&range=30d', owner);
    expect(csv.status, csv.text).toBe(200);
    const rows = parseCsv(csv.text);
    const questionsAt = rows.findIndex((r) => r[0] === 'Questions');
    const header = rows[questionsAt + 1]!;
    const row = rows.find((r) => r[0] === 'Figures pulse' && r[2] === 'rating')!;
    const column = (name: string) => row[header.indexOf(name)];
    expect(column('Average rating')).toBe(MEAN);
    expect(column('Distribution')).toBe('1: 1; 2: 1; 3: 1; 4: 1; 5: 2');
    expect(rows.find((r) => r[0] === 'Response rate (%)')).toBeUndefined();
    const commentsAt = rows.findIndex((r) => r[0] === 'Question comments');
    if (commentsAt >= 0) {
      const comment = rows[commentsAt + 1]!.indexOf('Comment');
      for (const r of rows.slice(commentsAt + 2)) {
        if (r.length < 3) break;
        expect(r[comment] ?? '').not.toMatch(/Comments are shown once/);
      }
    }
    expectNoShareOver100(rows);

    // The PDF: the same average.
    const pdf = await get('/api/analytics/export?format=pdf&range=30d', owner);
    expect(pdf.status).toBe(200);
    const pdfWords = pdfText(pdf.bytes);
    expect(pdfWords).toContain('Figures pulse: How was your week?');
    expect(pdfWords).toContain(`Average ${MEAN}`);

    // The round closes 14 days after it opened: its notification and its report carry the same
    // mean rating as its score, and a participation of 6 of 6 (100 %, never more).
    const invitations = await invitationsOf(owner, survey.id);
    expect(invitations.rounds?.[0]).toMatchObject({ responded: 6, response_rate: 100 });
    await advanceHours(15 * 24);
    await runJob('survey-purge', 'deleted-surveys', 'candor-survey-purge');
    const notices = await fetch(`${apiUrl()}/api/notifications?limit=100`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    const { notifications } = (await notices.json()) as {
      notifications: { title: string; message: string }[];
    };
    expect(notifications.map((n) => `${n.title}: ${n.message}`)).toContain(
      `Round 1 closed: Round 1 of "Figures pulse" closed: 6 of 6 invited responded (100%); average rating ${MEAN}.`,
    );
    await runJob('round-reports', 'pending-reports', 'candor-round-reports');
    const report = (await mailTo(owner.email)).find(
      (m) => m.subject === 'Round 1 report: Figures pulse',
    );
    expect(report, 'the round report mail').toBeDefined();
    expect(report!.text).toContain(`6 of 6 invited responded (100%); average rating ${MEAN}`);
    const reportWords = await attachedPdf(report!);
    expect(reportWords).toMatch(/6\s+6\s+100%\s+3\.3\/5/);
    expect(reportWords).toContain(`Average ${MEAN}`);
    expect(reportWords).not.toMatch(/\b([2-9]\d\d|1\d[1-9]|1[1-9]\d)%/);
  }, 240_000);

  it('a group of two shows nothing anywhere', async () => {
    const owner = await register('Niko');
    const team = await createTeam(owner, 'Pair crew');
    const pair = await createSurvey(owner, { title: 'Pair pulse', teamId: team.id });
    await submitOk(pair.id, pulse(pair, 1, 'pair-secret-one'));
    await submitOk(pair.id, pulse(pair, 5, 'pair-secret-two'));
    await runResponseDigest();

    const analytics = await analyticsOf(owner);
    expect(analytics.insights.questionInsights).toEqual([]);
    expect(analytics.insights.totalResponses).toBe(0);
    expect(analytics.insights.surveysBelowThreshold).toBe(1);
    expect(JSON.stringify(analytics)).not.toContain('pair-secret');
    // Nothing released: nothing to export either.
    const csv = await get('/api/analytics/export?format=csv&range=30d', owner);
    expect(csv.status).toBe(409);
  });

  it('never shows a survey and its round differing by fewer than k people (differencing)', async () => {
    // The survey in the range and its round are two groups over the same people: the survey also
    // counts the open link's answers. One open-link answer (never released: a group of one) and
    // three e-mailed ones: the survey must show the round's three, not four, or subtracting the
    // round from the survey would give that one person's rating.
    const owner = await register('Ines');
    const team = await createTeam(owner, 'Overlap crew');
    const survey = await createSurvey(owner, { title: 'Overlap pulse', teamId: team.id });
    await submitOk(survey.id, pulse(survey, 1));
    const people = [0, 1, 2].map((i) => uniqueEmail(`rm-overlap-${i}`));
    expect((await sendSurvey(owner, survey.id, { recipients: people })).sent).toBe(3);
    for (const [i, who] of people.entries()) {
      await submitOk(survey.id, pulse(survey, 4 + (i % 2)), await linkToken(who, survey.id));
    }
    await runResponseDigest();

    const analytics = await analyticsOf(owner);
    const rating = analytics.insights.questionInsights.find(
      (q) => q.surveyId === survey.id && q.type === 'rating',
    );
    const round = (await invitationsOf(owner, survey.id)).rounds?.[0];
    expect(round?.responded).toBe(3);
    const gap = (rating?.answered ?? 0) - (round?.responded ?? 0);
    expect(gap === 0 || gap >= K, `survey and round differ by ${gap}`).toBe(true);
    // Ratings 4, 5, 4: the open link's 1 is in no figure.
    expect(rating?.rating?.distribution.map((d) => d.count)).toEqual([0, 0, 0, 2, 1]);
    expect(rating?.rating?.average).toBe(4.3);
  });
});

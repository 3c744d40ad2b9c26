import { describe, expect, it } from 'vitest';
import { automationResponse } from '#shared/api/automations';
import { surveyResultsResponse, type SurveyResults } from '#shared/api/results';
import { getRoute } from '#shared/api/routes';
import { advanceHours, apiUrl, productDay, uniqueEmail } from './support/auth-api';
import { parseCsv, pdfFirstPage, pdfImages, pdfText } from './support/exports';
import { makePng } from '../../functions/src/formats/images/images.fixtures';
import {
  api,
  createSurvey,
  linkToken,
  runResponseDigest,
  sendSurvey,
  submitOk,
  fireNextRun,
  type Answer,
} from './support/responses-api';
import {
  addMember,
  createTeam,
  form,
  join,
  register,
  send,
  type Person,
} from './support/teams-api';
import type { Survey } from '#shared/api/surveys';

/**
 * The results view of a survey and its rounds (issue #27, decision 0031): per question the
 * count, the mean on its scale, every value, eNPS, choices and comments, from released tallies
 * only; a group below k shows nothing but that it waits; changes against the previous round;
 * the CSV; access as for the responses; and a cost that does not grow with answers. It moves
 * the product's clock (release days, a round's opening).
 */

const K = 3;
const RATINGS = [1, 2, 3, 4, 5, 5];
// 3 promoters (9-10), 2 passives, 1 detractor of 6: 50 % - 17 % = +33.
const ENPS = [10, 9, 8, 7, 3, 10];
const CHOICES = [0, 0, 1, 0, 1, 0];
const COMMENTS = [
  'I love the new rota, wonderful',
  'Terrible and awful meetings',
  'We met on Tuesday',
  'Great support from the team',
  'Bad coffee, sad',
  'Fine',
];

const questions = () => [
  {
    type: 'rating',
    text: 'How was your week?',
    required: true,
    order: 1,
    options: { min: 1, max: 5, labels: ['Poor', 'Excellent'] },
  },
  {
    type: 'rating',
    text: 'How likely are you to recommend working here?',
    required: true,
    order: 2,
    options: { min: 0, max: 10, labels: ['Not likely', 'Very likely'] },
  },
  {
    type: 'multiple_choice',
    text: '=Where did you work?',
    required: false,
    order: 3,
    options: { choices: ['Office', '@Home'] },
  },
  { type: 'textarea', text: 'What should change?', required: false, order: 4, options: {} },
];

function answers(survey: Survey, i: number, rating: number, enps: number): Answer[] {
  const [r, e, c, t] = survey.questions.map((q) => q.id) as [string, string, string, string];
  return [
    { questionId: r, type: 'rating', value: rating },
    { questionId: e, type: 'rating', value: enps },
    ...(i < CHOICES.length
      ? [
          { questionId: c, type: 'multiple_choice', value: CHOICES[i]! },
          { questionId: t, type: 'textarea', value: COMMENTS[i]! },
        ]
      : []),
  ];
}

async function get(path: string, by: Person) {
  const response = await fetch(`${apiUrl()}${path}`, {
    headers: { authorization: `Bearer ${by.token}` },
  });
  const text = Buffer.from(await response.arrayBuffer()).toString('utf8');
  return {
    status: response.status,
    text,
    headers: response.headers,
    calls: Number(response.headers.get('x-candor-dynamodb-calls')),
  };
}

const resultsPath = (surveyId: string, round?: number) =>
  `${getRoute('GetSurveyResults').path.replace('{id}', surveyId)}${round ? `?round=${round}` : ''}`;

async function resultsOf(by: Person, surveyId: string, round?: number) {
  const response = await get(resultsPath(surveyId, round), by);
  expect(response.status, response.text).toBe(200);
  expect(response.calls).toBeLessThanOrEqual(getRoute('GetSurveyResults').maxDynamoCalls);
  return { results: surveyResultsResponse.parse(JSON.parse(response.text)), calls: response.calls };
}

const exportPath = (surveyId: string, round?: number) =>
  `${getRoute('ExportSurveyResults').path.replace('{id}', surveyId)}?format=csv${round ? `&round=${round}` : ''}`;

const pdfPath = (surveyId: string, round?: number) =>
  exportPath(surveyId, round).replace('format=csv', 'format=pdf');

/** Nothing but that it waits: no count, no figure, no word of an answer. */
function expectWaiting(results: SurveyResults) {
  expect(results).toMatchObject({
    status: 'waiting',
    responses: null,
    participation: null,
    comparedWith: null,
    questions: [],
  });
  for (const secret of COMMENTS) expect(JSON.stringify(results)).not.toContain(secret);
}

const question = (results: SurveyResults, text: string) =>
  results.questions.find((q) => q.question === text)!;

describe('the results view of a survey and its rounds', () => {
  it('shows six ratings 1..5 whole once released, changes against the last round, the CSV, and costs the same with more answers', async () => {
    const owner = await register('Sana');
    const team = await createTeam(owner, 'Results crew');
    const people = RATINGS.map((_, i) => uniqueEmail(`sr-${i}`));
    for (const [i, email] of people.entries()) await addMember(owner, team.id, `P${i}`, email);
    const survey = await createSurvey(owner, {
      title: 'Results pulse',
      teamId: team.id,
      questions: questions(),
    });
    expect(survey.isAnonymous).toBe(true);
    expect((await sendSurvey(owner, survey.id, { recipients: people })).sent).toBe(6);

    // Nothing released: the survey and its round wait, saying nothing of who answered.
    expectWaiting((await resultsOf(owner, survey.id)).results);
    for (const [i, rating] of RATINGS.entries()) {
      await submitOk(
        survey.id,
        answers(survey, i, rating, ENPS[i]!),
        await linkToken(people[i]!, survey.id),
      );
      if (i === 1) {
        // Two answers: a group of two shows nothing, not even its count.
        expectWaiting((await resultsOf(owner, survey.id)).results);
        expectWaiting((await resultsOf(owner, survey.id, 1)).results);
        const csv = await get(exportPath(survey.id, 1), owner);
        expect(csv.status, csv.text).toBe(409);
      }
      // The first three are released at once; the rest wait for the next day's release.
      if (i === 3) await advanceHours(25);
    }
    await runResponseDigest();

    const { results: round1 } = await resultsOf(owner, survey.id, 1);
    expect(round1).toMatchObject({
      round: 1,
      status: 'shown',
      responses: 6,
      participation: 100,
      comparedWith: null,
    });
    expect(round1.rounds).toEqual([
      expect.objectContaining({
        round: 1,
        invited: 6,
        responded: 6,
        participation: 100,
        shown: true,
      }),
    ]);
    const rating = question(round1, 'How was your week?');
    expect(rating).toMatchObject({
      answered: 6,
      rating: {
        min: 1,
        max: 5,
        // (1 + 2 + 3 + 4 + 5 + 5) / 6 = 3.33
        average: 3.3,
        distribution: [1, 1, 1, 1, 2].map((count, i) => ({ value: i + 1, count })),
      },
      enps: null,
      change: null,
    });
    expect(question(round1, 'How likely are you to recommend working here?').enps).toEqual({
      score: 33,
      promoters: 3,
      passives: 2,
      detractors: 1,
    });
    expect(question(round1, '=Where did you work?').choices).toEqual([
      { choice: 'Office', count: 4 },
      { choice: '@Home', count: 2 },
    ]);
    // Six answered the text question (at least max(5, k)): three excerpts, each one of the words
    // given and nothing else of the answer.
    const comments = question(round1, 'What should change?').comments!;
    expect(comments.threshold).toBe(5);
    expect(comments.excerpts).toHaveLength(3);
    for (const excerpt of comments.excerpts!) expect(COMMENTS).toContain(excerpt);
    // Every round and the survey as a whole: the same six answers.
    const { results: all, calls: fewCalls } = await resultsOf(owner, survey.id);
    expect(all).toMatchObject({ round: null, status: 'shown', responses: 6 });
    expect(question(all, 'How was your week?').rating).toEqual(rating.rating);

    // The CSV of round 1: one row per question, formulas neutralised, named with survey and round.
    const csv = await get(exportPath(survey.id, 1), owner);
    expect(csv.status, csv.text).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toContain(
      'candor-results-results-pulse-round-1.csv',
    );
    const rows = parseCsv(csv.text);
    expect(rows[0]).toEqual([
      'Question',
      'Type',
      'Answered',
      'Average',
      'Distribution',
      'eNPS',
      'Participation (%)',
    ]);
    expect(rows.slice(1)).toEqual([
      ['How was your week?', 'rating', '6', '3.3/5', '1: 1; 2: 1; 3: 1; 4: 1; 5: 2', '', '100'],
      [
        'How likely are you to recommend working here?',
        'rating',
        '6',
        '7.8/10',
        '0: 0; 1: 0; 2: 0; 3: 1; 4: 0; 5: 0; 6: 0; 7: 1; 8: 1; 9: 1; 10: 2',
        '33',
        '100',
      ],
      ["'=Where did you work?", 'multiple_choice', '6', '', 'Office: 4; @Home: 2', '', '100'],
      ['What should change?', 'textarea', '6', '', '', '', '100'],
    ]);
    for (const secret of COMMENTS) expect(csv.text).not.toContain(secret);

    // Round 2 opens by an automation's run and three of the team answer higher.
    const created = await api('CreateAutomation', {
      token: owner.token,
      json: {
        surveyId: survey.id,
        teamIds: [team.id],
        frequency: 'weekly',
        startDate: await productDay(1),
        time: '09:00',
        timezone: 'Europe/Berlin',
      },
    });
    expect(created.status, created.text).toBe(201);
    const automationId = automationResponse.parse(created.body).automation.id;
    await fireNextRun(automationId);
    // No more weekly runs: later journeys on this runtime move the clock by weeks.
    const deleted = await api('DeleteAutomation', {
      token: owner.token,
      params: { id: automationId },
    });
    expect(deleted.status, deleted.text).toBeLessThan(300);
    expectWaiting((await resultsOf(owner, survey.id, 2)).results);
    for (const [i, [rating, enps]] of [
      [4, 10],
      [4, 10],
      [5, 9],
    ].entries()) {
      await submitOk(
        survey.id,
        answers(survey, 99, rating!, enps!),
        await linkToken(people[i]!, survey.id, 2),
      );
    }
    await advanceHours(25);
    await runResponseDigest();

    const { results: round2 } = await resultsOf(owner, survey.id, 2);
    const invited2 = round2.rounds.find((r) => r.round === 2)!.invited;
    expect(round2).toMatchObject({
      round: 2,
      status: 'shown',
      responses: 3,
      comparedWith: 1,
      participation: Math.round((3 / invited2) * 100),
    });
    for (const r of [...round1.rounds, ...round2.rounds]) {
      expect(r.participation ?? 0).toBeLessThanOrEqual(100);
    }
    // 4.3 against 3.3; 9.7 against 7.8 and eNPS +100 against +33 (the changes of the figures shown).
    expect(question(round2, 'How was your week?')).toMatchObject({
      answered: 3,
      rating: { average: 4.3 },
      change: { average: 1, enps: null },
    });
    expect(question(round2, 'How likely are you to recommend working here?')).toMatchObject({
      enps: { score: 100 },
      change: { average: 1.9, enps: 67 },
    });
    // Nobody answered the text question in round 2: its comments wait.
    expect(question(round2, 'What should change?').comments).toEqual({
      threshold: 5,
      excerpts: null,
    });

    // Every round: nine answers now, read with the same calls as six.
    const { results: allNow, calls: moreCalls } = await resultsOf(owner, survey.id);
    expect(allNow.responses).toBe(9);
    expect(question(allNow, 'How was your week?').rating?.distribution.map((d) => d.count)).toEqual(
      [1, 1, 1, 3, 3],
    );
    expect(moreCalls).toBe(fewCalls);

    // The round asked for must exist.
    const missing = await get(resultsPath(survey.id, 7), owner);
    expect(missing.status, missing.text).toBe(404);
  }, 300_000);

  it('a group of two shows nothing, and only the survey’s managers see results at all', async () => {
    const owner = await register('Teo');
    const team = await createTeam(owner, 'Pair results crew');
    const member = await register('Mika');
    const admin = await register('Ada');
    const stranger = await register('Stan');
    await join(owner, team.id, member, 'member');
    await join(owner, team.id, admin, 'admin');
    const survey = await createSurvey(owner, {
      title: 'Pair results',
      teamId: team.id,
      questions: questions(),
    });
    await submitOk(survey.id, answers(survey, 0, 1, 0));
    await submitOk(survey.id, answers(survey, 1, 5, 10));
    await runResponseDigest();

    const { results } = await resultsOf(owner, survey.id);
    expectWaiting(results);
    expect(results.survey).toMatchObject({ title: 'Pair results', anonymityThreshold: K });
    expect((await get(exportPath(survey.id), owner)).status).toBe(409);
    // No file of figures that wait, in either format.
    const pdf = await get(pdfPath(survey.id), owner);
    expect(pdf.status, pdf.text).toBe(409);
    expect(pdf.text).toContain('too few people have answered');
    // A team admin manages the survey too.
    expectWaiting((await resultsOf(admin, survey.id)).results);
    // A member and a stranger: 404, as for the responses.
    for (const who of [member, stranger]) {
      for (const path of [resultsPath(survey.id), exportPath(survey.id), pdfPath(survey.id)]) {
        const denied = await get(path, who);
        expect(denied.status, `${who.email} ${path}`).toBe(404);
        expect(denied.text).not.toContain('Pair results');
      }
    }
  });
  it('the PDF holds every title, figure and excerpt the view shows, whole, with page numbers', async () => {
    const owner = await register('Pia');
    const team = await createTeam(owner, 'Report crew');
    // The team's logo goes on the report.
    const logo = await send('UpdateTeam', {
      token: owner.token,
      params: { teamId: team.id },
      form: form({
        logo: { bytes: new Uint8Array(makePng(240, 80)), filename: 'logo.png', type: 'image/png' },
      }),
    });
    expect(logo.status, logo.text).toBe(200);
    const longTitle =
      'Thinking about the last four weeks of planning, delivery, reviews and the handovers between the three sites, how well did we work together?';
    const longChoice =
      'From the office on most days, with one or two days from home when the schedule allowed it';
    const [first, second, third, fourth] = questions();
    const survey = await createSurvey(owner, {
      title:
        'Quarterly report pulse with a title long enough to wrap onto a second line of the cover page',
      teamId: team.id,
      questions: [
        { ...first!, text: longTitle },
        second!,
        { ...third!, options: { choices: [longChoice, '@Home'] } },
        fourth!,
      ],
    });
    for (const [i, rating] of RATINGS.entries()) {
      await submitOk(survey.id, answers(survey, i, rating, ENPS[i]!));
    }
    await advanceHours(25);
    await runResponseDigest();
    const { results } = await resultsOf(owner, survey.id);
    expect(results).toMatchObject({ status: 'shown', responses: 6 });
    const excerpts = question(results, 'What should change?').comments!.excerpts!;
    expect(excerpts).toHaveLength(3);

    const response = await fetch(`${apiUrl()}${pdfPath(survey.id)}&locale=en-GB`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain(
      'candor-results-quarterly-report-pulse-with-a-title-long-all-rounds.pdf',
    );
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(bytes, { mode: 'raw' });
    // Wrapped lines joined: every title is there whole, never cut with an ellipsis.
    const flat = text.replace(/\s+/g, ' ');
    expect(text).not.toContain('…');
    for (const title of [
      survey.title,
      longTitle,
      'How likely are you to recommend working here?',
      '=Where did you work?',
      'What should change?',
      longChoice,
    ]) {
      expect(flat, title).toContain(title);
    }
    // The view's figures: the responses, the mean on its own scale, each value's count, eNPS.
    expect(flat).toMatch(/Responses 6 released answers/);
    expect(flat).toContain('Answered by 6 Average 3.3/5');
    expect(flat).toContain('Average 7.8/10 eNPS +33');
    expect(flat).toContain('5 2 (33%)');
    expect(flat).toContain(`${longChoice} 4 (67%)`);
    expect(flat).toContain('@Home 2 (33%)');
    // The three excerpts the view shows, and no other answer's words.
    for (const excerpt of excerpts) expect(flat).toContain(`“${excerpt}”`);
    for (const other of COMMENTS.filter((c) => !excerpts.includes(c))) {
      expect(flat).not.toContain(other);
    }
    expect(flat).toContain('Every released answer');
    // Dates in the reader's locale; every page numbered.
    expect(flat).toMatch(/Generated on \d{1,2} [A-Z][a-z]{2} \d{4}/);
    const pages = Number(/Page 1 of (\d+)/.exec(flat)?.[1]);
    expect(pages).toBeGreaterThanOrEqual(1);
    for (let n = 1; n <= pages; n += 1) expect(flat).toContain(`Page ${n} of ${pages}`);
    // The team's logo, as uploaded (240 x 80, opaque), is the one image.
    const listed = pdfImages(bytes);
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatch(/^\s*1\s+\d+\s+image\s+240\s+80\s+rgb\s+3\s+8/);
    // Rendered by a real reader: the first page draws (charts, not just text).
    const png = pdfFirstPage(bytes);
    expect(png.byteLength).toBeGreaterThan(10_000);
  }, 180_000);
});

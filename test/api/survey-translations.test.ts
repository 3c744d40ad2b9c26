import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { getRoute } from '#shared/api/routes';
import { emailLandingResponse } from '#shared/api/responses';
import { surveyResultsResponse } from '#shared/api/results';
import { surveyResponse, type Survey } from '#shared/api/surveys';
import { apiUrl, storedItems } from './support/auth-api';
import { grantPlan } from './support/billing-api';
import { register, routePath, type Person } from './support/teams-api';
import {
  api,
  callCosted,
  createSurvey,
  expectCallsWithinBudget,
  expectFailure,
  questionIds,
  saveSurvey,
  submitOk,
  updateSurvey,
} from './support/responses-api';

/** A choice question and a rating: the parts a translation has most to say about. */
const questions = () => [
  {
    type: 'multiple_choice',
    text: 'Where did you work this week?',
    required: true,
    order: 1,
    options: { choices: ['Office', 'Home', 'Both'] },
  },
  {
    type: 'rating',
    text: 'How was your week?',
    required: true,
    order: 2,
    options: { min: 1, max: 5, labels: ['Poor', 'Excellent'] },
  },
];

const spanish = (survey: Survey) => {
  const [whereId, weekId] = questionIds(survey) as [string, string];
  return {
    es: {
      title: 'Pulso semanal',
      description: 'Dos minutos, anónimo.',
      questions: {
        [whereId]: {
          title: '¿Dónde trabajaste esta semana?',
          choices: ['Oficina', 'Casa', 'Ambos'],
        },
        [weekId]: { title: '¿Qué tal tu semana?', labels: ['Mala', 'Excelente'] },
      },
    },
  };
};

const landingCall = (surveyId: string, lang?: string) =>
  callCosted(
    'GetEmailLanding',
    `${routePath('GetEmailLanding', { surveyId })}${lang ? `?lang=${lang}` : ''}`,
  );

const landing = async (surveyId: string, lang?: string) => {
  const response = await landingCall(surveyId, lang);
  expect(response.status, response.text).toBe(200);
  return emailLandingResponse.parse(response.body);
};

async function resultsOf(by: Person, surveyId: string) {
  const response = await fetch(
    `${apiUrl()}${getRoute('GetSurveyResults').path.replace('{id}', surveyId)}`,
    { headers: { authorization: `Bearer ${by.token}` } },
  );
  expect(response.status).toBe(200);
  return surveyResultsResponse.parse(await response.json());
}

/** The survey's results exported as CSV, or as PDF read back with pdftotext. */
async function exported(by: Person, surveyId: string, format: 'csv' | 'pdf'): Promise<string> {
  const path = getRoute('ExportSurveyResults').path.replace('{id}', surveyId);
  const response = await fetch(`${apiUrl()}${path}?format=${format}`, {
    headers: { authorization: `Bearer ${by.token}` },
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  expect(response.status, bytes.toString('utf8').slice(0, 300)).toBe(200);
  if (format === 'csv') return bytes.toString('utf8');
  const dir = mkdtempSync(join(tmpdir(), 'candor-languages-'));
  try {
    writeFileSync(join(dir, 'results.pdf'), bytes);
    return execFileSync('pdftotext', [join(dir, 'results.pdf'), '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('surveys in several languages', () => {
  let owner: Person;

  beforeAll(async () => {
    owner = await register('Lucía');
    await grantPlan(owner.userId, 'enterprise');
  });

  it('reads as English with no translations when made without languages', async () => {
    const survey = await createSurvey(owner, { questions: questions() });
    expect(survey.defaultLanguage).toBe('en');
    expect(survey.translations).toEqual({});
    const page = await landing(survey.id);
    expect(page.defaultLanguage).toBe('en');
    expect(page.translations).toEqual({});
  });

  it('creates a survey with a default language and translations, and reads them back', async () => {
    const made = await createSurvey(owner, {
      questions: questions(),
      defaultLanguage: 'de',
      translations: { en: { title: 'Weekly pulse', questions: {} } },
    });
    expect(made.defaultLanguage).toBe('de');
    expect(made.translations).toEqual({
      en: { title: 'Weekly pulse', questions: {} },
    });
    const got = await api('GetSurvey', { token: owner.token, params: { id: made.id } });
    expect(surveyResponse.parse(got.body).survey.translations?.en?.title).toBe('Weekly pulse');
  });

  it('saves translations by question id and keeps them over a save that sends none', async () => {
    const survey = await createSurvey(owner, { questions: questions() });
    const saved = await updateSurvey(owner, survey, {
      version: survey.version,
      translations: spanish(survey),
    });
    expect(saved.translations).toEqual(spanish(survey));
    expect(saved.version).toBe(survey.version + 1);
    // A client that knows nothing of languages saves the rest: the translations stay, and what
    // no longer fits (a removed choice) is dropped rather than left wrong.
    const [where, week] = saved.questions as { options: { choices?: string[] } }[];
    const kept = await updateSurvey(owner, saved, {
      version: saved.version,
      questions: [{ ...where, options: { choices: ['Office', 'Home'] } }, week],
    });
    const [whereId, weekId] = questionIds(survey) as [string, string];
    expect(kept.translations?.es?.questions[whereId]).toEqual({
      title: '¿Dónde trabajaste esta semana?',
    });
    expect(kept.translations?.es?.questions[weekId]?.labels).toEqual(['Mala', 'Excelente']);
    // A save based on an older version is refused as any other (decision 0025).
    const stale = await saveSurvey(owner, saved, {
      version: saved.version,
      translations: spanish(survey),
    });
    expectFailure(stale, 409, 'stale_version');
  });

  it('refuses what does not fit the survey with a 400 naming the field, and stores nothing', async () => {
    const survey = await createSurvey(owner, { questions: questions() });
    const [whereId] = questionIds(survey) as [string];
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [
        { fr: { title: 'x', questions: { q_unknown123: { title: 'y' } } } },
        'translations.fr.questions.q_unknown123',
        /Unknown question id q_unknown123/,
      ],
      [
        { fr: { title: 'x', questions: { [whereId]: { title: 'y', choices: ['a', 'b'] } } } },
        `translations.fr.questions.${whereId}.choices`,
        /Give 3 translated choices/,
      ],
      [
        { en: { title: 'x', questions: {} } },
        'translations.en',
        /default language needs no translation/,
      ],
      [
        { xx: { title: 'x', questions: {} } },
        'translations.xx',
        /Language must be one of en, es, fr, de, pt, pl, ja/,
      ],
      [
        { fr: { title: 'x'.repeat(201), questions: {} } },
        'translations.fr.title',
        /at most 200 characters/,
      ],
      [
        { fr: { title: 'x', questions: { [whereId]: { title: 'y'.repeat(501) } } } },
        `translations.fr.questions.${whereId}.title`,
        /at most 500 characters/,
      ],
    ];
    for (const [translations, field, message] of cases) {
      const response = await saveSurvey(owner, survey, { translations });
      const error = expectFailure(response, 400, 'validation_error');
      expect(error.fields?.[field], `${field}: ${response.text}`).toMatch(message);
    }
    const wrongDefault = await saveSurvey(owner, survey, { defaultLanguage: 'klingon' });
    expect(expectFailure(wrongDefault, 400).fields?.defaultLanguage).toMatch(
      /Language must be one of/,
    );
    const got = await api('GetSurvey', { token: owner.token, params: { id: survey.id } });
    const stored = surveyResponse.parse(got.body).survey;
    expect(stored.translations).toEqual({});
    expect(stored.version).toBe(survey.version);
  });

  it('gives the public page the translations of what it shows, or the one asked for', async () => {
    const survey = await createSurvey(owner, { questions: questions() });
    await updateSurvey(owner, survey, {
      translations: { ...spanish(survey), pl: { title: 'Puls tygodnia', questions: {} } },
    });
    const all = await landing(survey.id);
    expect(all.title).toBe('Response pulse');
    expect(all.defaultLanguage).toBe('en');
    expect(all.translations).toEqual({
      ...spanish(survey),
      pl: { title: 'Puls tygodnia', questions: {} },
    });
    const onlySpanish = await landing(survey.id, 'es');
    expect(Object.keys(onlySpanish.translations ?? {})).toEqual(['es']);
    expect((await landing(survey.id, 'ja')).translations).toEqual({});
    const bad = await landingCall(survey.id, 'zz');
    expect(expectFailure(bad, 400).fields?.lang).toMatch(/Language must be one of/);
  });

  it('merges an answer given in Spanish and one in English into one result', async () => {
    const survey = await createSurvey(owner, { questions: questions(), isAnonymous: false });
    await updateSurvey(owner, survey, { translations: spanish(survey) });
    const [whereId, weekId] = questionIds(survey) as [string, string];
    // The page in Spanish and the page in English send the same thing: question ids and choice
    // indexes, never the text read or the language read in.
    const inSpanish = await landing(survey.id, 'es');
    expect(inSpanish.translations?.es?.questions[whereId]?.choices?.[1]).toBe('Casa');
    await submitOk(survey.id, [
      { questionId: whereId, type: 'multiple_choice', value: 1 },
      { questionId: weekId, type: 'rating', value: 4 },
    ]);
    await submitOk(survey.id, [
      { questionId: whereId, type: 'multiple_choice', value: 1 },
      { questionId: weekId, type: 'rating', value: 2 },
    ]);
    const results = await resultsOf(owner, survey.id);
    expect(results.status).toBe('shown');
    const where = results.questions.find((q) => q.questionId === whereId);
    // One result, in the default language's words.
    expect(where).toMatchObject({
      question: 'Where did you work this week?',
      answered: 2,
      choices: [
        { choice: 'Office', count: 0 },
        { choice: 'Home', count: 2 },
        { choice: 'Both', count: 0 },
      ],
    });
    expect(results.questions.find((q) => q.questionId === weekId)?.rating?.average).toBe(3);
    // The exports speak the default language too.
    const csv = await exported(owner, survey.id, 'csv');
    expect(csv).toContain('Where did you work this week?');
    expect(csv).toContain('Home');
    const pdf = await exported(owner, survey.id, 'pdf');
    expect(pdf).toContain('Where did you work this week?');
    for (const text of [csv, pdf]) {
      for (const spanishWord of ['Casa', 'Dónde', 'Pulso']) expect(text).not.toContain(spanishWord);
    }
    // Nothing stored with an answer says which language it was given in.
    const responses = (await storedItems()).filter(
      (item) => item.surveyId === survey.id && String(item.SK).startsWith('RESPONSE#'),
    );
    expect(responses).toHaveLength(2);
    for (const item of responses) {
      const text = JSON.stringify(item);
      for (const word of ['"es"', 'Casa', 'lang', 'language']) expect(text).not.toContain(word);
    }
    expectCallsWithinBudget();
  });

  it('lets translations change on an anonymous survey that has answers, but not its questions', async () => {
    const survey = await createSurvey(owner, { questions: questions() });
    const [whereId, weekId] = questionIds(survey) as [string, string];
    await submitOk(survey.id, [
      { questionId: whereId, type: 'multiple_choice', value: 0 },
      { questionId: weekId, type: 'rating', value: 5 },
    ]);
    const got = await api('GetSurvey', { token: owner.token, params: { id: survey.id } });
    const locked = surveyResponse.parse(got.body).survey;
    expect(locked.anonymityLocked).toBe(true);
    const translated = await updateSurvey(owner, locked, {
      version: locked.version,
      translations: spanish(survey),
      defaultLanguage: 'en',
    });
    expect(translated.translations?.es?.title).toBe('Pulso semanal');
    // Changing what the answers look like is still refused (decision 0009).
    const reshaped = await saveSurvey(owner, translated, {
      version: translated.version,
      questions: [
        ...translated.questions,
        { type: 'text', text: 'More?', required: false, order: 3 },
      ],
    });
    expectFailure(reshaped, 409, 'questions_locked');
  });
});

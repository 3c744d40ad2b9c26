import { describe, expect, it } from 'vitest';
import { plainLine, trimInvisible } from '../domain/plain-text';
import { profileBody, registerBody } from './auth';
import { sendSurveyEmailBody, submitResponseBody } from './responses';
import { questionInput, surveyBody } from './surveys';
import { addMemberBody, createTeamBody } from './teams';

/*
 * Names, titles, question text and survey e-mail subjects refuse control, bidi and zero-width
 * characters with a message naming the field; descriptions and messages allow line breaks and
 * tabs but nothing else of the kind; zero-width characters at the ends are dropped. Answers are
 * the respondents' own words and are left alone.
 */

const NUL = '\u0000';
const RLO = '\u202E';
const LRI = '\u2066';
const ZWSP = '\u200B';
const BOM = '\uFEFF';
const C1 = '\u0085';

const fieldErrors = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

const person = { email: 'ada@example.com', password: 'granite-willow-63' };
const question = { type: 'text', text: 'How was it?', order: 1, options: { maxLength: 500 } };

describe('names refuse control, bidi and zero-width characters', () => {
  it.each([NUL, RLO, LRI, `a${ZWSP}b`, C1, '\u001B[31m', '\n', '\t', '\u2069', '\u200F'])(
    'refuses %j inside a first name, naming the field',
    (bad) => {
      const result = registerBody.safeParse({ ...person, firstName: `Ada${bad}x`, lastName: 'L' });
      expect(result.success).toBe(false);
      expect(fieldErrors(result)).toEqual({
        firstName:
          'First name must not contain line breaks, control characters or invisible formatting characters',
      });
    },
  );

  it('refuses them in last names, team names, member names, titles and question text', () => {
    expect(
      fieldErrors(profileBody.safeParse({ firstName: 'Ada', lastName: `L${RLO}ace` })),
    ).toHaveProperty('lastName');
    expect(fieldErrors(createTeamBody.safeParse({ name: `Payroll${RLO}gpj.exe` }))).toEqual({
      name: 'Team name must not contain line breaks, control characters or invisible formatting characters',
    });
    expect(
      fieldErrors(addMemberBody.safeParse({ name: `Mo${NUL}`, email: 'mo@example.com' })),
    ).toHaveProperty('name');
    const survey = (title: string, text = 'How was it?') =>
      surveyBody.safeParse({ title, questions: [{ ...question, text }] });
    expect(fieldErrors(survey(`Pulse${NUL}`))).toEqual({
      title:
        'Survey title must not contain line breaks, control characters or invisible formatting characters',
    });
    expect(fieldErrors(survey('Pulse', `Wh${LRI}o?`))).toHaveProperty('questions.0.text');
    expect(
      questionInput.safeParse({ ...question, type: 'checkbox', options: { choices: [`A${RLO}`] } })
        .success,
    ).toBe(false);
  });

  it('drops zero-width characters and spaces at the ends instead of refusing them', () => {
    expect(createTeamBody.parse({ name: `${BOM} Platform crew${ZWSP} ` }).name).toBe(
      'Platform crew',
    );
    expect(
      registerBody.parse({ ...person, firstName: `Ada${ZWSP}`, lastName: 'L' }).firstName,
    ).toBe('Ada');
    // Only invisible characters: nothing is left, so the name is missing.
    expect(fieldErrors(createTeamBody.safeParse({ name: `${ZWSP}${BOM}` }))).toEqual({
      name: 'Team name is required',
    });
  });

  it('keeps letters of every script, emoji and punctuation', () => {
    for (const name of [
      'Zoë Ångström',
      'محمد',
      'Łukasz O’Brien-Smith',
      'Team 🚀 #1',
      '山田 太郎',
    ]) {
      expect(createTeamBody.parse({ name }).name).toBe(name);
    }
  });
});

describe('descriptions and messages allow line breaks but no other controls', () => {
  it('takes multi-line descriptions and messages', () => {
    const text = 'Line one\nLine two\r\n\tindented';
    expect(createTeamBody.parse({ name: 'T', description: text }).description).toBe(text);
    expect(
      surveyBody.parse({ title: 'T', description: text, questions: [question] }).description,
    ).toBe(text);
    expect(sendSurveyEmailBody.parse({ recipients: 'a@example.com', message: text }).message).toBe(
      text,
    );
  });

  it('refuses NUL, bidi overrides and zero-width characters in them', () => {
    expect(fieldErrors(createTeamBody.safeParse({ name: 'T', description: `x${NUL}y` }))).toEqual({
      description:
        'Description must not contain control characters or invisible formatting characters',
    });
    expect(
      fieldErrors(
        sendSurveyEmailBody.safeParse({ recipients: 'a@example.com', message: `Hi${RLO}` }),
      ),
    ).toHaveProperty('message');
  });
});

describe('survey e-mail subjects', () => {
  it('refuse line breaks (header injection), NUL and bidi overrides', () => {
    for (const subject of ['Survey\nBcc: x@example.com', `Survey${NUL}`, `Survey ${RLO}gnp.exe`]) {
      expect(
        fieldErrors(sendSurveyEmailBody.safeParse({ recipients: 'a@example.com', subject })),
      ).toEqual({
        subject:
          'Subject must not contain line breaks, control characters or invisible formatting characters',
      });
    }
  });
});

describe('answers are the respondents own words', () => {
  it('are not refused for control or invisible characters', () => {
    const value = `odd${ZWSP}${RLO}text${NUL}\nmore`;
    const result = submitResponseBody.safeParse({
      responses: [{ questionId: 'q_abcdef', type: 'textarea', value }],
      acceptedTerms: true,
    });
    expect(result.success).toBe(true);
    expect(result.data?.responses[0]?.value).toBe(value);
  });
});

describe('trimInvisible and plainLine', () => {
  it('trim spaces and zero-width characters at the ends only', () => {
    expect(trimInvisible(`${BOM}${ZWSP} a${ZWSP}b ${ZWSP}\u2060`)).toBe(`a${ZWSP}b`);
    expect(trimInvisible(ZWSP.repeat(5))).toBe('');
  });

  it('make any stored name safe for a subject line', () => {
    expect(plainLine(`Ada${RLO} invited you\r\nBcc: x to Ops${NUL}${ZWSP}`)).toBe(
      'Ada invited you Bcc: x to Ops',
    );
  });
});

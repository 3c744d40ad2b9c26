import { describe, expect, it } from 'vitest';
import {
  completeLanguages,
  keptTranslations,
  matchLanguage,
  missingTranslations,
  surveyTranslations,
  translationProblems,
} from './survey-languages';
import { surveyBody } from './surveys';

const survey = {
  title: 'Weekly pulse',
  description: 'Two minutes.',
  questions: [
    {
      id: 'q_where0001',
      type: 'multiple_choice',
      text: 'Where did you work?',
      options: { choices: ['Office', 'Home'] },
    },
    {
      id: 'q_week00001',
      type: 'rating',
      text: 'How was your week?',
      options: { min: 1, max: 5, labels: ['Poor', 'Excellent'] },
    },
  ],
};

const complete = {
  title: 'Pulso semanal',
  description: 'Dos minutos.',
  questions: {
    q_where0001: { title: '¿Dónde trabajaste?', choices: ['Oficina', 'Casa'] },
    q_week00001: {
      title: '¿Qué tal tu semana?',
      labels: ['Mala', 'Excelente'] as [string, string],
    },
  },
};

describe('the translations schema', () => {
  it('accepts translations into the supported languages, trimmed', () => {
    const parsed = surveyTranslations.parse({ es: { ...complete, title: '  Pulso semanal ' } });
    expect(parsed.es?.title).toBe('Pulso semanal');
  });

  it('refuses an unknown language, text over the default text limits, and control characters', () => {
    const issues = (value: unknown) =>
      surveyTranslations.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ it: { title: 'x', questions: {} } })).toEqual([
      ['it', 'Language must be one of en, es, fr, de, pt, pl, ja'],
    ]);
    expect(issues({ es: { title: 'x'.repeat(201), questions: {} } })).toEqual([
      ['es.title', 'Survey title must be at most 200 characters'],
    ]);
    expect(
      issues({ es: { title: 'x', questions: { q_where0001: { title: 'a\u202Eb' } } } })?.[0]?.[0],
    ).toBe('es.questions.q_where0001.title');
  });

  it('keeps the survey body valid without languages, and refuses an unknown default language', () => {
    const base = { title: 'T', questions: [{ type: 'text', text: 'Q', order: 1 }] };
    expect(surveyBody.parse(base).defaultLanguage).toBeUndefined();
    expect(surveyBody.safeParse({ ...base, defaultLanguage: 'pl' }).success).toBe(true);
    expect(surveyBody.safeParse({ ...base, defaultLanguage: 'en-US' }).success).toBe(false);
  });
});

describe('translations against the survey', () => {
  it('finds no problem in a translation that fits', () => {
    expect(translationProblems(survey, 'en', { es: complete })).toEqual({});
  });

  it('names unknown question ids, choice counts that differ, and the default language', () => {
    expect(
      translationProblems(survey, 'en', {
        en: { title: 'x', questions: {} },
        es: {
          title: 'x',
          questions: {
            q_unknown001: { title: 'y' },
            q_where0001: { title: 'y', choices: ['Oficina'] },
            q_week00001: { title: 'y', choices: ['a'] },
          },
        },
      }),
    ).toEqual({
      'translations.en': expect.stringContaining('default language needs no translation'),
      'translations.es.questions.q_unknown001': expect.stringContaining(
        'Unknown question id q_unknown001',
      ),
      'translations.es.questions.q_where0001.choices': expect.stringContaining(
        'Give 2 translated choices',
      ),
      'translations.es.questions.q_week00001.choices': 'This question has no choices to translate',
    });
  });

  it('cannot name a question that has no id yet', () => {
    const unsaved = { ...survey, questions: [{ ...survey.questions[0]!, id: undefined }] };
    expect(Object.keys(translationProblems(unsaved, 'en', { es: complete })).sort()).toEqual([
      'translations.es.questions.q_week00001',
      'translations.es.questions.q_where0001',
    ]);
  });

  it('keeps over a save only what still fits', () => {
    const fewer = {
      questions: [{ ...survey.questions[0]!, options: { choices: ['Office', 'Home', 'Both'] } }],
    };
    expect(keptTranslations({ es: complete, en: complete }, fewer, 'en')).toEqual({
      es: { ...complete, questions: { q_where0001: { title: '¿Dónde trabajaste?' } } },
    });
  });
});

describe('the missing translation check', () => {
  it('lists every untranslated text, and nothing for a complete translation', () => {
    expect(missingTranslations(survey, complete)).toEqual([]);
    expect(
      missingTranslations(survey, {
        title: 'Pulso',
        questions: { q_where0001: { title: ' ', choices: ['Oficina', ''] } },
      }).map((m) => m.label),
    ).toEqual([
      'Description',
      'Question 1',
      'Question 1, choice 2',
      'Question 2',
      'Question 2, lowest label',
      'Question 2, highest label',
    ]);
  });

  it('says which languages are complete, the default first', () => {
    expect(
      completeLanguages({
        ...survey,
        defaultLanguage: 'de',
        translations: { es: complete, fr: { title: 'Pouls', questions: {} } },
      }),
    ).toEqual(['de', 'es']);
    expect(completeLanguages(survey)).toEqual(['en']);
  });
});

describe('matching the respondent language', () => {
  const offered = ['en', 'es', 'pt'] as const;

  it('takes the first preferred language the survey offers, by primary tag', () => {
    expect(matchLanguage(['es-ES', 'en'], offered, 'en')).toBe('es');
    expect(matchLanguage(['de-DE', 'pt-BR', 'en'], offered, 'en')).toBe('pt');
    expect(matchLanguage(['EN_gb'], offered, 'es')).toBe('en');
  });

  it('falls back to the default when nothing matches', () => {
    expect(matchLanguage(['ja-JP', 'ko'], offered, 'es')).toBe('es');
    expect(matchLanguage([], offered, 'en')).toBe('en');
  });
});

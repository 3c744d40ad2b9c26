import { describe, expect, it } from 'vitest';
import { page as english } from '#shared/i18n/respond/en';
import type { ResponseRecord } from './ports';
import { receiptFor } from './response-service';

/**
 * The answer page says the receipt in the respondent's language by finding the server's English
 * words in the English catalog (public-survey-page.tsx): every description the server can write
 * must be there, or that line would stay English on a Spanish page.
 */
describe("the receipt's words are the catalog's", () => {
  const catalog = new Set<string>(
    Object.entries(english)
      .filter(([id]) => id.startsWith('respond.receipt.'))
      .map(([, text]) => text),
  );
  const stored = (email: boolean): ResponseRecord => ({
    id: 'r-1',
    surveyId: 's-1',
    day: '2026-05-04',
    source: 'email',
    answers: [],
    sentiment: 0.5,
    round: 2,
    ...(email ? { email: 'ana@example.com' } : {}),
  });

  for (const anonymous of [true, false]) {
    for (const personal of [true, false]) {
      it(`for an ${anonymous ? 'anonymous' : 'named'} survey through ${personal ? 'a personal' : 'the open'} link`, () => {
        const receipt = receiptFor(
          stored(!anonymous && personal),
          personal,
          anonymous,
          ['t-1', 't-2'],
          3,
        );
        for (const entry of receipt.kept) {
          if (entry.field === 'teams' && anonymous) {
            // Said from its figures, in the catalog's plural forms.
            expect(entry.figures).toEqual({ teams: 2, threshold: 3 });
            continue;
          }
          expect({ field: entry.field, known: catalog.has(entry.description) }).toEqual({
            field: entry.field,
            known: true,
          });
        }
        for (const item of receipt.notKept)
          expect({ item, known: catalog.has(item) }).toEqual({ item, known: true });
      });
    }
  }
});

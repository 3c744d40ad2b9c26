import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../locales';
import { RESPOND_CATALOGS } from './catalogs';

const en = RESPOND_CATALOGS.en;

/** Each argument a message uses, with how it is formatted ('tag' for rich-text tags). */
function argumentsOf(elements: MessageFormatElement[], found = new Map<string, string>()) {
  for (const element of elements) {
    switch (element.type) {
      case TYPE.argument:
      case TYPE.number:
      case TYPE.date:
      case TYPE.time:
        found.set(element.value, TYPE[element.type]);
        break;
      case TYPE.plural:
      case TYPE.select:
        found.set(element.value, TYPE[element.type]);
        for (const option of Object.values(element.options)) argumentsOf(option.value, found);
        break;
      case TYPE.tag:
        found.set(`<${element.value}>`, 'tag');
        argumentsOf(element.children, found);
        break;
      default:
        break;
    }
  }
  return found;
}

/** The plural categories a message's plurals use, other than exact `=n` matches. */
function pluralCategories(elements: MessageFormatElement[], found = new Set<string>()) {
  for (const element of elements) {
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const [key, option] of Object.entries(element.options)) {
        if (element.type === TYPE.plural && !key.startsWith('=')) found.add(key);
        pluralCategories(option.value, found);
      }
    } else if (element.type === TYPE.tag) {
      pluralCategories(element.children, found);
    }
  }
  return found;
}

/**
 * Text that is the same word in English and in the language, correctly: loan words and
 * cognates, not text left untranslated.
 */
const SAME_AS_ENGLISH: Partial<Record<string, string[]>> = {
  fr: [
    'respond.receipt.field.invitation',
    'respond.receipt.field.sentiment',
    'respond.conversation.messages',
    'respond.conversation.title',
  ],
  de: ['respond.receipt.field.teams'],
};

describe.each(LOCALES)('the %s respondent catalog', (locale) => {
  const catalog = RESPOND_CATALOGS[locale];
  const plurals = new Set<string>(new Intl.PluralRules(locale).resolvedOptions().pluralCategories);

  for (const part of ['page', 'mail'] as const) {
    it(`has exactly the English ${part} ids`, () => {
      expect(Object.keys(catalog[part]).sort()).toEqual(Object.keys(en[part]).sort());
    });

    it(`keeps every ${part} id under the respond. prefix`, () => {
      for (const id of Object.keys(catalog[part])) expect(id).toMatch(/^respond\.[a-zA-Z.]+$/);
    });

    it(`parses every ${part} message, with the placeholders English has`, () => {
      for (const [id, message] of Object.entries(catalog[part])) {
        const ast = parse(message);
        const english = parse(en[part][id as keyof (typeof en)[typeof part]]);
        expect({ id, args: argumentsOf(ast) }).toEqual({ id, args: argumentsOf(english) });
        for (const category of pluralCategories(ast)) {
          expect({ id, category, known: plurals.has(category) }).toEqual({
            id,
            category,
            known: true,
          });
        }
        // Formats with sample values (a plural without `other` or a bad skeleton throws here).
        const values = Object.fromEntries(
          [...argumentsOf(ast)].map(([name, kind]) =>
            kind === 'tag'
              ? [name.slice(1, -1), (chunks: string[]) => `[${chunks.join('')}]`]
              : [name, kind === 'argument' ? 'X' : 3],
          ),
        );
        const text = new IntlMessageFormat(ast, locale).format(values);
        expect(String(text).trim()).not.toBe('');
      }
    });

    it(`leaves no ${part} message in English`, () => {
      if (locale === 'en') return;
      const allowed = new Set(SAME_AS_ENGLISH[locale] ?? []);
      const same = Object.entries(catalog[part])
        .filter(([id, message]) => message === en[part][id as never] && !allowed.has(id))
        .map(([id]) => id);
      expect(same).toEqual([]);
    });
  }

  it('formats counts with the plural forms of the language', () => {
    const problems = (count: number) =>
      new IntlMessageFormat(catalog.page['respond.form.problems'], locale).format({ count });
    expect(problems(1)).not.toEqual(problems(5));
    expect(problems(5)).toContain(new Intl.NumberFormat(locale).format(5));
  });
});

describe('the Polish catalog', () => {
  it('says "2 problemy" and "5 problemów", as Polish counts them', () => {
    const format = (count: number) =>
      new IntlMessageFormat(RESPOND_CATALOGS.pl.page['respond.form.problems'], 'pl').format({
        count,
      });
    expect(format(2)).toContain('2 problemy');
    expect(format(5)).toContain('5 problemów');
    expect(format(22)).toContain('22 problemy');
  });
});

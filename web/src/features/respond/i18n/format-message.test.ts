import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { LOCALES } from '#shared/i18n/locales';
import { RESPOND_CATALOGS } from '#shared/i18n/respond/catalogs';
import { formatParts, formatRich, formatText, MessageError } from './format-message';

/** What a tag's function gives in these tests: an object, so rich parts are told from text. */
const tagged = (tag: string) => (chunks: unknown[]) => ({ tag, chunks });

/** The message formatted by both: ours, and FormatJS's own `intl-messageformat` on the same tree. */
function both(message: string, locale: string, values?: Record<string, unknown>) {
  const tree = parse(message);
  return {
    ours: formatRich(tree, locale, values as never),
    theirs: new IntlMessageFormat(tree, locale).format(values as never),
  };
}

function expectSame(message: string, locale: string, values?: Record<string, unknown>) {
  const { ours, theirs } = both(message, locale, values);
  expect(ours, `${locale}: ${message} ${JSON.stringify(values)}`).toEqual(theirs);
  return ours;
}

type Kind = 'argument' | 'number' | 'date' | 'time' | 'select' | 'plural' | 'tag';
const KINDS: Record<number, Kind> = {
  1: 'argument',
  2: 'number',
  3: 'date',
  4: 'time',
  5: 'select',
  6: 'plural',
  8: 'tag',
};

/** Every value a message asks for, with its kind and (for a select) its branches. */
function variables(
  elements: readonly MessageFormatElement[],
  found = new Map<string, { kind: Kind; options: string[] }>(),
) {
  for (const element of elements) {
    const el = element as { type: number; value: string } & Record<string, unknown>;
    const kind = KINDS[el.type];
    if (!kind) continue;
    const options = el.options as Record<string, { value: MessageFormatElement[] }> | undefined;
    found.set(el.value, { kind, options: options ? Object.keys(options) : [] });
    for (const option of Object.values(options ?? {})) variables(option.value, found);
    if (el.children) variables(el.children as MessageFormatElement[], found);
  }
  return found;
}

const COUNTS = [0, 1, 2, 3, 4, 5, 7, 11, 12, 14, 21, 22, 25, 100, 101, 1000, 1.5];
const DAY = new Date(Date.UTC(2026, 2, 3, 14, 5, 9));

/** Sample values for a message: each count for its numbers and plurals, each branch of a select. */
function samples(tree: MessageFormatElement[]): Array<Record<string, unknown>> {
  const vars = variables(tree);
  const selects = [...vars].filter(([, v]) => v.kind === 'select');
  const branches = selects.length
    ? selects.flatMap(([, v]) => [...v.options.filter((o) => o !== 'other'), 'something-else'])
    : [''];
  return COUNTS.flatMap((count) =>
    branches.map((branch) =>
      Object.fromEntries(
        [...vars].map(([name, { kind }]) => {
          switch (kind) {
            case 'number':
            case 'plural':
              return [name, count];
            case 'date':
            case 'time':
              return [name, DAY];
            case 'select':
              return [name, branch];
            case 'tag':
              return [name, tagged(name)];
            default:
              return [name, `«${name}»`];
          }
        }),
      ),
    ),
  );
}

describe('formatting compiled messages as intl-messageformat does', () => {
  for (const locale of LOCALES) {
    it(`formats every page message of ${locale} the same, with sample values`, () => {
      const page = RESPOND_CATALOGS[locale].page as Record<string, string>;
      let formatted = 0;
      for (const [id, message] of Object.entries(page)) {
        const tree = parse(message);
        for (const values of samples(tree)) {
          const ours = formatRich(tree, locale, values as never);
          const theirs = new IntlMessageFormat(tree, locale).format(values as never);
          expect(ours, `${id} ${JSON.stringify(values)}`).toEqual(theirs);
          formatted++;
        }
      }
      expect(formatted).toBeGreaterThanOrEqual(Object.keys(page).length * COUNTS.length);
    });
  }

  it('chooses the plural forms of Polish, Japanese and French', () => {
    const message =
      '{n, plural, =0 {nic} one {# plik} few {# pliki} many {# plików} other {# pliku}}';
    const polish = [0, 1, 2, 4, 5, 12, 22, 25, 101, 1.5].map((n) =>
      expectSame(message, 'pl', { n }),
    );
    expect(polish).toEqual([
      'nic',
      '1 plik',
      '2 pliki',
      '4 pliki',
      '5 plików',
      '12 plików',
      '22 pliki',
      '25 plików',
      '101 plików',
      '1,5 pliku',
    ]);
    const japanese = '{n, plural, one {# 件 (one)} other {# 件}}';
    expect([0, 1, 2, 1000].map((n) => expectSame(japanese, 'ja', { n }))).toEqual([
      '0 件',
      '1 件',
      '2 件',
      '1,000 件',
    ]);
    const french = '{n, plural, one {# réponse} many {# de réponses} other {# réponses}}';
    expect([0, 1, 1.5, 2, 1000000].map((n) => expectSame(french, 'fr', { n }))).toEqual([
      '0 réponse',
      '1 réponse',
      '1,5 réponse',
      '2 réponses',
      '1\u202f000\u202f000 de réponses',
    ]);
  });

  it('matches =n before the category and counts # after the offset', () => {
    const message =
      '{guests, plural, offset:1 =0 {nobody} =1 {{host}} one {{host} and # other} other {{host} and # others}}';
    expect(
      [0, 1, 2, 3, 1002].map((guests) => expectSame(message, 'en', { guests, host: 'Ana' })),
    ).toEqual(['nobody', 'Ana', 'Ana and 1 other', 'Ana and 2 others', 'Ana and 1,001 others']);
    expect(
      expectSame('{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}', 'en', { n: 23 }),
    ).toBe('23rd');
  });

  it('chooses a select branch, other when none fits, and nests plurals in it', () => {
    const message =
      '{role, select, manager {{count, plural, one {a manager sees # group} other {a manager sees # groups}}} other {nobody sees it}}';
    expect(expectSame(message, 'en', { role: 'manager', count: 1 })).toBe('a manager sees 1 group');
    expect(expectSame(message, 'en', { role: 'manager', count: 3 })).toBe(
      'a manager sees 3 groups',
    );
    expect(expectSame(message, 'en', { role: 'owner', count: 3 })).toBe('nobody sees it');
    // A select's own branch has no #, as in FormatJS.
    expectSame('{n, plural, other {{k, select, a {# a} other {# other}}}}', 'en', { n: 2, k: 'a' });
  });

  it('formats numbers with their styles and skeletons', () => {
    const cases: Array<[string, string, Record<string, unknown>]> = [
      ['{n, number}', 'de', { n: 1234567.891 }],
      ['{n, number, integer}', 'fr', { n: 1234.6 }],
      ['{n, number, percent}', 'es', { n: 0.256 }],
      ['{n, number, ::percent}', 'pl', { n: 0.5 }],
      ['{n, number, ::currency/EUR}', 'pt', { n: 12.5 }],
      ['{n, number, ::compact-short}', 'ja', { n: 123456 }],
      ['{n, number, ::scale/100 .0}', 'en', { n: 0.1234 }],
      ['{count, number} of {max, number} characters', 'pl', { count: 1200, max: 10000 }],
    ];
    for (const [message, locale, values] of cases) expectSame(message, locale, values);
    expect(expectSame('{n, number}', 'de', { n: 1234.5 })).toBe('1.234,5');
  });

  it('formats dates and times with their styles and skeletons', () => {
    for (const locale of ['en', 'es', 'de', 'ja', 'pl']) {
      for (const message of [
        '{d, date}',
        '{d, date, short}',
        '{d, date, medium}',
        '{d, date, long}',
        '{d, date, full}',
        '{d, date, ::yyyyMMMd}',
        '{d, time}',
        '{d, time, short}',
        '{d, time, ::Hm}',
        'On {d, date, long} at {d, time, short}',
      ]) {
        expectSame(message, locale, { d: DAY });
        expectSame(message, locale, { d: DAY.getTime() });
      }
    }
  });

  it('gives a tag its formatted content and keeps rich values as parts', () => {
    const message = 'Show <b>{name}</b> to the manager of <b>{team}</b>? {star} marks {n, number}.';
    const values = { name: 'Ana', team: 'Ops', star: { icon: '*' }, n: 2, b: tagged('b') };
    expect(expectSame(message, 'en', values)).toEqual([
      'Show ',
      { tag: 'b', chunks: ['Ana'] },
      ' to the manager of ',
      { tag: 'b', chunks: ['Ops'] },
      '? ',
      { icon: '*' },
      ' marks 2.',
    ]);
    // Text inside a tag with an argument and a plural's #.
    expectSame('{n, plural, other {<b>#</b> for {who}}}', 'fr', {
      n: 1200,
      who: 'vous',
      b: tagged('b'),
    });
    // A tag whose function gives text is text: the message is then one string.
    expect(expectSame('a <b>b</b> c', 'en', { b: (chunks: string[]) => chunks.join('') })).toBe(
      'a b c',
    );
    // Empty and falsy arguments, and a message of one rich value.
    expect(expectSame('{a}{b}', 'en', { a: 0, b: '' })).toBe('0');
    expect(expectSame('{x}', 'en', { x: { icon: 1 } })).toEqual({ icon: 1 });
    expect(expectSame('', 'en')).toBe('');
  });

  it('refuses a missing value or a tag without a function, as intl-messageformat does', () => {
    const missing = parse('Hello {name}');
    expect(() => formatText(missing, 'en', {})).toThrow(MessageError);
    expect(() => new IntlMessageFormat(missing, 'en').format({})).toThrow();
    const tag = parse('<b>x</b>');
    expect(() => formatParts(tag, 'en', { b: 'not a function' })).toThrow(MessageError);
    expect(() => new IntlMessageFormat(tag, 'en').format({ b: 'not a function' })).toThrow();
  });

  it('gives text for text values', () => {
    const tree = parse('{count, plural, one {# problem in {title}} other {# problems in {title}}}');
    expect(formatText(tree, 'en', { count: 2, title: 'Pulse' })).toBe('2 problems in Pulse');
  });
});

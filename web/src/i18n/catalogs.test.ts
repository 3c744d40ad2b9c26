import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { appLocales } from './locales';
import { de } from './messages/de';
import { en as english } from './messages/en';

const en: Readonly<Record<string, string>> = english;

type Ast = ReturnType<IntlMessageFormat['getAst']>;

/** The arguments and tags a message uses, with the kind of each (`count:plural`, `b:tag`). */
function placeholders(ast: Ast, into = new Set<string>()): Set<string> {
  for (const element of ast) {
    const node = element as { type: number; value?: string; options?: object; children?: Ast };
    // 0 is literal text, 7 a `#` in a plural: neither is a placeholder.
    if (node.type === 0 || node.type === 7) continue;
    const kinds = [
      'literal',
      'argument',
      'number',
      'date',
      'time',
      'select',
      'plural',
      'pound',
      'tag',
    ];
    into.add(`${node.value}:${kinds[node.type]}`);
    if (node.options) {
      for (const option of Object.values(node.options) as { value: Ast }[])
        placeholders(option.value, into);
    }
    if (node.children) placeholders(node.children, into);
  }
  return into;
}

const catalogs: Record<string, Readonly<Record<string, string>>> = { en, de };

describe('the app catalogs (decision 0061)', () => {
  it('has a catalog for every shipped language', () => {
    expect(Object.keys(catalogs).sort()).toEqual([...appLocales].sort());
  });

  it('gives German exactly the English ids', () => {
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
  });

  it.each(Object.keys(catalogs))('parses every %s message', (locale) => {
    const failures: string[] = [];
    for (const [id, text] of Object.entries(catalogs[locale] ?? {})) {
      try {
        new IntlMessageFormat(text, locale);
      } catch (error) {
        failures.push(`${id}: ${(error as Error).message}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('uses the same placeholders in German as in English', () => {
    const differ: string[] = [];
    for (const [id, text] of Object.entries(en)) {
      const german = de[id];
      if (german === undefined) continue;
      const want = [...placeholders(new IntlMessageFormat(text, 'en').getAst())].sort();
      const got = [...placeholders(new IntlMessageFormat(german, 'de').getAst())].sort();
      if (want.join() !== got.join()) differ.push(`${id}: ${want.join()} vs ${got.join()}`);
    }
    expect(differ).toEqual([]);
  });

  it('leaves no English in German where the text is not a name', () => {
    const same = Object.entries(en).filter(
      ([id, text]) => de[id] === text && /[a-z]{4,}/i.test(text),
    );
    // Words German shares with English (Team, Name, Status, Dashboard...) may stay; a sentence may not.
    expect(same.filter(([, text]) => text.split(/\s+/).length > 2).map(([id]) => id)).toEqual([]);
  });
});

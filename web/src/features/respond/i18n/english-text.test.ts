import { describe, expect, it } from 'vitest';
import { page as english, type RespondPageId } from '#shared/i18n/respond/en';
import { englishText, plainEnglish } from './english-text';

describe("English's plain words read from its compiled messages", () => {
  it('are the catalog text of every message without arguments, plurals or tags', () => {
    const plain = plainEnglish();
    const expected = (Object.keys(english) as RespondPageId[]).filter(
      (id) => !/[{<]/.test(english[id]),
    );
    expect([...plain.keys()].sort()).toEqual(expected.sort());
    for (const id of expected) expect(englishText(id)).toBe(english[id]);
    // The server's receipt lines the page looks up are among them.
    expect(englishText('respond.receipt.notKept.network')).toBe('your network (IP) address');
  });

  it('refuses a message with an argument', () => {
    expect(() => englishText('respond.receipt.nothingElse')).toThrow(/not a plain English/);
  });
});

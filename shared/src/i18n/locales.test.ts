import { describe, expect, it } from 'vitest';
import { LOCALES, matchLocale, productLocale } from './locales';

describe('matchLocale', () => {
  it('falls back from a region to its language', () => {
    expect(matchLocale(['es-MX'], LOCALES)).toBe('es');
    expect(matchLocale(['pt-BR'], LOCALES)).toBe('pt');
    expect(matchLocale(['ja-JP'], LOCALES)).toBe('ja');
    expect(matchLocale(['de_AT'], LOCALES)).toBe('de');
  });

  it('takes the first preference that is offered, in the order asked', () => {
    expect(matchLocale(['nl-NL', 'nl', 'fr-CA', 'en'], LOCALES)).toBe('fr');
    expect(matchLocale(['en-GB', 'pl'], LOCALES)).toBe('en');
  });

  it('prefers an exact regional tag when one is offered', () => {
    expect(matchLocale(['pt-BR'], ['pt', 'pt-BR'])).toBe('pt-BR');
    expect(matchLocale(['pt-PT'], ['pt', 'pt-BR'])).toBe('pt');
    expect(matchLocale(['zh-Hant-TW'], ['zh', 'zh-Hant'])).toBe('zh-Hant');
  });

  it('is case-blind and returns the offered spelling', () => {
    expect(matchLocale(['PT-br'], ['en', 'pt-BR'])).toBe('pt-BR');
  });

  it('says null when nothing fits, and ignores empty or wildcard tags', () => {
    expect(matchLocale(['nl', 'sv-SE'], LOCALES)).toBeNull();
    expect(matchLocale([], LOCALES)).toBeNull();
    expect(matchLocale(['', '*', '<script>'], LOCALES)).toBeNull();
  });

  it('does not match a language by a longer one that merely starts the same', () => {
    expect(matchLocale(['en'], ['en-US'])).toBeNull();
    expect(matchLocale(['e'], LOCALES)).toBeNull();
  });
});

describe('productLocale', () => {
  it("maps a survey's language tag to a product locale, English when unknown or absent", () => {
    expect(productLocale('de')).toBe('de');
    expect(productLocale('es-419')).toBe('es');
    expect(productLocale('nl')).toBe('en');
    expect(productLocale(undefined)).toBe('en');
    expect(productLocale(null)).toBe('en');
  });
});

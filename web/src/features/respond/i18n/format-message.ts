import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/**
 * A formatter of ICU messages already compiled to syntax trees (`MessageFormatElement[]`), for the
 * respondent's pages (decision 0060): it formats a message as `intl-messageformat` does (the unit
 * tests hold it to that), on the browser's own `Intl`, without react-intl, `@formatjs/intl` and
 * `intl-messageformat` on the answer page (about 24 KB minified, 6.4 KiB gzip). It reads trees
 * only: the parser is loaded by page-messages.ts in tests and the dev server, never by the built
 * page.
 */

/** The element kinds of `@formatjs/icu-messageformat-parser`'s `TYPE` (read here as numbers). */
const LITERAL = 0;
const ARGUMENT = 1;
const NUMBER = 2;
const DATE = 3;
const TIME = 4;
const SELECT = 5;
const PLURAL = 6;
const POUND = 7;
const TAG = 8;

/** A tag's function (`<b>…</b>`): given the tag's formatted content, what to show for it. */
export type TagFunction<T> = (chunks: Array<string | T>) => string | T | Array<string | T>;

/** What a message's argument may be given: text, a number, a date, rich content or a tag's function. */
export type MessageValue<T> = string | number | Date | T | TagFunction<T> | null | undefined;

/** A message that cannot be formatted with the values given (a value missing, a tag not a function). */
export class MessageError extends Error {}

/** The named styles of `{n, number, integer}`, `{d, date, long}`, `{t, time, short}` (ICU's, as FormatJS reads them). */
const NUMBER_STYLES: Record<string, Intl.NumberFormatOptions> = {
  integer: { maximumFractionDigits: 0 },
  currency: { style: 'currency' },
  percent: { style: 'percent' },
};
const DATE_STYLES: Record<string, Intl.DateTimeFormatOptions> = {
  short: { month: 'numeric', day: 'numeric', year: '2-digit' },
  medium: { month: 'short', day: 'numeric', year: 'numeric' },
  long: { month: 'long', day: 'numeric', year: 'numeric' },
  full: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
};
const TIME_STYLES: Record<string, Intl.DateTimeFormatOptions> = {
  short: { hour: 'numeric', minute: 'numeric' },
  medium: { hour: 'numeric', minute: 'numeric', second: 'numeric' },
  long: { hour: 'numeric', minute: 'numeric', second: 'numeric', timeZoneName: 'short' },
  full: { hour: 'numeric', minute: 'numeric', second: 'numeric', timeZoneName: 'short' },
};

/** `Intl` formatters made once per locale and options (making one costs far more than using it). */
const formatters = new Map<string, unknown>();

function cached<F>(kind: string, locale: string, options: object | undefined, make: () => F): F {
  const key = `${kind}\u0000${locale}\u0000${options ? JSON.stringify(options) : ''}`;
  let formatter = formatters.get(key) as F | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

export const numberFormat = (locale: string, options?: Intl.NumberFormatOptions) =>
  cached('number', locale, options, () => new Intl.NumberFormat(locale, options));
export const dateTimeFormat = (locale: string, options?: Intl.DateTimeFormatOptions) =>
  cached('date', locale, options, () => new Intl.DateTimeFormat(locale, options));
export const pluralRules = (locale: string, options?: Intl.PluralRulesOptions) =>
  cached('plural', locale, options, () => new Intl.PluralRules(locale, options));
export const listFormat = (locale: string, options?: Intl.ListFormatOptions) =>
  cached('list', locale, options, () => new Intl.ListFormat(locale, options));

/** A skeleton's options (`{n, number, ::percent}`), or a named style's, or none. */
function styleOptions<O>(style: unknown, named: Record<string, O>, fallback?: O): O | undefined {
  if (typeof style === 'string') return named[style];
  if (style && typeof style === 'object' && 'parsedOptions' in style) {
    return (style as { parsedOptions: O }).parsedOptions;
  }
  return fallback;
}

function own<V>(record: Record<string, V>, key: string): V | undefined {
  return Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;
}

/**
 * The message's parts: text (adjacent text joined) and the objects rich values or tags gave.
 * `pluralValue` is the number `#` stands for inside a plural's branch.
 */
export function formatParts<T>(
  elements: readonly MessageFormatElement[],
  locale: string,
  values: Readonly<Record<string, MessageValue<T>>> = {},
  pluralValue?: number,
): Array<string | T> {
  const parts: Array<string | T> = [];
  const push = (part: string | T) => {
    const last = parts.length - 1;
    if (typeof part === 'string' && last >= 0 && typeof parts[last] === 'string') {
      parts[last] = (parts[last] as string) + part;
    } else {
      parts.push(part);
    }
  };
  for (const element of elements) {
    const el = element as MessageFormatElement & { type: number };
    if (el.type === LITERAL) {
      push((el as { value: string }).value);
      continue;
    }
    if (el.type === POUND) {
      if (typeof pluralValue === 'number') push(numberFormat(locale).format(pluralValue));
      continue;
    }
    const name = (el as { value: string }).value;
    if (!(name in values)) throw new MessageError(`The message needs a value for "${name}"`);
    const value = values[name];
    switch (el.type) {
      case ARGUMENT:
        if (typeof value === 'string' || typeof value === 'number') push(String(value));
        else if (!value) push('');
        else push(value as T);
        break;
      case NUMBER: {
        const style = styleOptions<Intl.NumberFormatOptions & { scale?: number }>(
          (el as { style?: unknown }).style,
          NUMBER_STYLES,
        );
        const n = style?.scale ? (value as number) * style.scale : (value as number);
        push(numberFormat(locale, style).format(n));
        break;
      }
      case DATE:
      case TIME: {
        const style = styleOptions<Intl.DateTimeFormatOptions>(
          (el as { style?: unknown }).style,
          el.type === DATE ? DATE_STYLES : TIME_STYLES,
          el.type === DATE ? undefined : TIME_STYLES.medium,
        );
        push(dateTimeFormat(locale, style).format(value as Date | number));
        break;
      }
      case TAG: {
        if (typeof value !== 'function') {
          throw new MessageError(`The message's tag <${name}> needs a function`);
        }
        const children = (el as { children: MessageFormatElement[] }).children;
        const chunks = (value as TagFunction<T>)(
          formatParts(children, locale, values, pluralValue),
        );
        for (const chunk of Array.isArray(chunks) ? chunks : [chunks]) push(chunk);
        break;
      }
      case SELECT: {
        const options = (el as { options: Record<string, { value: MessageFormatElement[] }> })
          .options;
        const chosen = own(options, String(value)) ?? options.other;
        if (!chosen) throw new MessageError(`The message has no branch for ${name} "${value}"`);
        // As FormatJS: a select's branch has no `#` of its own.
        for (const part of formatParts(chosen.value, locale, values)) push(part);
        break;
      }
      case PLURAL: {
        const plural = el as {
          options: Record<string, { value: MessageFormatElement[] }>;
          offset?: number;
          pluralType?: Intl.PluralRulesOptions['type'];
        };
        const n = value as number;
        const offset = plural.offset ?? 0;
        let chosen = own(plural.options, `=${n}`);
        if (!chosen) {
          const category = pluralRules(locale, { type: plural.pluralType }).select(n - offset);
          chosen = own(plural.options, category) ?? plural.options.other;
        }
        if (!chosen) throw new MessageError(`The message has no branch for ${name} ${n}`);
        for (const part of formatParts(chosen.value, locale, values, n - offset)) push(part);
        break;
      }
      default:
        throw new MessageError(`The message has an element of unknown kind ${el.type}`);
    }
  }
  return parts;
}

/** The message as text: every value is text or a number (or a date for `{d, date}`). */
export function formatText(
  elements: readonly MessageFormatElement[],
  locale: string,
  values?: Readonly<Record<string, string | number | Date>>,
): string {
  return formatParts<never>(elements, locale, values).join('');
}

/**
 * The message with rich values and tags: text when every part is text, else its parts (as
 * `IntlMessageFormat.format` answers).
 */
export function formatRich<T>(
  elements: readonly MessageFormatElement[],
  locale: string,
  values?: Readonly<Record<string, MessageValue<T>>>,
): string | T | Array<string | T> {
  const parts = formatParts(elements, locale, values);
  if (parts.length === 0) return '';
  if (parts.length === 1) return parts[0] as string | T;
  return parts;
}

import { existsSync, readFileSync } from 'node:fs';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { productLocale, type Locale } from '#shared/i18n/locales';
import type { RespondMailId } from '#shared/i18n/respond/en';

type Compiled = Record<Locale, Record<RespondMailId, MessageFormatElement[]>>;

let compiled: Compiled | undefined;

/**
 * The compiled mail messages: beside the bundle in a function (copied there by the build,
 * scripts/respond-mail-assets.ts), else the repository's file (tests and the local runtime run
 * the sources). Read on the first respondent mail, never at load.
 */
function messages(): Compiled {
  if (!compiled) {
    const shipped = new URL('./respond-mail.json', import.meta.url);
    const file = existsSync(shipped)
      ? shipped
      : new URL('../../../../shared/src/i18n/respond/mail-messages.json', import.meta.url);
    compiled = JSON.parse(readFileSync(file, 'utf8')) as Compiled;
  }
  return compiled;
}

const formats = new Map<string, IntlMessageFormat>();

export interface RespondentText {
  /** The product locale the mail is written in, for its `lang` and its subject. */
  locale: Locale;
  text: (id: RespondMailId, values?: Record<string, string | number>) => string;
}

/**
 * The respondent's mail text in a survey's language (its `defaultLanguage`, a BCP 47 tag): the
 * product locale that best fits it, English for a language the product is not written in.
 */
export function respondentText(language: string | null | undefined): RespondentText {
  const locale = productLocale(language);
  return {
    locale,
    text: (id, values) => {
      const key = `${locale}\u0000${id}`;
      let format = formats.get(key);
      if (!format) {
        const ast = messages()[locale][id] ?? messages().en[id];
        format = new IntlMessageFormat(ast, locale);
        formats.set(key, format);
      }
      return String(format.format(values));
    },
  };
}

/** The layout's words and language for a respondent's mail in `t`'s language. */
export const respondentLayout = ({ locale, text }: RespondentText) => ({
  lang: locale,
  words: {
    buttonFallback: text('respond.mail.buttonFallback'),
    footer: text('respond.mail.footer'),
  },
});

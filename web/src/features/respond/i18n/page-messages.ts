import type { Locale } from '../../../../../shared/src/i18n/locales';
import { page as de } from '../../../../../shared/src/i18n/respond/de';
import { page as en } from '../../../../../shared/src/i18n/respond/en';
import { page as es } from '../../../../../shared/src/i18n/respond/es';
import { page as fr } from '../../../../../shared/src/i18n/respond/fr';
import { page as ja } from '../../../../../shared/src/i18n/respond/ja';
import { page as pl } from '../../../../../shared/src/i18n/respond/pl';
import { page as pt } from '../../../../../shared/src/i18n/respond/pt';

const PAGES: Record<Locale, Record<string, string>> = { en, es, fr, de, pt, pl, ja };

/** The answer and conversation pages' messages in `locale`. */
export function pageMessages(locale: Locale): Record<string, string> {
  return PAGES[locale];
}

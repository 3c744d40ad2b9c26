import type { Locale } from '../locales';
import * as de from './de';
import * as en from './en';
import * as es from './es';
import * as fr from './fr';
import * as ja from './ja';
import * as pl from './pl';
import * as pt from './pt';
import type { RespondMailId, RespondPageId } from './en';

/**
 * Every locale's respondent catalogs, as ICU source text: for tests and for the build, which
 * precompiles them (scripts/build-respond-messages.ts). The page and the functions import what
 * they ship from their own modules, so neither carries the other's text.
 */
export const RESPOND_CATALOGS: Record<
  Locale,
  { page: Record<RespondPageId, string>; mail: Record<RespondMailId, string> }
> = { en, es, fr, de, pt, pl, ja };

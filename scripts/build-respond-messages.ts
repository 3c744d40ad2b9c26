/**
 * Writes the respondent's mail messages, compiled to ICU syntax trees, to
 * shared/src/i18n/respond/mail-messages.json: the file that ships beside the functions that mail
 * respondents (scripts/respond-mail-assets.ts) and that they read on their first mail, so their
 * JavaScript carries neither the ICU parser nor seven languages of text (decision 0060).
 * Run `npm run build:messages` after editing a catalog; a unit test fails while it is stale.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { compiledMail } from './respond-messages';

export const MAIL_MESSAGES_FILE = join(
  import.meta.dirname,
  '..',
  'shared',
  'src',
  'i18n',
  'respond',
  'mail-messages.json',
);

writeFileSync(MAIL_MESSAGES_FILE, `${JSON.stringify(compiledMail())}\n`);

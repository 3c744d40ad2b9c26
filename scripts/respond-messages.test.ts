import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compiledMail } from './respond-messages';

describe('the compiled mail messages the functions read', () => {
  it('are the catalogs as they are now (run `npm run build:messages` after editing one)', () => {
    const file = join(
      import.meta.dirname,
      '..',
      'shared',
      'src',
      'i18n',
      'respond',
      'mail-messages.json',
    );
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(compiledMail());
  });
});

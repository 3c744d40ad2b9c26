import { copyFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'esbuild';

const TEXT_MODULE = 'functions/src/domain/mail/respondent-text.ts';
const MESSAGES = join(
  import.meta.dirname,
  '..',
  'shared',
  'src',
  'i18n',
  'respond',
  'mail-messages.json',
);

/**
 * Copies the respondent's compiled mail messages beside a Lambda bundle that mails respondents
 * (decision 0060), as the sentiment lexicons are (scripts/lexicon-assets.ts): text the function
 * reads on its first such mail, in the one language it needs, not JavaScript it parses at start.
 */
export const respondMailAssets: Plugin = {
  name: 'respond-mail-assets',
  setup(build) {
    build.onEnd((result) => {
      const { outfile, outdir } = build.initialOptions;
      const kept = Object.values(result.metafile?.outputs ?? {}).some((output) =>
        Object.entries(output.inputs).some(
          ([input, { bytesInOutput }]) => input.endsWith(TEXT_MODULE) && bytesInOutput > 0,
        ),
      );
      if (!kept) return;
      const out = outdir ?? dirname(resolve(outfile ?? '.'));
      copyFileSync(MESSAGES, join(out, 'respond-mail.json'));
    });
  },
};

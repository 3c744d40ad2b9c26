import { copyFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'esbuild';

const SCORER_MODULE = 'functions/src/domain/responses/sentiment-score.ts';
const LEXICONS = join(
  import.meta.dirname,
  '..',
  'shared',
  'src',
  'domain',
  'sentiment-lexicons.deflate',
);

/**
 * Copies the deflated sentiment lexicons beside a Lambda bundle that scores comments (decision
 * 0057): data the function reads on its first scored answer, not JavaScript it parses at start.
 */
export const lexiconAssets: Plugin = {
  name: 'lexicon-assets',
  setup(build) {
    build.onEnd((result) => {
      const { outfile, outdir } = build.initialOptions;
      // Only where the scorer's code is kept: modules esbuild drops still count as inputs.
      const kept = Object.values(result.metafile?.outputs ?? {}).some((output) =>
        Object.entries(output.inputs).some(
          ([input, { bytesInOutput }]) => input.endsWith(SCORER_MODULE) && bytesInOutput > 0,
        ),
      );
      if (!kept) return;
      const out = outdir ?? dirname(resolve(outfile ?? '.'));
      copyFileSync(LEXICONS, join(out, 'sentiment-lexicons.deflate'));
    });
  },
};

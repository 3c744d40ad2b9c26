import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'esbuild';
import { FONT_PACKAGES, fontFileNames } from '../functions/src/formats/pdf/pdf-fonts';

const require = createRequire(import.meta.url);
const FONTS_MODULE = 'functions/src/formats/pdf/pdf-fonts.ts';

/**
 * Copies the PDFs' fonts into `fonts/` beside a Lambda bundle that writes PDFs (decision 0056):
 * each package's `unicode.json`, its licence and the WOFF files of the ranges and weights the
 * writer reads, so they are uploaded with the function and are not JavaScript it parses.
 */
export const pdfFontAssets: Plugin = {
  name: 'pdf-font-assets',
  setup(build) {
    build.onEnd((result) => {
      const { outfile, outdir } = build.initialOptions;
      // Only where the writer's code is kept: modules esbuild drops still count as inputs.
      const kept = Object.values(result.metafile?.outputs ?? {}).some((output) =>
        Object.entries(output.inputs).some(
          ([input, { bytesInOutput }]) => input.endsWith(FONTS_MODULE) && bytesInOutput > 0,
        ),
      );
      if (!kept) return;
      const out = join(outdir ?? dirname(resolve(outfile ?? '.')), 'fonts');
      for (const pkg of FONT_PACKAGES) {
        const from = dirname(
          require.resolve(`@fontsource/${pkg}/files/${pkg}-latin-400-normal.woff`),
        );
        const root = dirname(from);
        const to = join(out, pkg);
        mkdirSync(join(to, 'files'), { recursive: true });
        copyFileSync(join(root, 'unicode.json'), join(to, 'unicode.json'));
        copyFileSync(join(root, 'LICENSE'), join(to, 'LICENSE'));
        const unicode = JSON.parse(readFileSync(join(root, 'unicode.json'), 'utf8')) as Record<
          string,
          string
        >;
        for (const file of fontFileNames(pkg, unicode)) {
          copyFileSync(join(from, file), join(to, 'files', file));
        }
      }
    });
  },
};

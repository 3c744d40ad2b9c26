import { beforeAll, describe, expect, it } from 'vitest';
import { loadPdfFonts } from '../../formats/pdf/pdf-fonts';
import { firstPagePixels, flatLogo, pdfText } from '../../formats/pdf/pdf-render.fixtures';
import { roundReportPdf } from './round-report-pdf';
import { aRoundReport } from './round-report.fixture';

const report = aRoundReport();

beforeAll(loadPdfFonts);

describe('the round report PDF', () => {
  it('carries the team’s colour along the top and its logo at the top right', () => {
    const bytes = roundReportPdf(report, {
      accent: '#ff0000',
      logo: flatLogo(200, 50, [0, 160, 60]),
    });
    const page = firstPagePixels(bytes);
    expect(page.at(page.width / 2, 2)).toEqual([255, 0, 0]);
    // The logo, 144 x 36 points from the right margin, and white left of it.
    expect(page.at(595 - 48 - 72, 38 + 18)).toEqual([0, 160, 60]);
    expect(page.at(595 - 48 - 150, 38 + 18)).toEqual([255, 255, 255]);
    expect(pdfText(bytes)).toContain('Round 2 report');
  });

  it('keeps Candor’s blue and no logo for a survey of no team', () => {
    const page = firstPagePixels(roundReportPdf(report));
    const [r, g, b] = page.at(page.width / 2, 2);
    expect(b).toBeGreaterThan(200);
    expect(r).toBeLessThan(100);
    expect(g).toBeLessThan(160);
    expect(page.at(595 - 48 - 72, 38 + 18)).toEqual([255, 255, 255]);
  });
});

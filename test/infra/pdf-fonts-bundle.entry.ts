import { loadPdfFonts } from '../../functions/src/formats/pdf/pdf-fonts';
import { roundReportPdf } from '../../functions/src/domain/rounds/round-report-pdf';

/** A round report in four scripts, from a bundle that must find its fonts beside it. */
export const pdf = async () => {
  await loadPdfFonts();
  return roundReportPdf({
    surveyTitle: 'Łódź: zespół · Ομάδα · 東京チーム · Größe',
    isAnonymous: true,
    anonymityThreshold: 3,
    round: 1,
    openedOn: '2026-11-16',
    closedOn: '2026-11-23',
    invited: 4,
    responded: 3,
    responseRate: 75,
    score: null,
    previousScore: null,
    sentiment: { positive: 1, neutral: 1, negative: 1 },
    rounds: [],
    hiddenRounds: 0,
    questions: [],
    questionsNote: '',
    generatedOn: '2026-11-23',
  });
};

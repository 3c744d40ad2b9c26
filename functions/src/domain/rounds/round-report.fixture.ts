import type { RoundReport } from './round-report-pdf';

/** The report of round 2 of an anonymous survey (6 of 8 answered, no score yet), with `changes`. */
export const aRoundReport = (changes: Partial<RoundReport> = {}): RoundReport => ({
  surveyTitle: 'Weekly pulse',
  isAnonymous: true,
  anonymityThreshold: 3,
  round: 2,
  openedOn: '2026-11-16',
  closedOn: '2026-11-23',
  invited: 8,
  responded: 6,
  responseRate: 75,
  score: null,
  previousScore: null,
  sentiment: { positive: 3, neutral: 2, negative: 1 },
  rounds: [],
  hiddenRounds: 0,
  questions: [],
  questionsNote: 'Counts of the round’s released groups.',
  generatedOn: '2026-11-23',
  ...changes,
});

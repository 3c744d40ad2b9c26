import { participation, scoreLabel } from '../analytics/metrics';
import { questionInsightsOf, sumTallies } from '../analytics/question-insights';
import { roundScores, type RoundScoreTallies } from './round-scores';
import type { PdfImage } from '../../formats/pdf/pdf-image';
import { loadPdfFonts } from '../../formats/pdf/pdf-fonts';
import { roundReportPdf, type RoundReport } from './round-report-pdf';
import { roundTrends } from './round-trends';
import { renderEmail } from '../mail/layout';
import type { OutgoingMail } from '../platform/mail';
import type { SurveyRecord, SurveyRepository } from '../surveys/ports';
import { dayOf } from '../responses/release-service';
import type { RoundRecord } from './ports';

/** Reads a round's question tallies (R38). */
export interface RoundTallyStore extends RoundScoreTallies {
  ofGroups(surveyId: string, first: number, last: number): Promise<Record<string, number>[]>;
  ofDays(surveyId: string, from: string, to: string): Promise<Record<string, number>[]>;
}

export interface RoundReportMailDeps {
  surveys: Pick<SurveyRepository, 'get'>;
  rounds: { rounds(surveyId: string): Promise<RoundRecord[]> };
  tallies: RoundTallyStore;
  appOrigin: string;
  /** The survey's first team's colour and logo for the PDF (none when it cannot be read). */
  brand?: (teamIds: string[]) => Promise<{ color?: string; logo?: PdfImage }>;
  now: () => Date;
}

/** A round's report as mailed to each of its managers: the same mail, but for its address. */
export type RoundReportContent = Omit<OutgoingMail, 'to'>;

/**
 * A closed round's report by e-mail (decision 0023): a summary of the round's figures with the
 * round's PDF report attached, built from the round's released tallies and its released groups'
 * question tallies (the same anonymity filters as the analytics export). The send worker mails
 * it to each manager (round-report-delivery.ts).
 */
export class RoundReportMail {
  constructor(private readonly deps: RoundReportMailDeps) {}

  /** The report's mail; undefined when its survey or its round is gone (nothing to mail). */
  async build(
    surveyId: string,
    roundNumber: number,
    closedAt: string,
  ): Promise<RoundReportContent | undefined> {
    const survey = await this.deps.surveys.get(surveyId);
    if (!survey) return undefined;
    const rounds = await this.deps.rounds.rounds(survey.id);
    const round = rounds.find((r) => r.round === roundNumber);
    if (!round) return undefined;
    return this.content(survey, round, rounds, closedAt);
  }

  /** The round's figures as text and HTML, and its PDF report. */
  private async content(
    survey: SurveyRecord,
    round: RoundRecord,
    rounds: RoundRecord[],
    closedAt: string,
  ): Promise<RoundReportContent> {
    const report = await this.report(survey, round, rounds, closedAt);
    await loadPdfFonts();
    const brand =
      survey.teamIds.length > 0 && this.deps.brand ? await this.deps.brand(survey.teamIds) : {};
    const figures =
      `${report.responded} of ${report.invited} invited responded` +
      (report.responseRate === null ? '' : ` (${report.responseRate}%)`) +
      (report.score === null ? '' : `; average rating ${scoreLabel(report.score)}`);
    const analytics = `${this.deps.appOrigin}/analytics`;
    const { html, text } = renderEmail({
      preheader: `Round ${round.round} of ${survey.title}: ${figures}`,
      heading: `Round ${round.round} of "${survey.title}" closed`,
      paragraphs: [
        `${figures}.`,
        'The round\u2019s report is attached as a PDF: its figures, sentiment, rounds so far and questions.',
        'Anonymous surveys count only answers released in groups of at least their threshold.',
        `Every survey\u2019s trends are on the Analytics page: ${analytics}`,
      ],
      action: { label: 'Open Analytics', url: analytics },
    });
    const slug =
      survey.title
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '')
        .slice(0, 40) || 'survey';
    return {
      subject: `Round ${round.round} report: ${survey.title}`,
      text,
      html,
      attachments: [
        {
          fileName: `candor-${slug}-round-${round.round}.pdf`,
          contentType: 'application/pdf',
          content: roundReportPdf(report, {
            ...(brand.color ? { accent: brand.color } : {}),
            ...(brand.logo ? { logo: brand.logo } : {}),
          }),
        },
      ],
    };
  }

  private async report(
    survey: SurveyRecord,
    round: RoundRecord,
    rounds: RoundRecord[],
    closedAt: string,
  ): Promise<RoundReport> {
    const k = survey.anonymityThreshold;
    const results = round.results;
    const responded = results?.responded ?? 0;
    const shown = (r: RoundRecord | undefined) =>
      (r?.results?.responded ?? 0) >= (survey.isAnonymous ? k : 1);
    const previous = rounds.find((r) => r.round === round.round - 1);
    const openedOn = round.openedAt.slice(0, 10);
    const closedOn = closedAt.slice(0, 10);
    // The round's questions: an anonymous survey's released e-mail groups of the round (whole
    // groups only), a named survey's answers of the days the round was open.
    let tallies: Record<string, number>[] = [];
    let questionsNote = '';
    if (survey.isAnonymous && results?.firstGroup != null && results.lastGroup != null) {
      tallies = await this.deps.tallies.ofGroups(survey.id, results.firstGroup, results.lastGroup);
      questionsNote = `Questions: the round\u2019s ${responded} released answers.`;
    } else if (!survey.isAnonymous && responded > 0) {
      tallies = await this.deps.tallies.ofDays(survey.id, openedOn, closedOn);
      questionsNote = `Questions: every answer received from ${openedOn} to ${closedOn}.`;
    }
    const upTo = rounds.filter((r) => r.round <= round.round);
    const scores = await roundScores(
      this.deps.tallies,
      survey,
      upTo.filter((r) => shown(r)),
      rounds,
      closedOn,
    );
    const [trend] = roundTrends([{ survey, rounds: upTo, scores }], '');
    const rows = trend?.points ?? [];
    const score = scores.get(round.round) ?? null;
    return {
      surveyTitle: survey.title,
      isAnonymous: survey.isAnonymous,
      anonymityThreshold: k,
      round: round.round,
      openedOn,
      closedOn,
      invited: round.invited,
      responded,
      responseRate: participation(responded, round.invited),
      score,
      previousScore: shown(previous) ? (scores.get(round.round - 1) ?? null) : null,
      sentiment: {
        positive: results?.positive ?? 0,
        neutral: results?.neutral ?? 0,
        negative: results?.negative ?? 0,
      },
      // A survey's first round alone has no trend: its own row still shows.
      rounds:
        rows.length > 0
          ? rows
          : shown(round)
            ? [
                {
                  round: round.round,
                  openedOn,
                  responded,
                  invited: round.invited,
                  responseRate: participation(responded, round.invited),
                  average: score?.mean ?? null,
                  scale: score?.max ?? null,
                },
              ]
            : [],
      hiddenRounds: trend?.hiddenRounds ?? 0,
      questions: questionInsightsOf(survey, sumTallies(tallies)),
      questionsNote,
      generatedOn: dayOf(this.deps.now()),
    };
  }
}

import { participation, scoreLabel } from '../analytics/metrics';
import { questionInsightsOf, sumTallies } from '../analytics/question-insights';
import { roundScores, type RoundScoreTallies } from '../analytics/round-scores';
import type { PdfImage } from '../analytics/pdf-image';
import { roundReportPdf, type RoundReport } from '../analytics/round-report-pdf';
import { roundTrends } from '../analytics/round-trends';
import { renderEmail } from '../mail/layout';
import type { MailPort } from '../platform/mail';
import type { SurveyRecord, SurveyRepository } from '../surveys/ports';
import type { RoundRecord } from './ports';
import { dayOf } from './release-service';

/** A closed round's report waiting in the outbox (R37). */
export interface QueuedRoundReport {
  surveyId: string;
  round: number;
  closedAt: string;
  /** The managers when the round closed (user ids). */
  managers: string[];
  /** Runs that tried and could not mail everyone. */
  attempts: number;
}

/** The outbox of round reports and the claim of each manager's mail (R37 to R40). */
export interface RoundReportOutbox {
  /** The oldest reports waiting, at most `limit`. */
  pending(limit: number): Promise<QueuedRoundReport[]>;
  /** Claims one manager's mail of a round's report: true once, false ever after (R39). */
  claimMail(surveyId: string, round: number, userId: string, at: string): Promise<boolean>;
  /** Gives a claim back: the mail did not go out, a later run may send it (R39). */
  releaseMail(surveyId: string, round: number, userId: string): Promise<void>;
  /** Counts a run that left someone unmailed; returns the attempts so far (R40). */
  retryLater(report: QueuedRoundReport): Promise<number>;
  /** Takes the report out of the outbox (R40). */
  done(report: QueuedRoundReport): Promise<void>;
}

/** Reads a round's question tallies (R38). */
export interface RoundTallyStore extends RoundScoreTallies {
  ofGroups(surveyId: string, first: number, last: number): Promise<Record<string, number>[]>;
  ofDays(surveyId: string, from: string, to: string): Promise<Record<string, number>[]>;
}

export interface RoundReportMailDeps {
  outbox: RoundReportOutbox;
  surveys: Pick<SurveyRepository, 'get'>;
  rounds: { rounds(surveyId: string): Promise<RoundRecord[]> };
  tallies: RoundTallyStore;
  emailOf: (userId: string) => Promise<string | undefined>;
  mail: MailPort;
  appOrigin: string;
  /** The survey's first team's colour and logo for the PDF (none when it cannot be read). */
  brand?: (teamIds: string[]) => Promise<{ color?: string; logo?: PdfImage }>;
  now: () => Date;
  log?: (message: string, data?: Record<string, unknown>) => void;
}

/** Reports taken per run: the schedule comes back every few minutes for the rest. */
export const REPORTS_PER_RUN = 10;
/** Runs that may fail to mail a report before it is given up (logged). */
export const MAX_REPORT_ATTEMPTS = 6;

export interface DrainOutcome {
  /** Mails that went out. */
  mailed: number;
  /** Reports done (mailed to everyone, or nothing left to mail). */
  done: number;
  /** Reports left for a later run. */
  waiting: number;
}

/**
 * Mails closed rounds' reports (decision 0023): each manager the round had when it closed gets a
 * summary with the round's PDF report attached, once. The round's close recorded the report in
 * the outbox with its claim; this job builds the PDF from the round's released tallies and its
 * released groups' question tallies (the same anonymity filters as the analytics export), claims
 * each manager's mail before sending it and gives the claim back if the mail service refuses, so
 * a later run sends what is missing and nothing twice.
 */
export class RoundReportMail {
  constructor(private readonly deps: RoundReportMailDeps) {}

  async drain(): Promise<DrainOutcome> {
    const outcome: DrainOutcome = { mailed: 0, done: 0, waiting: 0 };
    for (const report of await this.deps.outbox.pending(REPORTS_PER_RUN)) {
      // A report that cannot be put together is tried again on later runs and given up like an
      // unmailed one, without holding back the reports queued behind it.
      const { mailed, failed } = await this.mailOne(report).catch((error: unknown) => {
        this.deps.log?.('round report not built', {
          surveyId: report.surveyId,
          round: report.round,
          error: String(error),
        });
        return { mailed: 0, failed: 1 };
      });
      outcome.mailed += mailed;
      if (failed === 0) {
        await this.deps.outbox.done(report);
        outcome.done += 1;
        continue;
      }
      const attempts = await this.deps.outbox.retryLater(report);
      if (attempts >= MAX_REPORT_ATTEMPTS) {
        this.deps.log?.('round report given up', {
          surveyId: report.surveyId,
          round: report.round,
          unmailed: failed,
        });
        await this.deps.outbox.done(report);
        outcome.done += 1;
      } else {
        outcome.waiting += 1;
      }
    }
    return outcome;
  }

  private async mailOne(report: QueuedRoundReport): Promise<{ mailed: number; failed: number }> {
    const survey = await this.deps.surveys.get(report.surveyId);
    if (!survey) return { mailed: 0, failed: 0 };
    const rounds = await this.deps.rounds.rounds(survey.id);
    const round = rounds.find((r) => r.round === report.round);
    if (!round) return { mailed: 0, failed: 0 };
    const content = await this.content(survey, round, rounds, report.closedAt);
    let mailed = 0;
    let failed = 0;
    for (const userId of report.managers) {
      const to = await this.deps.emailOf(userId);
      if (!to) continue;
      const at = this.deps.now().toISOString();
      if (!(await this.deps.outbox.claimMail(survey.id, report.round, userId, at))) continue;
      try {
        await this.deps.mail.send({ to: [to], ...content });
        mailed += 1;
      } catch (error) {
        failed += 1;
        this.deps.log?.('round report not mailed', { surveyId: survey.id, error: String(error) });
        await this.deps.outbox
          .releaseMail(survey.id, report.round, userId)
          .catch((undo: unknown) =>
            this.deps.log?.('round report claim not released', { error: String(undo) }),
          );
      }
    }
    return { mailed, failed };
  }

  /** The round's figures as text and HTML, and its PDF report. */
  private async content(
    survey: SurveyRecord,
    round: RoundRecord,
    rounds: RoundRecord[],
    closedAt: string,
  ) {
    const report = await this.report(survey, round, rounds, closedAt);
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

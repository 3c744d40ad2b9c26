import type {
  ResultsExportFormat,
  ResultsRound,
  SurveyResults,
  SurveyTeamResults,
} from '#shared/api/results';
import { ConflictError, NotFoundError } from '../errors';
import { participation } from '../analytics/metrics';
import { sumTallies, type RangeTallies } from '../analytics/question-insights';
import { EXCERPT_SAMPLE } from '../analytics/text-excerpts';
import type { PdfImage } from '../../formats/pdf/pdf-image';
import { dayOf } from '../responses/release-service';
import { surveyHead } from '../responses/survey-head';
import type { SurveyRecord } from '../surveys/ports';
import type { SurveyService } from '../surveys/survey-service';
import { needsSample, questionResultsOf, responsesIn, type Counters } from './question-results';
import { resultsCsv, resultsFileName } from './results-csv';
import { loadPdfFonts } from '../../formats/pdf/pdf-fonts';
import { askedInAnyRound, askedInRound } from '../actions/follow-through-questions';
import { resultsPdf } from './results-pdf';
import { now as productNow } from '../../lib/clock';
import type { RoundRecord } from '../rounds/ports';

/** Reads released question tallies and a bounded sample of the answers they count. */
export interface ResultsTallyStore {
  /**
   * A survey's tallies from `from` to `to`: an anonymous survey's groups released in those days
   * (R29, R30), a named survey's days (R30); and a sample of those answers (R41).
   */
  read(surveyId: string, anonymous: boolean, from: string, to: string): Promise<RangeTallies>;
  /** A round's released e-mail groups `first` to `last` (R38), and a sample of them (R41). */
  readGroups(surveyId: string, first: number, last: number): Promise<RangeTallies>;
}

export const NO_SUCH_ROUND = 'This survey has no such round.';
/** What a report shows of a team: its colour and its logo, each when it has one. */
export interface ReportBrand {
  color?: string;
  logo?: PdfImage;
}

export const RESULTS_WAITING =
  'These results are not shown yet: too few people have answered for their answers to stay anonymous.';

const DAY_MS = 86_400_000;
const dayBefore = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);

/**
 * A survey's results view (issue #27, decision 0031): per question, from released question
 * tallies only, of every round or of one, compared with the previous round that met its
 * threshold. Access as for the survey's responses: its creator and its teams' owners and admins;
 * anyone else gets 404. Its reads never grow with the number of answers.
 */
export class SurveyResultsService {
  constructor(
    private readonly access: Pick<SurveyService, 'managed'>,
    private readonly rounds: { rounds(surveyId: string): Promise<RoundRecord[]> },
    private readonly tallies: ResultsTallyStore,
    private readonly now: () => Date = productNow,
    /**
     * The brand of the first of these teams, for the PDF: its colour (`#rrggbb`) as the accent,
     * its logo at the top.
     */
    private readonly brand: (teamIds: string[]) => Promise<ReportBrand> = () => Promise.resolve({}),
    /** The team heatmap of the same round, for the PDF (decision 0040). */
    private readonly teams?: (survey: SurveyRecord, round?: number) => Promise<SurveyTeamResults>,
  ) {}

  /** Whether a round's released answers show: an anonymous survey's need its threshold. */
  private shown(survey: SurveyRecord, round: RoundRecord): boolean {
    return !survey.isAnonymous || (round.results?.responded ?? 0) >= survey.anonymityThreshold;
  }

  /** Whether a round counts as one to compare with: it showed at least one answer. */
  private met(survey: SurveyRecord, round: RoundRecord): boolean {
    return (round.results?.responded ?? 0) >= (survey.isAnonymous ? survey.anonymityThreshold : 1);
  }

  /**
   * A round's released answers: an anonymous survey's e-mail groups of the round (whole groups
   * only, every one released), a named survey's answers of the days it was open (until the next
   * round opened, or today), as the round's report reads them.
   */
  private async roundTallies(
    survey: SurveyRecord,
    round: RoundRecord,
    all: readonly RoundRecord[],
  ): Promise<RangeTallies | null> {
    if (survey.isAnonymous) {
      const { firstGroup, lastGroup } = round.results ?? { firstGroup: null, lastGroup: null };
      if (firstGroup == null || lastGroup == null) return null;
      return this.tallies.readGroups(survey.id, firstGroup, lastGroup);
    }
    const next = all.find((r) => r.round > round.round);
    const from = round.openedAt.slice(0, 10);
    const to = next ? dayBefore(next.openedAt.slice(0, 10)) : dayOf(this.now());
    return this.tallies.read(survey.id, false, from, to);
  }

  async get(surveyId: string, userId: string, roundNumber?: number): Promise<SurveyResults> {
    return this.resultsOf(await this.access.managed(surveyId, userId), roundNumber);
  }

  /** The results view of a survey the caller was already allowed to manage (the actions' scores). */
  of(survey: SurveyRecord, roundNumber?: number): Promise<SurveyResults> {
    return this.resultsOf(survey, roundNumber);
  }

  private async resultsOf(survey: SurveyRecord, roundNumber?: number): Promise<SurveyResults> {
    const surveyId = survey.id;
    const all = (await this.rounds.rounds(surveyId)).sort((a, b) => a.round - b.round);
    const chosen = roundNumber === undefined ? undefined : all.find((r) => r.round === roundNumber);
    if (roundNumber !== undefined && !chosen) throw new NotFoundError(NO_SUCH_ROUND);
    const rounds: ResultsRound[] = all.map((r) => ({
      round: r.round,
      openedOn: r.openedAt.slice(0, 10),
      invited: r.invited,
      responded: r.results?.responded ?? 0,
      participation: participation(r.results?.responded ?? 0, r.invited),
      shown: this.shown(survey, r),
      closed: r.closedAt !== undefined,
    }));
    const head = {
      survey: surveyHead(survey),
      rounds,
      round: chosen?.round ?? null,
    };
    const waiting: SurveyResults = {
      ...head,
      status: 'waiting',
      responses: null,
      participation: null,
      comparedWith: null,
      questions: [],
    };

    let range: RangeTallies | null;
    let previous: { round: number; counters: Counters } | null = null;
    let roundParticipation: number | null;
    if (chosen) {
      // Below its threshold a round shows nothing, and nothing of it is read.
      if (!this.shown(survey, chosen)) return waiting;
      roundParticipation = participation(chosen.results?.responded ?? 0, chosen.invited);
      const before = all.filter((r) => r.round < chosen.round && this.met(survey, r)).pop();
      const [own, prior] = await Promise.all([
        this.roundTallies(survey, chosen, all),
        before ? this.roundTallies(survey, before, all) : Promise.resolve(null),
      ]);
      range = own;
      if (before && prior) previous = { round: before.round, counters: sumTallies(prior.tallies) };
    } else {
      if (survey.isAnonymous && survey.stats.responses < survey.anonymityThreshold) return waiting;
      const invited = all.reduce((n, r) => n + r.invited, 0);
      const responded = all.reduce((n, r) => n + (r.results?.responded ?? 0), 0);
      roundParticipation = participation(responded, invited);
      range = await this.tallies.read(
        survey.id,
        survey.isAnonymous,
        survey.createdAt.slice(0, 10),
        dayOf(this.now()),
      );
    }

    const counters = sumTallies(range?.tallies ?? []);
    if (survey.isAnonymous && responsesIn(counters) < survey.anonymityThreshold) return waiting;
    const sample = range && needsSample(survey, counters) ? await range.sample(EXCERPT_SAMPLE) : [];
    // A round's results show the follow-through questions it asked; every round's, all of them.
    const asked = chosen ? askedInRound(survey, chosen.round) : askedInAnyRound(survey);
    const questions = questionResultsOf(asked, counters, sample, previous?.counters ?? null);
    return {
      ...head,
      status: 'shown',
      responses: responsesIn(counters),
      participation: roundParticipation,
      comparedWith: previous && questions.some((q) => q.change) ? previous.round : null,
      questions,
    };
  }

  /**
   * The results as CSV (one row per question) or PDF (the view's figures, a chart per question);
   * a 409 while they wait (never an empty file).
   */
  async exportFile(
    surveyId: string,
    userId: string,
    format: ResultsExportFormat,
    options: { round?: number; locale?: string } = {},
  ): Promise<{ body: Buffer; contentType: string; fileName: string }> {
    const survey = await this.access.managed(surveyId, userId);
    const results = await this.resultsOf(survey, options.round);
    if (results.status === 'waiting') throw new ConflictError(RESULTS_WAITING, 'nothing_to_export');
    const fileName = resultsFileName(results.survey.title, results.round, format);
    if (format === 'pdf') {
      const [{ color, logo }, teams] = await Promise.all([
        survey.teamIds.length > 0 ? this.brand(survey.teamIds) : Promise.resolve<ReportBrand>({}),
        survey.teamIds.length > 0 && this.teams
          ? this.teams(survey, options.round)
          : Promise.resolve(undefined),
        loadPdfFonts(),
      ]);
      return {
        body: resultsPdf(results, {
          generatedOn: dayOf(this.now()),
          ...(options.locale ? { locale: options.locale } : {}),
          ...(color ? { accent: color } : {}),
          ...(logo ? { logo } : {}),
          ...(teams ? { teams } : {}),
        }),
        contentType: 'application/pdf',
        fileName,
      };
    }
    return {
      body: Buffer.from(resultsCsv(results), 'utf8'),
      contentType: 'text/csv; charset=utf-8',
      fileName,
    };
  }
}

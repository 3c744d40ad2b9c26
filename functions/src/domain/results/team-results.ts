import type { SurveyTeamResults, TeamHeatmapColumn, TeamHeatmapRow } from '#shared/api/results';
import { isEnpsQuestion } from '#shared/domain/enps';
import { ValidationError, NotFoundError } from '../errors';
import { dayOf } from '../responses/release-service';
import type { SurveyRecord, TeamDirectory } from '../surveys/ports';
import type { SurveyService } from '../surveys/survey-service';
import { figuresOf, listedQuestions, responsesIn } from './question-results';
import { NO_SUCH_ROUND } from './results-service';
import { coarsen, teamCounters, type TeamBlock } from './team-blocks';
import { now as productNow } from '../../lib/clock';
import type { RoundRecord } from '../rounds/ports';
import { groupShown } from '../anonymity';

/** One group's team blocks as stored (an anonymous survey's release group, a named one's day). */
export interface GroupBlocks {
  group: string;
  blocks: TeamBlock[];
}

/** Reads released team tallies (R44): never a group that waits, never an answer. */
export interface TeamTallyStore {
  /** An anonymous survey's e-mail groups released from `from` to `to` (R29), a named one's days. */
  ofRange(surveyId: string, anonymous: boolean, from: string, to: string): Promise<GroupBlocks[]>;
  /** Every released e-mail group's coarse blocks, summed as each was released. */
  ofAll(surveyId: string): Promise<GroupBlocks[]>;
  /** One round's released e-mail groups' coarse blocks, summed. */
  ofRound(surveyId: string, round: number): Promise<GroupBlocks[]>;
}

export interface TeamResultsOptions {
  round?: number;
  from?: string;
  to?: string;
}

export const ROUND_OR_RANGE = 'Pick a round or a range of days, not both.';
export const RANGE_REVERSED = 'The range must start on or before the day it ends.';

const DAY_MS = 86_400_000;
const dayBefore = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);

/** A column's figure from a team's counters: the mean on the scale, or the eNPS. */
function cellOf(survey: SurveyRecord, column: TeamHeatmapColumn, counters: Map<string, number>) {
  const question = survey.questions.find((q) => q.id === column.questionId)!;
  const figures = figuresOf(question, counters);
  const value =
    column.kind === 'enps' ? (figures.enps?.score ?? null) : (figures.rating?.average ?? null);
  return { questionId: column.questionId, answered: figures.answered, value };
}

/**
 * The team heatmap of a survey (issue #27, decision 0040): its teams by its rating and 0-10
 * questions, from the team blocks of released groups only, each group's blocks made coarse for
 * the survey's threshold (`coarsen`) before they are summed. A team shows when its blocks hold
 * answers (so at least `k`); otherwise nothing of it shows, not even a count. Access as for the
 * results: the survey's creator and its teams' owners and admins.
 */
export class TeamResultsService {
  constructor(
    private readonly access: Pick<SurveyService, 'managed'>,
    private readonly rounds: { rounds(surveyId: string): Promise<RoundRecord[]> },
    private readonly teams: Pick<TeamDirectory, 'teams'>,
    private readonly tallies: TeamTallyStore,
    private readonly now: () => Date = productNow,
  ) {}

  async get(
    surveyId: string,
    userId: string,
    options: TeamResultsOptions = {},
  ): Promise<SurveyTeamResults> {
    if (options.round !== undefined && (options.from !== undefined || options.to !== undefined)) {
      throw new ValidationError(ROUND_OR_RANGE, { fields: { round: ROUND_OR_RANGE } });
    }
    if (options.from && options.to && options.from > options.to) {
      throw new ValidationError(RANGE_REVERSED, { fields: { from: RANGE_REVERSED } });
    }
    return this.of(await this.access.managed(surveyId, userId), options);
  }

  /** The heatmap of a survey the caller was let see (the PDF export reads it beside the results). */
  async of(survey: SurveyRecord, options: TeamResultsOptions = {}): Promise<SurveyTeamResults> {
    const surveyId = survey.id;
    const k = survey.anonymityThreshold;
    const [rounds, teams] = await Promise.all([
      this.rounds.rounds(surveyId),
      survey.teamIds.length > 0 ? this.teams.teams(survey.teamIds) : Promise.resolve([]),
    ]);
    const chosen =
      options.round === undefined ? undefined : rounds.find((r) => r.round === options.round);
    if (options.round !== undefined && !chosen) throw new NotFoundError(NO_SUCH_ROUND);
    const today = dayOf(this.now());
    const from = chosen ? null : (options.from ?? survey.createdAt.slice(0, 10));
    const to = chosen ? null : (options.to ?? today);
    const columns: TeamHeatmapColumn[] = listedQuestions(survey)
      .filter((q) => q.type === 'rating')
      .map((q) => {
        const options = (q.options ?? {}) as { min?: number; max?: number };
        const enps = isEnpsQuestion(q);
        return {
          questionId: q.id,
          question: q.text,
          kind: enps ? ('enps' as const) : ('rating' as const),
          min: enps ? -100 : (options.min ?? 1),
          max: enps ? 100 : (options.max ?? 5),
        };
      });
    const named = new Map(teams.map((t) => [t.id, t.name]));
    const order = survey.teamIds.filter((id) => named.has(id));
    const head = {
      survey: {
        id: survey.id,
        title: survey.title,
        isAnonymous: survey.isAnonymous,
        anonymityThreshold: k,
      },
      round: chosen?.round ?? null,
      from: options.round === undefined && options.from ? options.from : null,
      to: options.round === undefined && options.to ? options.to : null,
      columns,
    };
    const hidden = (teamId: string): TeamHeatmapRow => ({
      teamId,
      team: named.get(teamId)!,
      shown: false,
      responses: null,
      cells: [],
    });

    // Below its threshold a survey (or round) shows nothing, and no team tally of it is read.
    const responded = chosen ? (chosen.results?.responded ?? 0) : survey.stats.responses;
    if (!groupShown(responded, k, survey.isAnonymous)) {
      return { ...head, status: 'waiting', columns: [], teams: order.map(hidden) };
    }
    let groups: GroupBlocks[];
    if (survey.isAnonymous && chosen) {
      groups = await this.tallies.ofRound(surveyId, chosen.round);
    } else if (survey.isAnonymous && options.from === undefined && options.to === undefined) {
      groups = await this.tallies.ofAll(surveyId);
    } else if (chosen) {
      const next = rounds
        .filter((r) => r.round > chosen.round)
        .sort((a, b) => a.round - b.round)[0];
      groups = await this.tallies.ofRange(
        surveyId,
        false,
        chosen.openedAt.slice(0, 10),
        next ? dayBefore(next.openedAt.slice(0, 10)) : today,
      );
    } else {
      groups = await this.tallies.ofRange(surveyId, survey.isAnonymous, from!, to!);
    }
    // Each released group's blocks made coarse (the sums hold coarse blocks already: a no-op).
    const byTeam = teamCounters(
      groups.map((g) => (survey.isAnonymous ? coarsen(g.blocks, k) : g.blocks)),
    );
    const rows = order.map((teamId): TeamHeatmapRow => {
      const counters = new Map(Object.entries(byTeam.get(teamId) ?? {}));
      const size = responsesIn(counters);
      // A named survey's teams always show; an anonymous one's once their blocks hold answers
      // (each block at least k, so any team with answers has at least k).
      if (survey.isAnonymous ? size < k : false) return hidden(teamId);
      return {
        teamId,
        team: named.get(teamId)!,
        shown: true,
        responses: size,
        cells: columns.map((column) => cellOf(survey, column, counters)),
      };
    });
    return { ...head, status: 'shown', teams: rows };
  }
}

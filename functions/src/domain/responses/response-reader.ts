import type {
  EnpsSummary,
  PublicQuestion,
  ResponseSource,
  SurveyResponses,
} from '#shared/api/responses';
import { enpsAnswered, enpsScore, isEnpsQuestion } from '#shared/domain/enps';
import type { SurveyRecord } from '../surveys/ports';
import type { SurveyService } from '../surveys/survey-service';
import { NotFoundError } from '../errors';
import { roundFigures } from '../rounds/round-figures';
import type { ListView, ResponseRecord, ResponseStore } from './ports';
import { publicQuestions } from './public-questions';
import { surveyHead } from './survey-head';
import type { IndependenceCheck } from './independence';
import { groupComplete, groupWaiting, neededBeforeFirstRelease } from './release-service';
import type { RoundRecord } from '../rounds/ports';
import { groupShown } from '../anonymity';

/**
 * The eNPS of each 0-10 question from the visible tallies. The anonymity unit is the group
 * (issue #27, decision 0019): an anonymous survey shows it once its released answers reach its
 * threshold, whoever of them answered the question, as the page lists those answers whole.
 */
export function enpsSummaries(survey: SurveyRecord, questions: PublicQuestion[]): EnpsSummary[] {
  if (!groupShown(survey.stats.responses, survey.anonymityThreshold, survey.isAnonymous)) return [];
  return questions.filter(isEnpsQuestion).flatMap((question) => {
    const tally = survey.stats.enps[question.id];
    const score = tally ? enpsScore(tally) : null;
    if (!tally || score === null) return [];
    const answered = enpsAnswered(tally);
    const pct = (n: number) => Math.round((n / answered) * 100);
    return [
      {
        questionId: question.id,
        question: question.text,
        score,
        answered,
        promoters: pct(tally.promoters),
        passives: pct(tally.passives),
        detractors: pct(tally.detractors),
      },
    ];
  });
}

/**
 * The manager's view of a survey's responses. An anonymous survey shows only released answers
 * (decision 0009): each source's answers appear in groups of at least the threshold, dated by
 * the day they were released; before a source's first release only how many more it needs.
 */
export class ResponseReader {
  constructor(
    private readonly access: Pick<SurveyService, 'managed'>,
    private readonly responses: Pick<ResponseStore, 'list' | 'releasesOf'>,
    private readonly rounds: {
      round(surveyId: string, round: number): Promise<RoundRecord | undefined>;
    },
    private readonly independence: Pick<IndependenceCheck, 'managingNow'>,
  ) {}

  /**
   * Whether a whole group waits for its day. An e-mail group complete by its tallies is judged
   * again as its release would be (decision 0009): one its release would hold back is not said
   * to wait, or the flag would turn on with the answers of fewer than k independent people.
   */
  private async groupWaiting(survey: SurveyRecord): Promise<boolean> {
    if (!groupWaiting(survey)) return false;
    if (groupComplete(survey, 'regular')) return true;
    return groupWaiting(survey, await this.independence.managingNow(survey));
  }

  /**
   * A page of one source's responses; `round` (e-mailed answers only) narrows them to one round:
   * an anonymous survey's released groups of that round (every e-mail group belongs to exactly
   * one round, decision 0023), a named survey's answers that name it.
   */
  async list(
    surveyId: string,
    userId: string,
    source: ResponseSource,
    cursor: string | undefined,
    round?: number,
  ): Promise<SurveyResponses> {
    const survey = await this.access.managed(surveyId, userId);
    let chosen: RoundRecord | undefined;
    if (round !== undefined) {
      chosen = await this.rounds.round(surveyId, round);
      if (!chosen) throw new NotFoundError('This survey has no such round.');
    }
    const roundPart = chosen
      ? {
          round: {
            round: chosen.round,
            invited: chosen.invited,
            ...roundFigures(chosen, survey.anonymityThreshold),
          },
        }
      : {};
    const { stats } = survey;
    const head = {
      survey: { ...surveyHead(survey), questions: publicQuestions(survey) },
      total: stats.responses,
      enps: [] as EnpsSummary[],
    };
    head.enps = enpsSummaries(survey, head.survey.questions);
    const counts =
      stats.responses > 0
        ? { all: stats.responses, regular: stats.regular, email: stats.email }
        : null;
    // An identity question saved on an anonymous survey before such questions were refused is
    // not shown, nor is anything answered to it then.
    const shown = new Set(head.survey.questions.map((q) => q.id));
    const present = (r: ResponseRecord, day: string) => ({
      id: r.id,
      email: survey.isAnonymous ? null : (r.email ?? null),
      submittedAt: day,
      source: r.source,
      sentiment: r.sentiment,
      responses: survey.isAnonymous ? r.answers.filter((a) => shown.has(a.questionId)) : r.answers,
    });

    if (!survey.isAnonymous) {
      const page = await this.responses.list(
        surveyId,
        source,
        { releasedGroups: null, ...(chosen ? { round: chosen.round } : {}) },
        cursor,
      );
      return {
        ...head,
        needed: 0,
        counts,
        release: null,
        responses: page.items.map((r) => present(r, r.day)),
        nextCursor: page.nextCursor,
        ...roundPart,
      };
    }

    const release = {
      groupSize: survey.anonymityThreshold,
      // This page's source: each source releases on its own, and the page names each one's day.
      lastReleasedOn: stats.waiting[source].lastReleasedOn,
      // A whole group, of either source: which one is not said (nor how many). Whether any
      // single answer waits is never said: it would turn on with the first answer after a release.
      waiting: await this.groupWaiting(survey),
    };
    // Before anything is released there are no tabs: the page says how many answers a source's
    // first release needs (the threshold; it never counts down, see neededBeforeFirstRelease).
    const needed =
      stats.responses === 0
        ? Math.min(
            neededBeforeFirstRelease(survey, 'regular'),
            neededBeforeFirstRelease(survey, 'email'),
          )
        : neededBeforeFirstRelease(survey, source);
    if (needed > 0) {
      return { ...head, needed, counts, release, responses: [], nextCursor: null, ...roundPart };
    }
    let view: ListView = { releasedGroups: stats.waiting[source].group - 1 };
    if (chosen) {
      const { firstGroup, lastGroup } = chosen.results ?? { firstGroup: null, lastGroup: null };
      // A round with nothing released yet shows nothing.
      view =
        firstGroup === null || lastGroup === null
          ? { releasedGroups: 0 }
          : {
              releasedGroups: Math.min(lastGroup, view.releasedGroups ?? 0),
              fromGroup: firstGroup,
            };
    }
    const page = await this.responses.list(surveyId, source, view, cursor);
    const groups = [...new Set(page.items.flatMap((r) => (r.group ? [r.group] : [])))];
    const days = new Map(
      (await this.responses.releasesOf(surveyId, source, groups)).map((g) => [g.group, g.day]),
    );
    return {
      ...head,
      needed: 0,
      counts,
      release,
      // The day shown is the release's: the days answers were given would single people out.
      // Only answers of released groups: a group that closed unreleased (its round ended with
      // too few answers) is never shown, even before its answers are deleted.
      responses: page.items.flatMap((r) => {
        const day = days.get(r.group ?? 0);
        return day === undefined ? [] : [present(r, day)];
      }),
      nextCursor: page.nextCursor,
      ...roundPart,
    };
  }
}

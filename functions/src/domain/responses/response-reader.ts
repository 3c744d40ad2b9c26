import type { ResponseSource, SurveyResponses } from '../../../../shared/src/api/responses';
import { responsesNeeded } from '../../../../shared/src/domain/sentiment';
import type { SurveyService } from '../surveys/survey-service';
import type { ResponseStore } from './ports';
import { publicQuestions } from './public-questions';

/**
 * The manager's view of a survey's responses. Results of an anonymous survey stay hidden until
 * it has its threshold of responses; only the total (and how many more are needed) shows before.
 * Its e-mailed responses need the threshold on their own (see `emailNeeded`).
 */
export class ResponseReader {
  constructor(
    private readonly access: Pick<SurveyService, 'managed'>,
    private readonly responses: Pick<ResponseStore, 'list'>,
  ) {}

  async list(
    surveyId: string,
    userId: string,
    source: ResponseSource,
    cursor: string | undefined,
  ): Promise<SurveyResponses> {
    const survey = await this.access.managed(surveyId, userId);
    const { stats } = survey;
    const needed = survey.isAnonymous
      ? responsesNeeded(stats.responses, survey.anonymityThreshold)
      : 0;
    // E-mailed responses can be told apart by the invitations marked responded, so an anonymous
    // survey shows them only once they alone reach the threshold.
    const emailNeeded =
      survey.isAnonymous && source === 'email'
        ? responsesNeeded(stats.email, survey.anonymityThreshold)
        : 0;
    const head = {
      survey: {
        id: survey.id,
        title: survey.title,
        isAnonymous: survey.isAnonymous,
        anonymityThreshold: survey.anonymityThreshold,
        questions: publicQuestions(survey),
      },
      total: stats.responses,
      needed,
    };
    if (needed > 0) return { ...head, counts: null, responses: [], nextCursor: null };
    const counts = { all: stats.responses, regular: stats.regular, email: stats.email };
    if (emailNeeded > 0) {
      return { ...head, needed: emailNeeded, counts, responses: [], nextCursor: null };
    }
    const page = await this.responses.list(surveyId, source, cursor);
    return {
      ...head,
      counts,
      responses: page.items.map((r) => ({
        id: r.id,
        email: survey.isAnonymous ? null : (r.email ?? null),
        submittedAt: r.day,
        source: r.source,
        sentiment: r.sentiment,
        responses: r.answers,
      })),
      nextCursor: page.nextCursor,
    };
  }
}

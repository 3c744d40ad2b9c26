import { createHash, randomUUID } from 'node:crypto';
import type {
  EmailLanding,
  LandingStatus,
  SubmitResponseBody,
} from '../../../../shared/src/api/responses';
import { checkAnswers, type AnswerableQuestion } from '../../../../shared/src/domain/answers';
import { DEFAULT_BRAND_COLOR } from '../../../../shared/src/domain/brand';
import { publicQuestions } from './public-questions';
import { ConflictError, NotFoundError, ValidationError } from '../errors';
import type { SurveyRecord, SurveyRepository, TeamDirectory } from '../surveys/ports';
import {
  LinkUsedError,
  type DigestStore,
  type InvitationRecord,
  type InvitationStore,
  type ResponseRecord,
  type ResponseStore,
} from './ports';
import { responseSentiment } from './sentiment-score';

export const SURVEY_GONE = 'This survey is no longer available.';
export const LINK_NOT_VALID = 'This survey link is not valid.';
export const ALREADY_RESPONDED = 'You have already responded to this survey.';
export const SURVEY_CLOSED = 'This survey is no longer accepting responses.';
export const THANK_YOU = 'Thank you! Your response has been recorded.';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The day (UTC) of an instant. */
export const dayOf = (at: Date) => at.toISOString().slice(0, 10);
/** The start of the hour (UTC) of an instant, `YYYY-MM-DDTHH`. */
export const hourOf = (at: Date) => at.toISOString().slice(0, 13);

export interface ResponseServiceDeps {
  surveys: SurveyRepository;
  teams: Pick<TeamDirectory, 'teams'>;
  responses: ResponseStore;
  invitations: InvitationStore;
  digests: DigestStore;
  logoUrl: (key: string) => Promise<string>;
  now?: () => Date;
  log?: (message: string, data?: Record<string, unknown>) => void;
}

/**
 * The public survey page: what it shows and storing answers. Anonymity is kept here: a response
 * holds only what answering needs, and the invitation's responded mark is a separate write.
 */
export class ResponseService {
  private readonly now: () => Date;

  constructor(private readonly deps: ResponseServiceDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  private async survey(surveyId: string): Promise<SurveyRecord> {
    const survey = await this.deps.surveys.get(surveyId);
    if (!survey) throw new NotFoundError(SURVEY_GONE);
    return survey;
  }

  private async invitation(surveyId: string, token: string): Promise<InvitationRecord> {
    const invitation = await this.deps.invitations.byToken(hashToken(token));
    if (!invitation || invitation.surveyId !== surveyId) throw new NotFoundError(LINK_NOT_VALID);
    return invitation;
  }

  // ---- the public page ----

  async landing(surveyId: string, token: string | undefined): Promise<EmailLanding> {
    const survey = await this.survey(surveyId);
    const invitation = token ? await this.invitation(surveyId, token) : undefined;
    let status: LandingStatus = 'open';
    if (invitation?.status === 'responded') status = 'responded';
    else if (!survey.acceptingResponses) status = 'closed';
    const [team] =
      survey.teamIds.length > 0 ? await this.deps.teams.teams([survey.teamIds[0] as string]) : [];
    return {
      status,
      title: survey.title,
      description: survey.description,
      isAnonymous: survey.isAnonymous,
      allowMultipleResponses: survey.allowMultipleResponses,
      personal: invitation !== undefined,
      questions: status === 'open' ? publicQuestions(survey) : [],
      branding: {
        teamName: team?.name ?? null,
        brandColor: team?.brandColor ?? DEFAULT_BRAND_COLOR,
        logoUrl: team?.logoKey ? await this.deps.logoUrl(team.logoKey) : null,
      },
    };
  }

  async submit(surveyId: string, body: SubmitResponseBody): Promise<{ message: string }> {
    const survey = await this.survey(surveyId);
    const invitation = body.token ? await this.invitation(surveyId, body.token) : undefined;
    if (invitation?.status === 'responded') {
      throw new ConflictError(ALREADY_RESPONDED, 'already_responded');
    }
    if (!survey.acceptingResponses) throw new ConflictError(SURVEY_CLOSED, 'survey_closed');

    const questions = survey.questions as unknown as AnswerableQuestion[];
    const { problems, answers } = checkAnswers(questions, body.responses);
    if (Object.keys(problems).length > 0) {
      throw new ValidationError('Please check your answers', { fields: problems });
    }

    const at = this.now();
    const day = dayOf(at);
    if (invitation) {
      try {
        await this.deps.invitations.markResponded(invitation, day);
      } catch (error) {
        if (error instanceof LinkUsedError) {
          throw new ConflictError(ALREADY_RESPONDED, 'already_responded');
        }
        throw error;
      }
    }
    const response: ResponseRecord = {
      id: randomUUID(),
      surveyId,
      day,
      source: invitation ? 'email' : 'regular',
      answers,
      sentiment: responseSentiment(questions, answers),
      ...(invitation && !survey.isAnonymous ? { email: invitation.email } : {}),
    };
    try {
      await this.deps.responses.add(response, survey.teamIds);
    } catch (error) {
      if (invitation) {
        // Give the link back so the respondent can try again.
        await this.deps.invitations.unmarkResponded(invitation).catch(() => undefined);
      }
      throw error;
    }
    try {
      await this.deps.digests.count(surveyId, hourOf(at));
    } catch (error) {
      this.deps.log?.('response digest not counted', { surveyId, error: String(error) });
    }
    return { message: THANK_YOU };
  }
}

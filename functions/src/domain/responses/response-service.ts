import { createHash, randomUUID } from 'node:crypto';
import type {
  EmailLanding,
  LandingStatus,
  ResponseReceipt,
  SubmitResponseBody,
} from '#shared/api/responses';
import { checkAnswers } from '#shared/domain/answers';
import { DEFAULT_BRAND_COLOR } from '#shared/domain/brand';
import { identityOf } from '#shared/domain/email-identity';
import {
  answerableQuestions,
  DEFAULT_SURVEY_LANGUAGE,
  publicQuestions,
  publicTranslations,
} from './public-questions';
import type { SurveyLanguage } from '#shared/domain/survey-languages';
import { askedInRound } from '../actions/follow-through-questions';
import {
  AppError,
  ChallengeRequiredError,
  ConflictError,
  NotFoundError,
  RateLimitError,
  ValidationError,
} from '../errors';
import { CHALLENGE_FAILED } from '#shared/api/challenge';
import type { ChallengeProblem, OpenLinkGuard } from './open-link-guard';
import type { RateLimiter, RateLimitRule } from '../accounts/ports';
import type { SurveyRecord, SurveyRepository, TeamDirectory } from '../surveys/ports';
import { dayOf, hourOf, releaseDue, type ReleaseService } from './release-service';
import type { ResponseQuota, ResponseQuotaPort } from '../billing/ports';
import { acceptsAnswers } from '../billing/response-hold';
import {
  HoldCeilingReachedError,
  LinkUsedError,
  PromiseChangedError,
  ResponseLimitReachedError,
  RoundClosedError,
  type HeldResponseStore,
  type DigestStore,
  type InvitationRecord,
  type InvitationStore,
  type ResponseRecord,
  type ResponseStore,
} from './ports';
import { responseSentiment } from './sentiment-score';
import { ResponseWriter, SURVEY_GONE } from './response-writer';
import { now as productNow } from '../../lib/clock';

export { SURVEY_GONE };

export const LINK_NOT_VALID = 'This survey link is not valid.';
export const ALREADY_RESPONDED = 'You have already responded to this survey.';
export const SURVEY_CLOSED = 'This survey is no longer accepting responses.';
export const THANK_YOU = 'Thank you! Your response has been recorded.';
export const PERSONAL_LINK_REQUIRED =
  'This survey can only be answered through the personal link in your invitation e-mail.';
export const ROUND_CLOSED =
  'This invitation is from an earlier round of this survey, which has closed. Please answer through the link in your newest invitation e-mail.';
/** The survey's settings kept changing while its page was being made (three saves in a row). */
export const SURVEY_CHANGING =
  'This survey is being changed right now. Please reload the page in a moment.';
/** The page (or e-mail) promised one kind of anonymity and the survey now has the other. */
export const PROMISE_CHANGED =
  'This survey’s privacy settings changed after this page was opened, so your answers were not sent. Please reload the page, read how your answers will be kept, and answer again.';
export const TOO_MANY_ANSWERS =
  'Too many answers are arriving right now. Please try again in a minute: your answers are still here.';
/** A burst on the open link (decision 0046): the page solves the challenge and sends again. */
export const CHECK_BROWSER =
  'Many answers are arriving at this survey at once, so your browser does a short check before your answers are sent. Your answers are still here.';
/** Why a sent solution was refused; each 428 carries a fresh challenge the page solves. */
export const CHALLENGE_REFUSED: Record<ChallengeProblem, string> = {
  expired:
    'The browser check took too long and expired, so your answers were not sent. Your browser checks again; your answers are still here.',
  used: 'This browser check was already used, so your answers were not sent. Your browser checks again; your answers are still here.',
  invalid:
    'The browser check sent with your answers is not valid, so they were not sent. Your browser checks again; your answers are still here.',
  other_survey:
    'The browser check sent with your answers was made for another survey, so they were not sent. Your browser checks again; your answers are still here.',
};

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export { dayOf, hourOf };

/**
 * Limits on the open link. Per client, the key is a 12-bit bucket of the client's address hash
 * and the survey: it stops one client stuffing a survey, yet a bucket stands for about a million
 * addresses, so the counter says nothing about who answered. Per survey there is no lock-out: a
 * burst makes the open link ask for a proof of work instead (OpenLinkGuard, decision 0046).
 */
export const OPEN_LINK_LIMITS = {
  perClient: { scope: 'survey-answer-client', limit: 10, windowSeconds: 600 },
} as const satisfies Record<string, RateLimitRule>;

const clientBucket = (surveyId: string, clientKey: string) =>
  `${surveyId}:${parseInt(createHash('sha256').update(`${surveyId}:${clientKey}`).digest('hex').slice(0, 3), 16).toString(16)}`;

/** What a response's stored fields hold, in the respondent's words. */
const RECEIPT_FIELDS: Record<string, string> = {
  id: 'A random id, made for this answer alone, that says nothing about you',
  surveyId: 'Which survey you answered',
  day: 'The day you answered: this survey is not anonymous',
  source: 'Whether you answered through the open link or a personal e-mailed link',
  answers: 'Your answers',
  sentiment: 'A sentiment score worked out from your answers',
  round: 'Which round of invitations yours was in (the same for everyone invited in it)',
  email: 'Your e-mail address: this survey is not anonymous',
};

/**
 * The receipt of a stored response: its fields, as the store writes them for this survey (an
 * anonymous survey's answer keeps no day and names no round: `storedFields` in the adapter, and an
 * API test compares the receipt with the stored item).
 */
export function receiptFor(
  stored: ResponseRecord,
  personal: boolean,
  anonymous: boolean,
  teamBlock?: readonly string[],
  threshold = 0,
): ResponseReceipt {
  const kept = Object.keys(stored)
    .filter(
      (field) =>
        stored[field as keyof ResponseRecord] !== undefined &&
        field !== 'group' &&
        // An anonymous survey's answer keeps neither the day nor the round (its group's is it).
        !(anonymous && (field === 'day' || field === 'round')),
    )
    .map((field) => ({ field, description: RECEIPT_FIELDS[field] ?? field }));
  if (personal) {
    kept.push({
      field: 'invitation',
      description: anonymous
        ? 'Your invitation is marked as answered, with no day or time, so you are not reminded. Your answers do not name your invitation, and your invitation does not name your answers.'
        : 'Your invitation is marked as answered, with the day, so you are not reminded.',
    });
  }
  if (teamBlock) {
    kept.push({
      field: 'teams',
      ...(anonymous ? { figures: { teams: teamBlock.length, threshold } } : {}),
      description: anonymous
        ? `Your answers are also added to a count kept for the survey's teams you are on (${teamBlock.length === 0 ? 'none of them' : teamBlock.length === 1 ? 'one team' : `${teamBlock.length} teams`}), never stored with your answers. A team's figures show only once at least ${threshold} people's answers are counted in them together.`
        : "Your answers are also counted in the figures of the survey's teams you are on.",
    });
  }
  const notKept = [
    ...(stored.email === undefined ? ['your name or e-mail address'] : ['your name']),
    'your network (IP) address',
    'your browser or device',
    anonymous ? 'the day or time you answered' : 'the time of day you answered',
    // `source` says a personal link was used; which one (whose invitation) is not kept.
    ...(personal ? ['whose invitation or personal link your answers came from'] : []),
  ];
  return { kept, notKept };
}
export interface ResponseServiceDeps {
  surveys: SurveyRepository;
  teams: Pick<TeamDirectory, 'teams' | 'teamsWithAddress'>;
  responses: Pick<ResponseStore, 'add'>;
  invitations: Pick<InvitationStore, 'byToken' | 'markResponded' | 'unmarkResponded' | 'countOnce'>;
  digests: DigestStore;
  releases: Pick<ReleaseService, 'releaseDue'>;
  limiter: RateLimiter;
  /** The open link's burst guard (decision 0046); without it a burst is let through. */
  guard?: Pick<OpenLinkGuard, 'counts' | 'issue' | 'check' | 'spend'>;
  /**
   * The survey creator's monthly response limit and the hold of answers over it (decision 0012).
   * Without them answers are not counted.
   */
  quotas?: Pick<ResponseQuotaPort, 'responseQuota'>;
  held?: Pick<HeldResponseStore, 'hold'>;
  /** Multiplies the open link's limits (a shared test runtime calls from one address). */
  limitFactor?: number;
  logoUrl: (key: string) => Promise<string>;
  /**
   * Makes an anonymous answer's conversation secret (decision 0052): kept hashed with the
   * answer's random id, returned once. Without it no conversation link is offered.
   */
  conversations?: {
    open(surveyId: string, responseId: string, responseDay: null): Promise<string>;
  };
  now?: () => Date;
  log?: (message: string, data?: Record<string, unknown>) => void;
}

/**
 * The public survey page: what it shows and storing answers. Anonymity is kept here: a response
 * holds only what answering needs, and the invitation's responded mark is a separate write.
 */
export class ResponseService {
  private readonly now: () => Date;
  private readonly writer: ResponseWriter;

  constructor(private readonly deps: ResponseServiceDeps) {
    this.now = deps.now ?? productNow;
    this.writer = new ResponseWriter(deps);
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

  /**
   * An anonymous survey's e-mailed answers go to the latest round only (decision 0023): a link of
   * a round that was superseded no longer answers, alike for everyone invited in it.
   */
  private checkRound(survey: SurveyRecord, invitation: InvitationRecord | undefined): void {
    if (invitation && survey.isAnonymous && invitation.round < survey.stats.emailRound) {
      throw new AppError(410, 'round_closed', ROUND_CLOSED);
    }
  }

  // ---- the public page ----

  async landing(
    surveyId: string,
    token: string | undefined,
    lang?: SurveyLanguage,
  ): Promise<EmailLanding> {
    let survey = await this.survey(surveyId);
    const invitation = token ? await this.invitation(surveyId, token) : undefined;
    // A used link says so, whatever its round; an unused one of a closed round says that.
    if (invitation?.status !== 'responded') this.checkRound(survey, invitation);
    let status: LandingStatus = 'open';
    if (invitation?.status === 'responded') status = 'responded';
    else if (!survey.acceptingResponses) status = 'closed';
    else if (!invitation && !survey.openLinkEnabled) status = 'personal_only';
    // Past the hold's ceiling the page says, neutrally, that answers are not being accepted.
    if (status === 'open' && !(await this.acceptsAnswers(survey))) status = 'closed';
    // Someone is about to be shown how their answers are kept: that promise cannot change. The
    // lock holds only the anonymity read here; a save that switched it meanwhile means the page
    // shows the survey as it now is (read again, and locked as that).
    for (let attempt = 1; status === 'open' && !survey.anonymityLocked; attempt += 1) {
      const lock = await this.deps.surveys.lockAnonymity(surveyId, survey.isAnonymous);
      if (lock === 'gone') throw new NotFoundError(SURVEY_GONE);
      if (lock === 'locked') break;
      if (attempt >= 3) throw new ConflictError(SURVEY_CHANGING, 'survey_changed');
      survey = await this.survey(surveyId);
    }
    // A personal link's round asks its follow-through questions too (issue #31).
    survey = askedInRound(survey, invitation?.round);
    const [team] =
      survey.teamIds.length > 0 ? await this.deps.teams.teams([survey.teamIds[0] as string]) : [];
    const questions = status === 'open' ? publicQuestions(survey) : [];
    return {
      status,
      title: survey.title,
      description: survey.description,
      isAnonymous: survey.isAnonymous,
      allowMultipleResponses: survey.allowMultipleResponses,
      personal: invitation !== undefined,
      questions,
      defaultLanguage: survey.defaultLanguage ?? DEFAULT_SURVEY_LANGUAGE,
      translations: publicTranslations(survey, questions, lang),
      branding: {
        teamName: team?.name ?? null,
        brandColor: team?.brandColor ?? DEFAULT_BRAND_COLOR,
        logoUrl: team?.logoKey ? await this.deps.logoUrl(team.logoKey) : null,
      },
    };
  }

  private async acceptsAnswers(survey: SurveyRecord): Promise<boolean> {
    if (!this.deps.quotas) return true;
    return acceptsAnswers(await this.deps.quotas.responseQuota(survey.createdBy));
  }

  /**
   * The open link's limits: per client bucket as before, then the burst guard. A solution sent
   * with the answers is checked (signature, survey, expiry) before it is spent, so one refused
   * for any reason can be solved again; a spent one never answers twice. Every answer that gets
   * here counts toward the burst, solved or not, so a flood that solves keeps the guard up.
   */
  private async limitOpenLink(
    surveyId: string,
    clientKey: string,
    sent: SubmitResponseBody['challenge'],
  ): Promise<void> {
    const factor = this.deps.limitFactor ?? 1;
    const rule = OPEN_LINK_LIMITS.perClient;
    const state = await this.deps.limiter.hit(rule, clientBucket(surveyId, clientKey));
    if (state.count > rule.limit * factor) {
      throw new RateLimitError(TOO_MANY_ANSWERS, state.resetsIn);
    }
    const guard = this.deps.guard;
    if (!guard) return;
    if (sent) {
      const problem = (await guard.check(surveyId, sent)) ?? (await guard.spend(sent));
      if (problem) {
        throw new ChallengeRequiredError(
          CHALLENGE_REFUSED[problem],
          await guard.issue(surveyId),
          CHALLENGE_FAILED,
        );
      }
      await guard.counts(surveyId);
      return;
    }
    if ((await guard.counts(surveyId)).challenge) {
      throw new ChallengeRequiredError(CHECK_BROWSER, await guard.issue(surveyId));
    }
  }

  async submit(
    surveyId: string,
    body: SubmitResponseBody,
    clientKey = 'unknown',
  ): Promise<{ message: string; receipt: ResponseReceipt; conversation?: { secret: string } }> {
    let survey = await this.survey(surveyId);
    const invitation = body.token ? await this.invitation(surveyId, body.token) : undefined;
    if (invitation?.status === 'responded') {
      throw new ConflictError(ALREADY_RESPONDED, 'already_responded');
    }
    this.checkRound(survey, invitation);
    survey = askedInRound(survey, invitation?.round);
    if (!survey.acceptingResponses) throw new ConflictError(SURVEY_CLOSED, 'survey_closed');
    if (!invitation && !survey.openLinkEnabled) {
      throw new AppError(403, 'personal_link_required', PERSONAL_LINK_REQUIRED);
    }
    // The page says how the answers will be kept; if that is no longer so, nothing is stored.
    if (body.anonymous !== undefined && body.anonymous !== survey.isAnonymous) {
      throw new ConflictError(PROMISE_CHANGED, 'promise_changed');
    }

    const { questions, responses: given } = answerableQuestions(survey, body.responses);
    const { problems, answers } = checkAnswers(questions, given);
    if (Object.keys(problems).length > 0) {
      throw new ValidationError('Please check your answers', { fields: problems });
    }
    if (!invitation) await this.limitOpenLink(surveyId, clientKey, body.challenge);
    // The page locked the survey when it was opened; an answer sent without it locks it in its
    // own transaction (on the anonymity it was given under), so a save racing it cannot switch
    // anonymity or lower the threshold after it (those writes condition on the lock).

    // The creator's plan and held answers, read before the link is used up.
    const quota = await this.deps.quotas?.responseQuota(survey.createdBy);
    const at = this.now();
    const day = dayOf(at);
    if (invitation) {
      try {
        // An anonymous survey's invitation keeps a flag (for reminders), never the day.
        await this.deps.invitations.markResponded(invitation, survey.isAnonymous ? null : day);
      } catch (error) {
        if (error instanceof LinkUsedError) {
          throw new ConflictError(ALREADY_RESPONDED, 'already_responded');
        }
        throw error;
      }
    }
    const source = invitation ? 'email' : 'regular';
    const response: ResponseRecord = {
      id: randomUUID(),
      surveyId,
      day,
      source,
      answers,
      sentiment: responseSentiment(questions, answers),
      ...(invitation && !survey.isAnonymous ? { email: invitation.email } : {}),
      ...(invitation ? { round: invitation.round } : {}),
    };
    let held = false;
    let teamBlock: string[] | undefined;
    try {
      // An e-mailed answer to a survey with teams counts in its person's teams' tally (decision
      // 0040): which of the survey's teams their address is on now, never kept with the answer.
      // Every e-mailed answer is in a block, none of the survey's teams included, so a group's
      // blocks always add up to its e-mailed answers.
      teamBlock = invitation
        ? survey.teamIds.length > 0
          ? await this.deps.teams.teamsWithAddress(invitation.email, survey.teamIds)
          : []
        : undefined;
      ({ survey, held } = await this.storeOrHold(survey, response, invitation, quota, teamBlock));
    } catch (error) {
      if (invitation) {
        // Give the link back so the respondent can try again.
        await this.deps.invitations.unmarkResponded(invitation).catch(() => undefined);
      }
      if (error instanceof RoundClosedError) throw new AppError(410, 'round_closed', ROUND_CLOSED);
      if (error instanceof PromiseChangedError) {
        throw new ConflictError(PROMISE_CHANGED, 'promise_changed');
      }
      throw error;
    }
    const conversation = await this.conversationFor(survey, response);
    const thanks = {
      message: THANK_YOU,
      ...(conversation ? { conversation } : {}),
      receipt: receiptFor(
        response,
        invitation !== undefined,
        survey.isAnonymous,
        held ? undefined : teamBlock,
        survey.anonymityThreshold,
      ),
    };
    // A held answer is stored, and out of every reader until the plan lets it in: nothing to
    // tell or release.
    if (held) return thanks;
    if (!survey.isAnonymous) {
      try {
        await this.deps.digests.count(surveyId, hourOf(at));
      } catch (error) {
        this.deps.log?.('response digest not counted', { surveyId, error: String(error) });
      }
    } else if (releaseDue(survey, source, day)) {
      try {
        // Read the tallies as they stand: the release adds exactly what waits (and counts it in
        // the hour's digest).
        const fresh = await this.deps.surveys.get(surveyId);
        // Two tries here: under a burst the next answer (or the hourly job) tries again.
        if (fresh) await this.deps.releases.releaseDue(fresh, 2);
      } catch (error) {
        // The hourly job releases what is due; the answer itself is stored.
        this.deps.log?.('release not made after an answer', { surveyId, error: String(error) });
      }
    }
    return thanks;
  }

  /** An anonymous answer with a comment gets its conversation secret; a failure only logs. */
  private async conversationFor(survey: SurveyRecord, response: ResponseRecord) {
    if (!this.deps.conversations || !survey.isAnonymous) return undefined;
    const hasComment = survey.questions.some(
      (q) =>
        (q.type === 'text' || q.type === 'textarea') &&
        response.answers.some(
          (a) => a.questionId === q.id && typeof a.value === 'string' && a.value.trim() !== '',
        ),
    );
    if (!hasComment) return undefined;
    try {
      return { secret: await this.deps.conversations.open(survey.id, response.id, null) };
    } catch (error) {
      this.deps.log?.('conversation link not made', { surveyId: survey.id, error: String(error) });
      return undefined;
    }
  }

  /**
   * Stores the answer counted against the creator's monthly limit, or over it holds the answer
   * (stored, read by nothing) within the hold's ceiling; past that the survey is not accepting
   * responses, said as for a closed survey, never naming the manager's plan.
   */
  private async storeOrHold(
    survey: SurveyRecord,
    response: ResponseRecord,
    invitation: InvitationRecord | undefined,
    quota: ResponseQuota | undefined,
    teamBlock: string[] | undefined,
  ): Promise<{ survey: SurveyRecord; held: boolean }> {
    let independent = invitation ? invitation.independent : true;
    // With rounds a person may answer again (decision 0016): an answer counts toward the
    // threshold only if none of theirs is counted in its round (so its group) already.
    if (
      invitation &&
      independent &&
      survey.isAnonymous &&
      !(await this.deps.invitations.countOnce(
        survey.id,
        identityOf(invitation.email),
        invitation.email,
        invitation.round,
      ))
    ) {
      independent = false;
    }
    try {
      return {
        survey: await this.store(survey, response, independent, quota, false, teamBlock),
        held: false,
      };
    } catch (error) {
      if (!(error instanceof ResponseLimitReachedError) || !quota || !this.deps.held) throw error;
    }
    try {
      await this.deps.held.hold(
        { response, accountId: quota.accountId, anonymous: survey.isAnonymous, independent },
        quota,
      );
    } catch (error) {
      if (error instanceof HoldCeilingReachedError) {
        throw new ConflictError(SURVEY_CLOSED, 'survey_closed');
      }
      throw error;
    }
    return { survey, held: true };
  }

  /** Stores the answer where it belongs (see {@link ResponseWriter.store}). */
  store(...args: Parameters<ResponseWriter['store']>): Promise<SurveyRecord> {
    return this.writer.store(...args);
  }
}

import { createHash, randomBytes, randomInt } from 'node:crypto';
import type {
  ConversationMessage,
  ConversationSummary,
  ManagerConversation,
  RespondentConversation,
  SurveyConversations,
} from '#shared/api/conversations';
import type { RateLimiter } from '../accounts/ports';
import { commentThreshold, isTextQuestion } from '../analytics/text-excerpts';
import { sumTallies, type QuestionTallyStore } from '../analytics/question-insights';
import { figuresOf } from '../results/question-results';
import { ConflictError, NotFoundError, RateLimitError } from '../errors';
import type { SurveyRecord, TeamDirectory } from '../surveys/ports';
import { ConversationDelivery } from './conversation-delivery';
import {
  ConversationChangedError,
  type ConversationAnswer,
  type ConversationKey,
  type ConversationMeta,
  type ConversationRecord,
  type ConversationStore,
  mailContext,
} from './ports';

/**
 * Anonymous conversations on released comments (decision 0052).
 *
 * - The respondent's secret is made when they answer and returned once; only its SHA-256 is
 *   stored, with the answer's random id (R52): nothing of the invitation, the address or the time.
 * - A manager may reply only on an answer they can already read (released) that holds a comment
 *   to a text question the results show comments of: one at least the comment threshold of
 *   people answered, counted as the survey's results view counts it (decision 0052).
 * - What the respondent does (a message, closing) reaches the manager only with the hourly
 *   delivery after a random delay of 2 to 8 hours, dated by the delivery's day; until then no
 *   view of the manager's changes, and a reply is still taken.
 * - The name is shown only when the respondent gives it and confirms it twice; nothing else
 *   ever reveals it.
 */
export const DELAY_HOURS = { min: 2, max: 8 } as const;
/** Public calls per client in ten minutes: enough to read and write, too few to guess. */
export const CONVERSATION_RATE = { scope: 'conversation', limit: 60, windowSeconds: 600 };
export const NOT_FOUND = 'This conversation was not found. Check the link you were given.';
export const CLOSED = 'This conversation is closed: no more messages can be sent.';
const NO_REPLY_YET = 'There is nothing to answer yet: you can answer once a manager has replied.';
const NOT_RELEASED = 'This response was not found.';
const BELOW_THRESHOLD =
  'Replies open once enough people have answered for comments to be shown (the comment threshold).';
const NO_COMMENT = 'Only a response with a written comment can be replied to.';

export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

const dayOf = (at: Date) => at.toISOString().slice(0, 10);

export interface ConversationDeps {
  store: ConversationStore;
  surveys: { get(id: string): Promise<SurveyRecord | undefined> };
  /** Who manages a survey now (the delivery's notices). */
  teams: Pick<TeamDirectory, 'managersOf'>;
  /** The survey if the user manages it (NotFoundError otherwise). */
  managed(surveyId: string, userId: string): Promise<SurveyRecord>;
  limiter: RateLimiter;
  notify(userId: string, notice: { surveyId: string; surveyTitle: string }): Promise<void>;
  now: () => Date;
  /**
   * The question tallies of the answers a survey shows from `from` to `to` (days): its released
   * groups, or a named survey's days; the ones its results view counts (R29, R30).
   */
  tallies: Pick<QuestionTallyStore, 'tallies'>;
  /** Hours of delay, uniformly random; a test may fix it. */
  delayHours?: () => number;
  /** Encrypts a text with the server's key, bound to `context` (decision 0058). */
  seal?: (text: string, context: string) => Promise<string>;
  log?: (message: string, extra: Record<string, unknown>) => void;
}

export class ConversationService {
  constructor(private readonly deps: ConversationDeps) {}

  /**
   * Makes the respondent's secret for a stored answer: returned to be shown once, kept hashed.
   * A named survey's answer's day is kept to find the answer by its key.
   */
  async open(surveyId: string, responseId: string, responseDay: string | null): Promise<string> {
    const secret = randomBytes(32).toString('base64url');
    await this.deps.store.createKey(hashSecret(secret), { surveyId, responseId, responseDay });
    return secret;
  }

  // ---- the manager's side ----

  async list(surveyId: string, userId: string): Promise<SurveyConversations> {
    const survey = await this.deps.managed(surveyId, userId);
    const metas = await this.deps.store.list(surveyId);
    return {
      conversations: metas.map(summaryOf),
      repliesOpen: repliesOpen(survey),
      commentThreshold: commentThreshold(survey),
    };
  }

  async forManager(
    surveyId: string,
    responseId: string,
    userId: string,
  ): Promise<ManagerConversation> {
    const { survey, conversation } = await this.managedConversation(surveyId, responseId, userId);
    if (!conversation) {
      // None started: empty, for an answer that may be replied to (else 404 or 409 as a reply).
      const answer = await this.checkRepliable(survey, responseId);
      return {
        responseId,
        comment: commentOf(survey, answer.answers),
        status: 'open',
        revealedName: null,
        unread: 0,
        messages: [],
      };
    }
    if (conversation.managerRead < conversation.delivered) {
      await this.deps.store.markRead(surveyId, responseId, conversation.delivered);
      conversation.managerRead = conversation.delivered;
    }
    return managerView(conversation, await this.commentFor(survey, responseId));
  }

  async reply(
    surveyId: string,
    responseId: string,
    userId: string,
    text: string,
  ): Promise<ManagerConversation> {
    const { survey, conversation: existing } = await this.managedConversation(
      surveyId,
      responseId,
      userId,
    );
    if (!survey.isAnonymous) {
      throw new ConflictError(
        'This survey is not anonymous: write to the respondent at their address.',
        'not_anonymous',
      );
    }
    if (!existing) await this.checkRepliable(survey, responseId);
    // The respondent's close shows only once delivered: before that a reply is taken (and not
    // seen), so whether one is refused never tells when they closed it.
    if (existing?.closedShown) throw new ConflictError(CLOSED, 'conversation_closed');
    await this.add(existing, { surveyId, responseId }, 'manager', text);
    // A respondent who asked to be e-mailed is told hours later, with the hour's other mails
    // (decision 0058). Asked of every reply, so a reply costs the same whether or not they asked
    // (or closed, which withdraws the request): its timing tells the manager neither.
    await this.deps.store.mailDue(surveyId, responseId, this.deliveryTime());
    const conversation = await this.deps.store.get(surveyId, responseId);
    if (!conversation) throw new NotFoundError(NOT_RELEASED);
    return managerView(conversation, await this.commentFor(survey, responseId));
  }

  /** The survey, as one the user manages, and the conversation on its answer if one started. */
  private async managedConversation(surveyId: string, responseId: string, userId: string) {
    const survey = await this.deps.managed(surveyId, userId);
    return { survey, conversation: await this.deps.store.get(surveyId, responseId) };
  }

  private async commentFor(survey: SurveyRecord, responseId: string): Promise<string | null> {
    const answer = await this.deps.store.answer(survey.id, responseId, null);
    return answer ? commentOf(survey, answer.answers) : null;
  }

  /** A reply starts only on a released answer with a comment, past the comment threshold. */
  private async checkRepliable(
    survey: SurveyRecord,
    responseId: string,
  ): Promise<ConversationAnswer> {
    if (!repliesOpen(survey)) throw new ConflictError(BELOW_THRESHOLD, 'below_comment_threshold');
    // The key of an anonymous survey's answer has no day.
    const answer = await this.deps.store.answer(survey.id, responseId, null);
    if (!answer) throw new NotFoundError(NOT_RELEASED);
    // Only an answer of a released group: the one the manager can read.
    const lastReleased = survey.stats.waiting[answer.source].group - 1;
    const group = answer.group ?? Number.POSITIVE_INFINITY;
    if (
      group > lastReleased ||
      !(await this.deps.store.released(survey.id, answer.source, group))
    ) {
      throw new NotFoundError(NOT_RELEASED);
    }
    if (commentOf(survey, answer.answers) === null) {
      throw new ConflictError(NO_COMMENT, 'no_comment');
    }
    // The comment's own question must show comments in the results: a comment to a question most
    // people skipped stays below the threshold however many answered the survey.
    const shown = await this.commentedQuestions(survey);
    if (commentOf(survey, answer.answers, shown) === null) {
      throw new ConflictError(BELOW_THRESHOLD, 'below_comment_threshold');
    }
    return answer;
  }

  /** The text questions whose comments the survey's results show (`questionResultsOf`). */
  private async commentedQuestions(survey: SurveyRecord): Promise<ReadonlySet<string>> {
    const counters = sumTallies(
      await this.deps.tallies.tallies(
        survey.id,
        survey.isAnonymous,
        survey.createdAt.slice(0, 10),
        dayOf(this.deps.now()),
      ),
    );
    const threshold = commentThreshold(survey);
    return new Set(
      survey.questions
        .filter((q) => isTextQuestion(q.type) && figuresOf(q, counters).answered >= threshold)
        .map((q) => q.id),
    );
  }

  // ---- the respondent's side: the secret only ----

  async read(secret: string, clientKey: string): Promise<RespondentConversation> {
    const key = await this.keyOf(secret, clientKey);
    return this.respondentView(key);
  }

  /**
   * The respondent asks to be e-mailed when there is a reply (decision 0058): the address they
   * typed, and their link's secret (to put the link in the mail), each sealed with the server's
   * key and kept with the conversation only. Typing another address replaces it.
   */
  async requestMail(secret: string, email: string, clientKey: string) {
    const key = await this.keyOf(secret, clientKey);
    const seal = this.deps.seal;
    if (!seal) throw new Error('No sealing key: conversation mails cannot be stored');
    const context = mailContext(key.surveyId, key.responseId);
    await this.deps.store.requestMail(key.surveyId, key.responseId, {
      address: await seal(email.trim(), context.address),
      secret: await seal(secret, context.secret),
    });
    return this.respondentView(key);
  }

  /** No more e-mails: the request is deleted, so even a mail already due does not go. */
  async stopMail(secret: string, clientKey: string) {
    const key = await this.keyOf(secret, clientKey);
    await this.deps.store.stopMail(key.surveyId, key.responseId);
    return this.respondentView(key);
  }

  async answer(secret: string, text: string, clientKey: string) {
    const { key, conversation } = await this.openConversation(secret, clientKey);
    await this.add(conversation, key, 'respondent', text);
    return this.respondentView(key);
  }

  async reveal(secret: string, name: string, clientKey: string) {
    const { key, conversation } = await this.openConversation(secret, clientKey);
    if (conversation.revealedName !== null) {
      throw new ConflictError('Your name is already shown in this conversation.', 'name_shown');
    }
    try {
      await this.deps.store.reveal(key.surveyId, key.responseId, name);
    } catch (error) {
      if (error instanceof ConversationChangedError) {
        throw new ConflictError('This conversation changed. Reload it and try again.', 'changed');
      }
      throw error;
    }
    return this.respondentView(key);
  }

  async close(secret: string, clientKey: string) {
    const { key, conversation } = await this.repliedConversation(secret, clientKey);
    if (conversation.status === 'open') {
      await this.deps.store.close(key.surveyId, key.responseId, this.deliveryTime());
    }
    // Closing asks for nothing more: no mail of a later reply (decision 0058).
    await this.deps.store.stopMail(key.surveyId, key.responseId);
    return this.respondentView(key);
  }

  /** The respondent's conversation, once a manager has replied (ConflictError before that). */
  private async repliedConversation(secret: string, clientKey: string) {
    const key = await this.keyOf(secret, clientKey);
    const conversation = await this.deps.store.get(key.surveyId, key.responseId);
    if (!conversation) throw new ConflictError(NO_REPLY_YET, 'no_reply_yet');
    return { key, conversation };
  }

  /** The respondent's conversation while it takes answers: replied to and not closed. */
  private async openConversation(secret: string, clientKey: string) {
    const found = await this.repliedConversation(secret, clientKey);
    if (found.conversation.status === 'closed') {
      throw new ConflictError(CLOSED, 'conversation_closed');
    }
    return found;
  }

  // ---- the hourly delivery ----

  /**
   * Delivers what the respondents did that is due: messages counted unread (dated today) and
   * closes shown; then one notification per survey to its creator. Idempotent: a delivered item
   * leaves the due list in the same write.
   */
  /** The hourly delivery of what is due (see ConversationDelivery, which the job uses alone). */
  deliverDue(limit = 500): Promise<number> {
    return new ConversationDelivery(this.deps).deliverDue(limit);
  }

  // ---- shared ----

  private async keyOf(secret: string, clientKey: string): Promise<ConversationKey> {
    const state = await this.deps.limiter.hit(CONVERSATION_RATE, clientKey);
    if (state.count > CONVERSATION_RATE.limit) {
      throw new RateLimitError('Too many requests. Please wait a few minutes.', state.resetsIn);
    }
    const key = await this.deps.store.keyOf(hashSecret(secret));
    if (!key) throw new NotFoundError(NOT_FOUND);
    return key;
  }

  private deliveryTime(): string {
    const { min, max } = DELAY_HOURS;
    const hours = this.deps.delayHours?.() ?? min + randomInt(0, (max - min) * 60 + 1) / 60;
    return deliverAfter(this.deps.now(), hours);
  }

  private async add(
    conversation: ConversationMeta | undefined,
    key: Pick<ConversationKey, 'surveyId' | 'responseId'>,
    from: 'manager' | 'respondent',
    text: string,
  ): Promise<void> {
    let current = conversation;
    for (let attempt = 0; ; attempt++) {
      try {
        await this.deps.store.addMessage(
          current,
          key,
          from === 'manager'
            ? { from, text, day: dayOf(this.deps.now()), delivered: true }
            : { from, text, day: null, delivered: false },
          from === 'respondent' ? this.deliveryTime() : undefined,
        );
        return;
      } catch (error) {
        if (!(error instanceof ConversationChangedError) || attempt >= 2) {
          if (error instanceof ConversationChangedError) {
            throw new ConflictError(
              'This conversation changed. Reload it and try again.',
              'changed',
            );
          }
          throw error;
        }
        current = await this.deps.store.get(key.surveyId, key.responseId);
        if (from === 'respondent' && current?.status === 'closed') {
          throw new ConflictError(CLOSED, 'conversation_closed');
        }
      }
    }
  }

  private async respondentView(key: ConversationKey): Promise<RespondentConversation> {
    const { conversation, mailRequested } = await this.deps.store.withMail(
      key.surveyId,
      key.responseId,
    );
    const survey = await this.deps.surveys.get(key.surveyId);
    if (!survey) throw new NotFoundError(NOT_FOUND);
    const answer = await this.deps.store.answer(key.surveyId, key.responseId, key.responseDay);
    return {
      status: conversation ? conversation.status : 'waiting',
      surveyTitle: survey.title,
      comment: answer ? commentOf(survey, answer.answers) : null,
      revealedName: conversation?.revealedName ?? null,
      mailRequested,
      messages: (conversation?.messages ?? []).map((m): ConversationMessage => ({
        from: m.from,
        text: m.text,
        day: m.day ?? '',
        ...(m.from === 'respondent' && !m.delivered ? { pending: true } : {}),
      })),
    };
  }
}

/**
 * When something written at `at` is delivered: `hours` later, rounded up to the hour, so the
 * stored time bounds when it was written no closer than the delay does.
 */
export function deliverAfter(at: Date, hours: number): string {
  const due = at.getTime() + hours * 3_600_000;
  return new Date(Math.ceil(due / 3_600_000) * 3_600_000).toISOString();
}

/** Whether the survey shows enough answers for its comments to be replied to. */
export function repliesOpen(survey: SurveyRecord): boolean {
  return survey.stats.responses >= commentThreshold(survey);
}

/** The answer's comments (its text questions' answers), or null when it has none. */
export function commentOf(
  survey: Pick<SurveyRecord, 'questions'>,
  answers: readonly { questionId: string; value: unknown }[],
  /** Only these questions' comments (the ones the results show), when given. */
  questions?: ReadonlySet<string>,
): string | null {
  const texts = survey.questions
    .filter((q) => isTextQuestion(q.type) && (!questions || questions.has(q.id)))
    .flatMap((q) => {
      const value = answers.find((a) => a.questionId === q.id)?.value;
      return typeof value === 'string' && value.trim() !== '' ? [value] : [];
    });
  return texts.length > 0 ? texts.join('\n\n') : null;
}

/** The manager's view: their messages and the respondent's delivered ones, days only. */
export function managerView(
  conversation: ConversationRecord,
  comment: string | null,
): ManagerConversation {
  return {
    responseId: conversation.responseId,
    comment,
    status: conversation.closedShown ? 'closed' : 'open',
    revealedName: conversation.revealedName,
    unread: Math.max(0, conversation.delivered - conversation.managerRead),
    messages: conversation.messages
      .filter((m) => m.delivered && m.day !== null)
      .map((m) => ({ from: m.from, text: m.text, day: m.day ?? '' })),
  };
}

function summaryOf(meta: ConversationMeta): ConversationSummary {
  return {
    responseId: meta.responseId,
    status: meta.closedShown ? 'closed' : 'open',
    revealedName: meta.revealedName,
    unread: Math.max(0, meta.delivered - meta.managerRead),
    // Only what the manager can see is counted: their own messages and the delivered ones.
    messages: meta.messageCount - meta.pending,
    lastDay: meta.lastDay,
  };
}

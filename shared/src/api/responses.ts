import * as z from 'zod/mini';
import { MAX_SUBJECT_LENGTH } from '../domain/invitation-subject';
import { challengeSolution } from './challenge';
import { multiLineText, singleLineText, timeZoneField } from './fields';
import { questionTypes } from './surveys';
import { surveyLanguage, surveyTranslation } from './survey-languages';

/**
 * Sending surveys by e-mail, the public survey page and the responses it collects. Times shown
 * with responses are days (`YYYY-MM-DD`): a response never carries a finer time. For anonymous
 * surveys the invitations' times are days as well.
 */

const uuid = z.string().check(z.regex(/^[0-9a-f-]{8,64}$/, 'Unknown survey'));

/** A personal link's token: 256 random bits, base64url. */
export const linkToken = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'This survey link is not valid.'));

// ---- sending ----

export const sendSurveyEmailBody = z.object({
  /** Addresses separated by commas or newlines, or a list of them. */
  recipients: z.union(
    [
      z.string().check(z.maxLength(300_000, 'Recipients must be at most 300000 characters')),
      z
        .array(
          z.string().check(z.maxLength(254, 'Each email address must be at most 254 characters')),
        )
        .check(z.maxLength(1000, 'Send to at most 1000 addresses at a time')),
    ],
    'Please enter at least one email address',
  ),
  /** 'Survey: {title}' when blank (cut to fit: defaultSubject). */
  subject: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(MAX_SUBJECT_LENGTH, `Subject must be at most ${MAX_SUBJECT_LENGTH} characters`),
        ...singleLineText('Subject'),
      ),
  ),
  message: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(5000, 'Message must be at most 5000 characters'),
        ...multiLineText('Message'),
      ),
  ),
  /** The sender's time zone, for dates in the e-mail. */
  timezone: z.optional(timeZoneField),
});
export type SendSurveyEmailBody = z.infer<typeof sendSurveyEmailBody>;

export const emailSendStatus = z.enum(['sent', 'failed', 'skipped']);
export type EmailSendStatus = z.infer<typeof emailSendStatus>;

export const sendState = z.enum(['sending', 'paused', 'done']);
export type SendState = z.infer<typeof sendState>;

/**
 * A send to many people (decision 0033): answered at once with its id (202), then read back
 * while the worker sends (`GET /api/surveys/{id}/sends/{sendId}`). Counts move as recipients are
 * sent; `results` and the addresses found not to count are listed once the send is done.
 */
export const sendSurveyEmailResponse = z.object({
  sendId: z.string(),
  state: sendState,
  total: z.number(),
  /** Recipients not sent, failed or skipped yet. */
  waiting: z.number(),
  /** While paused: why, in plain words (the mail service failing); it resumes by itself. */
  pausedReason: z.nullable(z.string()),
  message: z.string(),
  results: z.array(
    z.object({
      email: z.string(),
      status: emailSendStatus,
      /** Why it failed or was skipped. */
      reason: z.optional(z.string()),
    }),
  ),
  sent: z.number(),
  failed: z.number(),
  skipped: z.number(),
  /**
   * Anonymous surveys: recipients of this send that do not count toward the anonymity threshold
   * (the sender's own address and its aliases, other managers of the survey).
   */
  notCounted: z.array(z.string()),
  /** The send that queued this one's failed recipients again ("Retry failed"), once there is one. */
  retriedBy: z.nullable(z.string()),
});
export type SendSurveyEmailResponse = z.infer<typeof sendSurveyEmailResponse>;

/**
 * Anonymous surveys never show `responded` per recipient: only as counts per release. `sending`:
 * its send is under way and this mail has not gone out yet (named surveys; an anonymous survey's
 * row says `sent` from the start, so no row's change can follow an answer).
 */
export const invitationStatus = z.enum([
  'sending',
  'sent',
  'failed',
  'responded',
  // After the mail service accepted it (decision 0036): it bounced for good, or the recipient
  // marked it as spam. Shown alike whether or not they answered an anonymous survey.
  'bounced',
  'complained',
]);
export const invitationSchema = z.object({
  id: z.string(),
  recipient_email: z.string(),
  status: invitationStatus,
  /** ISO time, or a day for anonymous surveys. */
  sent_at: z.nullable(z.string()),
  /** A day; always null for anonymous surveys. */
  responded_at: z.nullable(z.string()),
  /** The round (one send to the survey's audience) the invitation belongs to; 1 before rounds. */
  round: z.optional(z.number()),
});

/**
 * A round: one send of the survey to its audience, by hand or by an automation's run, with how
 * many invitations went out in it. Who answered in a round is never listed.
 */
export const roundSchema = z.object({
  round: z.number(),
  origin: z.enum(['manual', 'automation']),
  automation_id: z.nullable(z.string()),
  opened_at: z.string(),
  invited: z.number(),
  /**
   * E-mailed answers of the round that are shown: for an anonymous survey the sum of its
   * released groups (each at least the threshold), so it moves only by whole groups.
   */
  responded: z.optional(z.number()),
  /** responded / invited × 100, rounded; null before anyone was invited. */
  response_rate: z.optional(z.nullable(z.number())),
  /** Some late answers of the round were too few to show and never will be (decision 0023). */
  withheld: z.optional(z.boolean()),
});
export type Round = z.infer<typeof roundSchema>;

/** A group of answers made visible together (anonymous surveys): at least the threshold. */
export const releaseSchema = z.object({
  /** The day the group was released (not the days its answers were given). */
  day: z.string(),
  count: z.number(),
});
export type Release = z.infer<typeof releaseSchema>;
export type Invitation = z.infer<typeof invitationSchema>;

export const pageQuery = z.object({
  cursor: z.optional(z.string().check(z.maxLength(1024, 'Cursor is too long'))),
});

/** The e-mailed responses, of every round or of one (`?round=`, decision 0023). */
export const emailResponsesQuery = z.object({
  cursor: z.optional(z.string().check(z.maxLength(1024, 'Cursor is too long'))),
  round: z.optional(
    z.string().check(z.regex(/^[1-9]\d{0,5}$/, 'Round must be a round number from 1')),
  ),
});

export const invitationsResponse = z.object({
  invitations: z.array(invitationSchema),
  nextCursor: z.nullable(z.string()),
  /**
   * Anonymous surveys: how many e-mailed answers were released, in total and per release, newest
   * first. Null for surveys that are not anonymous (their invitations show who responded).
   */
  responded: z.nullable(z.object({ total: z.number(), releases: z.array(releaseSchema) })),
  /** The survey's rounds, oldest first (first page only). */
  rounds: z.optional(z.array(roundSchema)),
  /**
   * The survey's latest send by e-mail (first page only): its progress while it goes out, and
   * what failed once it is done; null before any. Its `results` are not listed here.
   */
  latestSend: z.optional(z.nullable(sendSurveyEmailResponse)),
});

export type InvitationsResponse = z.infer<typeof invitationsResponse>;

export const resendInvitationBody = z.object({
  email: z
    .string('Email is required')
    .check(z.trim(), z.minLength(1, 'Email is required'), z.maxLength(254)),
  /** The round whose invitation is resent; the address's latest round (or round 1) if omitted. */
  round: z.optional(z.int().check(z.minimum(1), z.maximum(1_000_000))),
});

// ---- the public page ----

export const landingParams = z.object({ surveyId: uuid });
export const landingQuery = z.object({
  token: z.optional(linkToken),
  /**
   * Only this translation (decision 0059): a language the survey is not translated into gives
   * none, and the page shows the default language. Left out, every translation comes.
   */
  lang: z.optional(surveyLanguage),
});

/** A question as respondents see it. */
export const publicQuestion = z.object({
  id: z.string(),
  type: z.enum(questionTypes),
  text: z.string(),
  required: z.boolean(),
  order: z.number(),
  options: z.record(z.string(), z.any()),
  /** Ratings only: the top of the scale (5 unless the question says 10). */
  maxRating: z.optional(z.number()),
});
export type PublicQuestion = z.infer<typeof publicQuestion>;

/**
 * `open`: answer it; `responded`: this link (or browser) already answered; `closed`: no more
 * answers; `personal_only`: the open link is off, answers come only through personal links.
 */
export const landingStatus = z.enum(['open', 'responded', 'closed', 'personal_only']);
export type LandingStatus = z.infer<typeof landingStatus>;

export const emailLandingResponse = z.object({
  status: landingStatus,
  title: z.string(),
  description: z.string(),
  isAnonymous: z.boolean(),
  allowMultipleResponses: z.boolean(),
  /** True when opened through a personal e-mailed link. */
  personal: z.boolean(),
  questions: z.array(publicQuestion),
  /** The language of `title`, `description` and `questions`. */
  defaultLanguage: z.optional(surveyLanguage),
  /**
   * The survey's translations of what this page shows, by language tag (only `lang`'s when it was
   * asked for). Answers are given against question ids whatever the language.
   */
  translations: z.optional(z.record(z.string(), surveyTranslation)),
  branding: z.object({
    teamName: z.nullable(z.string()),
    brandColor: z.string(),
    logoUrl: z.nullable(z.string()),
  }),
});
export type EmailLanding = z.infer<typeof emailLandingResponse>;

export const answerInput = z.object({
  questionId: z.string().check(z.maxLength(64)),
  type: z.enum(questionTypes, 'Unknown question type'),
  value: z.union(
    [
      z.string().check(z.maxLength(20_000)),
      z.number(),
      z.array(z.number()).check(z.maxLength(100)),
      z.null(),
    ],
    'Answers are text, a number or a list of choices',
  ),
});

export const submitResponseBody = z.object({
  /** The personal link's token; absent on the open link. */
  token: z.optional(linkToken),
  responses: z.array(answerInput).check(z.maxLength(200, 'Too many answers')),
  acceptedTerms: z.literal(true, 'Please accept the Terms of Service to submit'),
  /**
   * Whether the page the answers were given on said the survey is anonymous. When the survey no
   * longer is what the page said, nothing is stored (409 `promise_changed`).
   */
  anonymous: z.optional(z.boolean()),
  /**
   * The open link during a burst (decision 0046): the solved proof-of-work challenge a 428 asked
   * for. Not needed while the open link is calm; a personal link never needs it.
   */
  challenge: z.optional(challengeSolution),
});
export type SubmitResponseBody = z.infer<typeof submitResponseBody>;

/**
 * What was stored for this answer, read from the stored record: field names and what they hold,
 * never values a manager could match (no id, no score).
 */
export const responseReceipt = z.object({
  kept: z.array(
    z.object({
      field: z.string(),
      description: z.string(),
      /**
       * The counts an entry's description names, so the answer page can say it in the
       * respondent's language (decision 0060): the teams entry's team count and threshold.
       */
      figures: z.optional(z.object({ teams: z.number(), threshold: z.number() })),
    }),
  ),
  notKept: z.array(z.string()),
});
export type ResponseReceipt = z.infer<typeof responseReceipt>;

export const submitResponseResult = z.object({
  message: z.string(),
  receipt: responseReceipt,
  /**
   * An anonymous answer with a comment: the private conversation link's secret, shown once on the
   * thank-you page (decision 0052). Only its hash is stored, apart from the answer.
   */
  conversation: z.optional(z.object({ secret: z.string() })),
});

// ---- reading responses ----

export const responseSource = z.enum(['regular', 'email']);
export type ResponseSource = z.infer<typeof responseSource>;

export const surveyResponseItem = z.object({
  id: z.string(),
  /** Kept only for surveys that are not anonymous. */
  email: z.nullable(z.string()),
  /** The day it was submitted; for anonymous surveys the day it was released. */
  submittedAt: z.string(),
  source: responseSource,
  /** 0 to 1; null when a comment is in a language sentiment does not cover (decision 0057). */
  sentiment: z.nullable(z.number()),
  responses: z.array(z.object({ questionId: z.string(), value: z.any() })),
});
export type SurveyResponseItem = z.infer<typeof surveyResponseItem>;

export const responseCounts = z.object({
  all: z.number(),
  regular: z.number(),
  email: z.number(),
});

/**
 * The eNPS of one 0-10 rating question, from visible answers only (for anonymous surveys: released
 * ones, and only once at least the threshold of them answered it). Percentages are whole numbers.
 */
export const enpsSummary = z.object({
  questionId: z.string(),
  question: z.string(),
  /** % promoters (9-10) minus % detractors (0-6): -100 to 100. */
  score: z.number(),
  answered: z.number(),
  promoters: z.number(),
  passives: z.number(),
  detractors: z.number(),
});
export type EnpsSummary = z.infer<typeof enpsSummary>;

export const surveyResponsesResponse = z.object({
  survey: z.object({
    id: z.string(),
    title: z.string(),
    isAnonymous: z.boolean(),
    anonymityThreshold: z.number(),
    questions: z.array(publicQuestion),
  }),
  /** Every response the survey shows (for anonymous surveys: every released response). */
  total: z.number(),
  /**
   * How many answers this tab's source needs for its first release: the threshold until then, 0
   * once released. Each source (open link, e-mail) meets it on its own. It never counts down: a
   * number that moved with each answer would say who had just answered.
   */
  needed: z.number(),
  /** Counts by tab; null while nothing is released. */
  counts: z.nullable(responseCounts),
  /**
   * Anonymous surveys: answers are released in groups of at least `groupSize`, at most once a day
   * per source. Null for surveys that are not anonymous.
   */
  release: z.nullable(
    z.object({
      groupSize: z.number(),
      /** The day this page's source last released a group; null before its first. */
      lastReleasedOn: z.nullable(z.string()),
      /**
       * A whole group (at least the threshold of answers, through either source) is complete and
       * waits for the next day's release. No count and no source, and nothing for answers short
       * of a group: those would show each one.
       */
      waiting: z.boolean(),
    }),
  ),
  /** One per 0-10 rating question that has enough visible answers; empty otherwise. */
  enps: z.optional(z.array(enpsSummary)),
  responses: z.array(surveyResponseItem),
  nextCursor: z.nullable(z.string()),
  /**
   * The round shown when one was asked for (e-mailed responses): its invited count and its
   * shown answers (whole released groups for an anonymous survey).
   */
  round: z.optional(
    z.object({
      round: z.number(),
      invited: z.number(),
      responded: z.number(),
      response_rate: z.nullable(z.number()),
      withheld: z.boolean(),
    }),
  ),
});
export type SurveyResponses = z.infer<typeof surveyResponsesResponse>;

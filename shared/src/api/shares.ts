import * as z from 'zod/mini';
import { multiLineText } from './fields';
import { questionResult, resultsRound } from './results';

/**
 * Sharing a round's results back with the people invited (issue #31, decision 0054): a frozen
 * snapshot of what the results view showed at the time, the manager's note, and the access log of
 * the survey's results. Comments are left out unless the manager asks for them.
 */

export const SHARE_NOTE_MAX = 2000;

export const shareResultsBody = z.object({
  note: z
    .string()
    .check(
      ...multiLineText('The note'),
      z.maxLength(SHARE_NOTE_MAX, `The note must be at most ${SHARE_NOTE_MAX} characters`),
    ),
  includeComments: z.optional(z.boolean()),
  /**
   * E-mail the page's link to the people invited to the round (e-mailed invitations only,
   * decision 0058), through the send queue, once per address.
   */
  mailInvited: z.optional(z.boolean()),
});
export type ShareResultsBody = z.infer<typeof shareResultsBody>;

export const shareParams = z.object({
  id: z.string(),
  shareId: z.string().check(z.regex(/^[0-9a-f]{64}$/, 'This is not a share of this survey')),
});

export const sharedTokenParams = z.object({
  token: z.string().check(z.regex(/^[A-Za-z0-9_-]{22,64}$/, 'This shared page does not exist')),
});

/** One day a manager opened the survey's (or team's) results, and what they opened. */
export const resultsRead = z.object({
  day: z.string(),
  reader: z.string(),
  /** The reader's role in the team (team page only). */
  role: z.nullable(z.string()),
  kinds: z.array(z.enum(['results', 'heatmap', 'export', 'analytics', 'share'])),
});
export type ResultsRead = z.infer<typeof resultsRead>;

/** What the people invited see on the shared page, and the manager in the preview. */
export const sharedResults = z.object({
  survey: z.object({ title: z.string(), isAnonymous: z.boolean(), anonymityThreshold: z.number() }),
  round: z.number(),
  openedOn: z.string(),
  sharedOn: z.string(),
  sharedBy: z.string(),
  note: z.string(),
  /** Released responses the figures cover, and the round's participation. */
  responses: z.nullable(z.number()),
  participation: z.nullable(z.number()),
  /** Earlier rounds and this one as the results view lists them: the trend of participation. */
  rounds: z.array(resultsRound),
  comparedWith: z.nullable(z.number()),
  questions: z.array(questionResult),
  includeComments: z.boolean(),
});
export type SharedResults = z.infer<typeof sharedResults>;

export const sharedResultsPage = z.object({
  results: sharedResults,
  /** Who opened this survey's results, newest day first (up to 60 days shown). */
  reads: z.array(resultsRead),
});
export type SharedResultsPage = z.infer<typeof sharedResultsPage>;

export const resultsShare = z.object({
  id: z.string(),
  round: z.number(),
  sharedBy: z.string(),
  sharedAt: z.string(),
  includeComments: z.boolean(),
  revokedAt: z.nullable(z.string()),
  /** E-mails of the link that went to the people invited; null when none was asked for. */
  mailed: z.nullable(z.number()),
});
export type ResultsShare = z.infer<typeof resultsShare>;

export const createShareResponse = z.object({
  share: resultsShare,
  /** The page's path with its secret: shown once, only its hash is kept. */
  path: z.string(),
});
export type CreateShareResponse = z.infer<typeof createShareResponse>;

export const resultsSharesResponse = z.object({ shares: z.array(resultsShare) });

export const teamResultsReadsResponse = z.object({ reads: z.array(resultsRead) });

import type { SharedResults } from '#shared/api/shares';

/** A share as stored (R58): the frozen summary, never recomputed. */
export interface ShareRecord {
  /** The SHA-256 of the page's secret: the share's id; the secret itself is never stored. */
  id: string;
  surveyId: string;
  round: number;
  sharedBy: string;
  sharedAt: string;
  includeComments: boolean;
  summary: SharedResults;
  revokedAt: string | null;
  /** Mails of the link that went; null when none was asked for (decision 0058). */
  mailed: number | null;
  /** The page's secret, sealed with the server's key, while mails are asked for. */
  mailToken?: string;
  /** Where the report job stopped queuing its mails, when a run ran out of time part-way. */
  mailCursor?: string;
}

/** One invited person's mail of a share's link, on the send queue (decision 0058). */
export interface ShareMailMessage {
  surveyId: string;
  shareId: string;
  email: string;
}

/** What a share's sealed secret is bound to: its share. */
export const shareMailContext = (shareId: string) => `share#${shareId}#token`;

/** Shares whose mails wait to be queued (R72), and their claims per address. */
export interface ShareMailOutbox {
  /** The oldest shares waiting for their mails to be queued. */
  pending(limit: number): Promise<ShareRecord[]>;
  /** The share's mails are all queued: it leaves the outbox. */
  queued(shareId: string): Promise<void>;
  /** The invitations up to `cursor` are queued: the next run goes on from there. */
  progress(shareId: string, cursor: string): Promise<void>;
  /** Claims one address's mail of a share: true once. */
  claim(shareId: string, email: string): Promise<boolean>;
  release(shareId: string, email: string): Promise<void>;
  /** Counts a mail that went. */
  mailed(shareId: string): Promise<void>;
}

export interface ShareStore {
  put(share: ShareRecord): Promise<void>;
  get(id: string): Promise<ShareRecord | undefined>;
  /** The survey's shares, newest first (at most `limit`). */
  list(surveyId: string, limit: number): Promise<ShareRecord[]>;
  /** Marks it revoked (once); false when it is not this survey's. */
  revoke(surveyId: string, id: string, at: string): Promise<boolean>;
}

export type ReadKind = 'results' | 'heatmap' | 'export' | 'analytics' | 'share';

/** One stored read: a reader, a day, a kind. */
export interface ReadRecord {
  day: string;
  userId: string;
  kind: ReadKind;
}

export interface ReadLogStore {
  /** Records the read for each team and the survey, at most once a reader, scope, day and kind. */
  record(
    surveyId: string,
    teamIds: readonly string[],
    userId: string,
    kind: ReadKind,
    day: string,
  ): Promise<void>;
  /**
   * Records a read of a team's results that is no one survey's (analytics filtered to the team):
   * one put in the team's log alone.
   */
  recordTeam(teamId: string, userId: string, kind: ReadKind, day: string): Promise<void>;
  /** Reads of a team's or a survey's results, newest day first (at most `limit`). */
  list(scope: 'TEAM' | 'SURVEY', id: string, limit: number): Promise<ReadRecord[]>;
  /** Readers' names (first and last), and their roles in a team when one is given. */
  readers(
    userIds: readonly string[],
    teamId?: string,
  ): Promise<Map<string, { name: string; role: string | null }>>;
}

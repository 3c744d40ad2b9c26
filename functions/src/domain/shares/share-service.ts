import { createHash, randomBytes } from 'node:crypto';
import type { SurveyResults } from '#shared/api/results';
import type {
  CreateShareResponse,
  ResultsRead,
  ResultsShare,
  ShareResultsBody,
  SharedResults,
  SharedResultsPage,
} from '#shared/api/shares';
import { ConflictError, NotFoundError } from '../errors';
import { dayOf } from '../responses/release-service';
import type { SurveyRecord } from '../surveys/ports';
import {
  shareMailContext,
  type ReadKind,
  type ReadLogStore,
  type ReadRecord,
  type ShareRecord,
  type ShareStore,
} from './ports';

export const SHARE_NOT_FOUND = 'This shared page does not exist or was taken down.';
export const NOTHING_TO_SHARE =
  'This round’s results are not shown yet, so there is nothing to share: too few people have answered for their answers to stay anonymous.';
export const TEAM_NOT_FOUND = 'Team not found. Please refresh the page and try again.';
const SHARE_GONE = 'This share does not exist.';

/** The secret's hash: the share's id and key (the secret itself is shown once, never stored). */
export const shareIdOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** How many reads the log pages read (newest first) and how many reader-days they show. */
const READS_READ = 300;
const READ_DAYS_SHOWN = 60;
const SHARES_LISTED = 50;

export interface ShareServiceDeps {
  /** The survey as its managers may see it; anyone else gets 404. */
  access: { managed(surveyId: string, userId: string): Promise<SurveyRecord> };
  /** The results view of one round, exactly as the manager sees it. */
  results: { get(surveyId: string, userId: string, round?: number): Promise<SurveyResults> };
  /** Any member of the team (owner, admin, member); anyone else gets 404. */
  teamMember: (teamId: string, userId: string) => Promise<void>;
  shares: ShareStore;
  reads: ReadLogStore;
  now: () => Date;
  /** Encrypts the page's secret for the mails to the invited people (decision 0058). */
  seal?: (text: string, context: string) => Promise<string>;
}

/** A name for the log: first and last, as the reader's profile says. */
export interface Reader {
  id: string;
  name: string;
}

/**
 * Sharing a round's results back (issue #31, decision 0054), and the results-access log. A share
 * is the results view of the round at that moment, frozen: comments only when asked for and only
 * those the view shows, nothing the view withholds. Its page answers to a 144-bit secret whose
 * SHA-256 is all that is stored, until it is revoked.
 */
export class ShareService {
  constructor(private readonly deps: ShareServiceDeps) {}

  /** Exactly what the people invited will see, from the results view now. */
  async preview(
    surveyId: string,
    user: Reader,
    round: number,
    body: ShareResultsBody,
  ): Promise<SharedResults> {
    const results = await this.deps.results.get(surveyId, user.id, round);
    if (results.status !== 'shown' || results.round === null) {
      throw new ConflictError(NOTHING_TO_SHARE, 'nothing_to_share');
    }
    const includeComments = body.includeComments === true;
    const opened = results.rounds.find((r) => r.round === round);
    return {
      survey: {
        title: results.survey.title,
        isAnonymous: results.survey.isAnonymous,
        anonymityThreshold: results.survey.anonymityThreshold,
      },
      round,
      openedOn: opened?.openedOn ?? '',
      sharedOn: dayOf(this.deps.now()),
      sharedBy: user.name,
      note: body.note.trim(),
      responses: results.responses,
      participation: results.participation,
      // The trend: this round and the ones before it, as the round picker lists them.
      rounds: results.rounds.filter((r) => r.round <= round),
      comparedWith: results.comparedWith,
      questions: results.questions.map((q) =>
        includeComments
          ? q
          : { ...q, comments: q.comments ? { ...q.comments, excerpts: null } : null },
      ),
      includeComments,
    };
  }

  async create(
    surveyId: string,
    user: Reader,
    round: number,
    body: ShareResultsBody,
  ): Promise<CreateShareResponse> {
    const summary = await this.preview(surveyId, user, round, body);
    const token = randomBytes(18).toString('base64url');
    const id = shareIdOf(token);
    const mail = body.mailInvited === true;
    if (mail && !this.deps.seal) throw new Error('No sealing key: share mails cannot be queued');
    const record: ShareRecord = {
      id,
      surveyId,
      round,
      sharedBy: user.name,
      sharedAt: this.deps.now().toISOString(),
      includeComments: summary.includeComments,
      summary,
      revokedAt: null,
      mailed: mail ? 0 : null,
      ...(mail && this.deps.seal
        ? { mailToken: await this.deps.seal(token, shareMailContext(id)) }
        : {}),
    };
    await this.deps.shares.put(record);
    return { share: present(record), path: `/shared/${token}` };
  }

  async list(surveyId: string, userId: string): Promise<{ shares: ResultsShare[] }> {
    await this.deps.access.managed(surveyId, userId);
    const shares = await this.deps.shares.list(surveyId, SHARES_LISTED);
    return { shares: shares.map(present) };
  }

  async revoke(surveyId: string, userId: string, shareId: string): Promise<void> {
    await this.deps.access.managed(surveyId, userId);
    const done = await this.deps.shares.revoke(surveyId, shareId, this.deps.now().toISOString());
    if (!done) throw new NotFoundError(SHARE_GONE);
  }

  /** The public page: the frozen summary and who opened the survey's results; 404 once revoked. */
  async page(token: string): Promise<SharedResultsPage> {
    const share = await this.deps.shares.get(shareIdOf(token));
    if (!share || share.revokedAt) throw new NotFoundError(SHARE_NOT_FOUND);
    const reads = await this.deps.reads.list('SURVEY', share.surveyId, READS_READ);
    return { results: share.summary, reads: await this.present(reads) };
  }

  /** The team page's log: any member of the team sees its managers' reads of its results. */
  async teamReads(teamId: string, userId: string): Promise<{ reads: ResultsRead[] }> {
    await this.deps.teamMember(teamId, userId);
    const reads = await this.deps.reads.list('TEAM', teamId, READS_READ);
    return { reads: await this.present(reads, teamId) };
  }

  /** One line per reader and day, newest day first, with what they opened. */
  private async present(reads: ReadRecord[], teamId?: string): Promise<ResultsRead[]> {
    const days = new Map<string, { day: string; userId: string; kinds: Set<ReadKind> }>();
    for (const read of reads) {
      const key = `${read.day}#${read.userId}`;
      const entry = days.get(key) ?? { day: read.day, userId: read.userId, kinds: new Set() };
      entry.kinds.add(read.kind);
      days.set(key, entry);
    }
    const shown = [...days.values()]
      .sort((a, b) => b.day.localeCompare(a.day))
      .slice(0, READ_DAYS_SHOWN);
    const names = await this.deps.reads.readers(
      shown.map((e) => e.userId),
      teamId,
    );
    return shown.map((e) => ({
      day: e.day,
      reader: names.get(e.userId)?.name ?? 'A former manager',
      role: names.get(e.userId)?.role ?? null,
      kinds: [...e.kinds].sort(),
    }));
  }
}

function present(share: ShareRecord): ResultsShare {
  return {
    id: share.id,
    round: share.round,
    sharedBy: share.sharedBy,
    sharedAt: share.sharedAt,
    includeComments: share.includeComments,
    revokedAt: share.revokedAt,
    mailed: share.mailed,
  };
}

import { renderEmail } from '../mail/layout';
import { deliverEach, oncePerKey, sendClaimed } from '../mail/queued-mail';
import type { BatchTime, Delivered, QueuedMailDeps } from '../mail/queued-mail';
import {
  shareMailContext,
  type ShareMailMessage,
  type ShareMailOutbox,
  type ShareRecord,
} from './ports';

/** Shares read from the outbox at once; invitations are read a page at a time. */
const SHARES_PER_RUN = 10;

export interface ShareMailRelayDeps {
  outbox: Pick<ShareMailOutbox, 'pending' | 'queued' | 'progress'>;
  /** The round's e-mailed invitations, a page at a time. */
  invitees(
    surveyId: string,
    round: number,
    cursor?: string,
  ): Promise<{ items: { email: string; reachable: boolean }[]; cursor?: string | undefined }>;
  queue: { enqueueShareMails(messages: ShareMailMessage[]): Promise<number> };
}

/** Time a page of invitations may take to read and queue: none starts with less left. */
export const SHARE_PAGE_RESERVE_MS = 5_000;

/**
 * The report job's share mails (decision 0058): each share that asked for mail is moved from the
 * outbox onto the send queue, one message per person invited to its round by e-mail, then taken
 * out. A round of thousands takes many pages: a run that gets short of time saves where it
 * stopped on the share and the next run goes on from there. A run stopped half-way without saving
 * queues a page again; the worker's claim per address mails each once.
 */
export class ShareMailRelay {
  constructor(private readonly deps: ShareMailRelayDeps) {}

  async relay(
    remainingMs: () => number = () => Number.POSITIVE_INFINITY,
  ): Promise<{ shares: number; mails: number; unfinished: number }> {
    const outcome = { shares: 0, mails: 0, unfinished: 0 };
    for (const share of await this.deps.outbox.pending(SHARES_PER_RUN)) {
      let cursor: string | undefined = share.mailCursor;
      let finished = true;
      do {
        if (remainingMs() < SHARE_PAGE_RESERVE_MS) {
          finished = false;
          break;
        }
        const page = await this.deps.invitees(share.surveyId, share.round, cursor);
        // An address whose invitation failed, bounced or drew a complaint is not mailed again.
        const reachable = page.items.filter((i) => i.reachable).map((i) => i.email);
        const messages = [...new Set(reachable)].map((email) => ({
          surveyId: share.surveyId,
          shareId: share.id,
          email,
        }));
        const queued = messages.length ? await this.deps.queue.enqueueShareMails(messages) : 0;
        if (queued < messages.length) {
          throw new Error(`The send queue took ${queued} of ${messages.length} share mails`);
        }
        outcome.mails += messages.length;
        cursor = page.cursor;
      } while (cursor);
      if (!finished) {
        if (cursor) await this.deps.outbox.progress(share.id, cursor);
        outcome.unfinished += 1;
        // Later shares wait for the next run: it has no time left for them either.
        break;
      }
      await this.deps.outbox.queued(share.id);
      outcome.shares += 1;
    }
    return outcome;
  }
}

/** The mail of a share's link: the survey, the round, the manager's note; no figure. */
export function shareMail(origin: string, share: ShareRecord, token: string) {
  const { title } = share.summary.survey;
  const note = share.summary.note.trim();
  const { html, text } = renderEmail({
    preheader: `The results of “${title}”, round ${share.round}, shared with the people invited.`,
    heading: `Results of “${title}”, round ${share.round}`,
    paragraphs: [
      `${share.sharedBy} shared the results of round ${share.round} of “${title}” with everyone who was invited to answer it.`,
      ...(note ? [`Their note: ${note}`] : []),
      'The page shows the figures as the results view showed them, for groups large enough to keep every answer anonymous.',
    ],
    action: { label: 'See the results', url: `${origin}/shared/${token}` },
    footnote: 'You got this e-mail because you were invited to answer this survey.',
  });
  return { subject: `Results of “${title}”, round ${share.round}`, html, text };
}

export type QueuedShareMail = ShareMailMessage & Delivered;

export interface ShareMailDeliveryDeps extends QueuedMailDeps {
  outbox: Pick<ShareMailOutbox, 'claim' | 'release' | 'mailed'>;
  shares: { get(id: string): Promise<ShareRecord | undefined> };
  open: (sealed: string, context: string) => Promise<string | undefined>;
  appOrigin: string;
}

/**
 * The send worker's share mails (decision 0058), paced with its other mails: each address
 * claimed once per share, nothing mailed for a share taken down meanwhile, each mail counted on
 * the share. Addresses are never logged.
 */
export class ShareMailDelivery {
  constructor(private readonly deps: ShareMailDeliveryDeps) {}

  /** Sends a batch; returns the ids of the messages to deliver again (see deliverEach). */
  async deliver(batch: QueuedShareMail[], time: BatchTime): Promise<string[]> {
    const shareOf = oncePerKey((id) =>
      this.deps.shares.get(id).then(async (share) => {
        if (!share || share.revokedAt || !share.mailToken) return undefined;
        const token = await this.deps.open(share.mailToken, shareMailContext(share.id));
        return token ? { share, token } : undefined;
      }),
    );
    const mailOne = async (message: QueuedShareMail) => {
      const found = await shareOf(message.shareId);
      // Taken down, gone, or its secret no longer opens: nothing to mail.
      if (!found) return true;
      if (!(await this.deps.outbox.claim(message.shareId, message.email))) return true;
      const mail = {
        to: [message.email],
        ...shareMail(this.deps.appOrigin, found.share, found.token),
      };
      // A refused address keeps its claim: it is not mailed again for this share.
      const sent = await sendClaimed(mail, this.deps, time.pacer, {
        what: 'share mail',
        release: () => this.deps.outbox.release(message.shareId, message.email),
        keepRefused: true,
      });
      if (sent === 'sent') await this.deps.outbox.mailed(message.shareId);
      return sent !== 'held';
    };
    return deliverEach(batch, time, mailOne, this.deps, {
      what: 'queued share mail not handled',
      describe: () => ({}),
    });
  }
}

import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import {
  IdentityInvitedError,
  InvitationExistsError,
  LinkUsedError,
  type ClaimOptions,
  type InvitationRecord,
  type InvitationStore,
  type Page,
} from '../../domain/responses/ports';
import {
  DynamoInvitationAnswers,
  invitationKey,
  linkPut,
  toInvitation,
} from './invitation-answers';
import { keys } from './keys';
import type { PageCursors } from './page-cursor';
import { isConditionFailure, type TransactItem, startingWith, tx } from './table';

/** Whether the invitation was still being sent when the outcome was recorded (R2). */
const finishing = (invitation: InvitationRecord): TransactItem['Update'] & object => ({
  Key: invitationKey(invitation),
  UpdateExpression: invitation.sentAt
    ? 'SET #status = :status, sentAt = :at'
    : 'SET #status = :status',
  ConditionExpression: '#status = :sending',
  ExpressionAttributeNames: { '#status': 'status' },
  ExpressionAttributeValues: {
    ':status': invitation.status,
    ':sending': 'sending',
    ...(invitation.sentAt ? { ':at': invitation.sentAt } : {}),
  },
});

/**
 * E-mail invitations (`SURVEY#<id>`/`INVITATION#<address>`, one per recipient) and their personal
 * links (`SURVEYLINK#<token hash>`). A link works while its hash is the invitation's current one
 * or one of its `earlierLinks` (kept by reminders); a resent link retires them all.
 */
export class DynamoInvitationStore extends DynamoInvitationAnswers implements InvitationStore {
  constructor(
    db: DynamoDBDocumentClient,
    table: string,
    private readonly cursors: PageCursors,
  ) {
    super(db, table);
  }

  /** R1: an invitation with its personal link, and the person it is for held once. */
  async claim(invitation: InvitationRecord, options: ClaimOptions = {}): Promise<void> {
    const item = {
      ...invitationKey(invitation),
      entityType: 'SurveyInvitation',
      id: invitation.id,
      surveyId: invitation.surveyId,
      email: invitation.email,
      status: invitation.status,
      tokenHash: invitation.tokenHash,
      independent: invitation.independent,
      ...(invitation.sendId ? { sendId: invitation.sendId } : {}),
      ...(invitation.sentAt ? { sentAt: invitation.sentAt } : {}),
      ...(invitation.respondedOn ? { respondedOn: invitation.respondedOn } : {}),
    };
    const items: TransactItem[] = [
      tx.put(
        {
          Item: item,
          ConditionExpression: 'attribute_not_exists(PK) OR #status = :failed',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':failed': 'failed' },
        },
        'invitation',
      ),
      linkPut(invitation, invitation.tokenHash),
    ];
    // The person, held by the first of their addresses invited (a retry of that address keeps it).
    // An update, not a put: a later round's claim keeps the group the person is counted in.
    if (options.identity) {
      items.push(
        tx.update(
          {
            Key: keys.surveyRecipient(invitation.surveyId, options.identity),
            UpdateExpression: 'SET entityType = :type, surveyId = :survey, email = :email',
            ConditionExpression: 'attribute_not_exists(PK) OR email = :email',
            ExpressionAttributeValues: {
              ':type': 'SurveyRecipient',
              ':survey': invitation.surveyId,
              ':email': invitation.email,
            },
          },
          'person',
        ),
      );
    }
    try {
      await this.t.transact(items);
    } catch (error) {
      if (isConditionFailure(error, 'invitation')) {
        throw new InvitationExistsError(invitation.email);
      }
      if (isConditionFailure(error, 'person')) throw new IdentityInvitedError(invitation.email);
      throw error;
    }
  }

  /** R2: how each send went, for the invitations still being sent (one may have been answered). */
  async finish(invitations: InvitationRecord[]): Promise<void> {
    const one = (invitation: InvitationRecord) => this.t.updateIf(finishing(invitation));
    if (invitations.length === 1) {
      // One invitation (the send worker's): a plain update, no transaction to conflict.
      await one(invitations[0]!);
      return;
    }
    for (let i = 0; i < invitations.length; i += 100) {
      const chunk = invitations.slice(i, i + 100);
      const all = await this.t.transactIf(chunk.map((inv) => ({ Update: finishing(inv) })));
      if (!all) for (const invitation of chunk) await one(invitation);
    }
  }

  /** R2: a bounce or a complaint, recorded once on the invitation it answers. */
  async markFeedback(invitation: InvitationRecord, kind: 'bounced' | 'complained'): Promise<void> {
    await this.t.updateIf({
      Key: invitationKey(invitation),
      UpdateExpression: 'SET feedback = :kind',
      ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(feedback)',
      ExpressionAttributeValues: { ':kind': kind },
    });
  }

  /** R3: a survey's invitations, a page at a time. */
  async list(surveyId: string, cursor?: string): Promise<Page<InvitationRecord>> {
    const page = await this.t.queryPage(
      { ...startingWith(keys.invitationsOfSurvey(surveyId)), limit: 100 },
      this.cursors,
      cursor,
    );
    return { items: page.items.map(toInvitation), nextCursor: page.nextCursor };
  }

  /** R5: a resend's new link replaces the invitation's current and earlier ones. */
  async rotate(invitation: InvitationRecord, tokenHash: string, sentAt: string): Promise<void> {
    await this.relinked(invitation, tokenHash, [
      tx.update({
        Key: invitationKey(invitation),
        UpdateExpression: 'SET tokenHash = :new, sentAt = :at, #status = :sent REMOVE earlierLinks',
        ConditionExpression: 'tokenHash = :old AND #status <> :responded',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':new': tokenHash,
          ':old': invitation.tokenHash,
          ':at': sentAt,
          ':sent': 'sent',
          ':responded': 'responded',
        },
      }),
      ...(invitation.earlierLinks ?? []).map((hash) => ({
        Delete: { Key: keys.surveyLink(hash) },
      })),
    ]);
  }

  /** R5 while sending: a retried send's new link replaces the one not yet delivered. */
  async relink(invitation: InvitationRecord, tokenHash: string): Promise<void> {
    await this.relinked(invitation, tokenHash, [
      tx.update({
        Key: invitationKey(invitation),
        UpdateExpression: 'SET tokenHash = :new',
        ConditionExpression: 'tokenHash = :old AND #status = :sending',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':new': tokenHash,
          ':old': invitation.tokenHash,
          ':sending': 'sending',
        },
      }),
    ]);
  }

  /** The invitation's change, its current link deleted and the new one created, at once. */
  private async relinked(invitation: InvitationRecord, tokenHash: string, change: TransactItem[]) {
    const [update, ...earlier] = change;
    try {
      await this.t.transact([
        update!,
        tx.delete({ Key: keys.surveyLink(invitation.tokenHash) }),
        ...earlier,
        linkPut(invitation, tokenHash),
      ]);
    } catch (error) {
      if (isConditionFailure(error)) throw new LinkUsedError(invitation.email);
      throw error;
    }
  }

  /** R5 to the same link: when it was sent again. */
  async touch(invitation: InvitationRecord, sentAt: string): Promise<void> {
    // A transaction, as `rotate` is: a resend costs the same kind of call whoever it went to.
    await this.t.transact([
      tx.update({
        Key: invitationKey(invitation),
        UpdateExpression: 'SET sentAt = :at',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':at': sentAt },
      }),
    ]);
  }

  /** R2: a send that failed, unless the invitation was answered meanwhile. */
  async setStatus(invitation: InvitationRecord, status: 'failed'): Promise<void> {
    await this.t.updateIf({
      Key: invitationKey(invitation),
      UpdateExpression: 'SET #status = :status',
      ConditionExpression: '#status <> :responded',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':status': status, ':responded': 'responded' },
    });
  }
}

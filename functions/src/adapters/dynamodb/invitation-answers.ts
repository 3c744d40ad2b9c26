import { LinkUsedError, type InvitationRecord } from '../../domain/responses/ports';
import { keys } from './keys';
import { putNew, TableAdapter, storedFields } from './table';

const invitationFields = storedFields<InvitationRecord>();

export function toInvitation(item: Record<string, unknown>): InvitationRecord {
  return {
    ...invitationFields(item, 'id surveyId email status'),
    sentAt: (item.sentAt as string | undefined) ?? null,
    respondedOn: (item.respondedOn as string | undefined) ?? null,
    tokenHash: item.tokenHash as string,
    earlierLinks: [...((item.earlierLinks as Set<string> | undefined) ?? [])],
    // Invitations sent before independence was recorded count, as they did then.
    independent: item.independent !== false,
    // The round is in the key (`INVITATION#R<n>#…`); the shape without one is round 1.
    round: Number(/^INVITATION#R(\d+)#/.exec(String(item.SK))?.[1] ?? 1),
    ...(typeof item.sendId === 'string' ? { sendId: item.sendId } : {}),
    ...(item.feedback === 'bounced' || item.feedback === 'complained'
      ? { feedback: item.feedback }
      : {}),
  };
}

/** A condition: the link `:hash` still answers for the invitation (current or kept by a reminder). */
const LINK_ANSWERS = '(tokenHash = :hash OR contains(earlierLinks, :hash))';

export const invitationKey = (invitation: InvitationRecord) =>
  keys.surveyInvitation(invitation.surveyId, invitation.email, invitation.round);

/** A personal link (`tokenHash`) pointing at its invitation (R6), created only. */
export const linkPut = (
  invitation: Pick<InvitationRecord, 'surveyId' | 'email' | 'round'>,
  tokenHash: string,
) =>
  putNew({
    ...keys.surveyLink(tokenHash),
    entityType: 'SurveyLink',
    surveyId: invitation.surveyId,
    email: invitation.email,
    ...(invitation.round > 1 ? { round: invitation.round } : {}),
  });

/** What answering through a personal link needs of the invitations (the public answer routes). */
export class DynamoInvitationAnswers extends TableAdapter {
  /** R4: one recipient's invitation of one round. */
  async get(surveyId: string, email: string, round = 1) {
    const item = await this.t.get(keys.surveyInvitation(surveyId, email, round), {
      consistent: true,
    });
    return item ? toInvitation(item) : undefined;
  }

  /** R6: the invitation a personal link answers for, while the link still does. */
  async byToken(tokenHash: string) {
    const link = await this.t.get(keys.surveyLink(tokenHash), { consistent: true });
    if (!link) return undefined;
    // Links made before rounds existed name no round: theirs is round 1.
    const invitation = await this.get(
      link.surveyId as string,
      link.email as string,
      Number(link.round ?? 1),
    );
    if (!invitation) return undefined;
    const answers =
      invitation.tokenHash === tokenHash || invitation.earlierLinks?.includes(tokenHash);
    return answers ? { ...invitation, linkHash: tokenHash } : undefined;
  }

  /** R7: the invitation answered, once, through a link that still answers for it. */
  async markResponded(invitation: InvitationRecord, day: string | null): Promise<void> {
    const marked = await this.t.updateIf({
      Key: invitationKey(invitation),
      // An anonymous survey's invitation is marked as a flag only: no day.
      UpdateExpression: `SET #status = :responded${day === null ? '' : ', respondedOn = :day'}`,
      ConditionExpression: `${LINK_ANSWERS} AND #status <> :responded`,
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':responded': 'responded',
        ...(day === null ? {} : { ':day': day }),
        ':hash': invitation.linkHash ?? invitation.tokenHash,
      },
    });
    if (!marked) throw new LinkUsedError(invitation.email);
  }

  /** R21: a person counted once a round, whichever of their addresses answers first. */
  countOnce(surveyId: string, identity: string, email: string, round: number) {
    return this.t.updateIf({
      Key: keys.surveyRecipient(surveyId, identity),
      // A person invited before the marker existed is held by the address that answers. The
      // round, not the release group: the round is on every invitation of it already, while
      // a group number here would say which released group holds this person's answer.
      UpdateExpression:
        'SET email = if_not_exists(email, :email), countedInRound = :round REMOVE countedIn',
      ConditionExpression: 'attribute_not_exists(countedInRound) OR countedInRound <> :round',
      ExpressionAttributeValues: { ':email': email, ':round': round },
    });
  }

  /** R7 undone: the answer was not stored after all. */
  async unmarkResponded(invitation: InvitationRecord): Promise<void> {
    await this.t.update({
      Key: invitationKey(invitation),
      UpdateExpression: 'SET #status = :sent REMOVE respondedOn',
      ConditionExpression: `${LINK_ANSWERS} AND #status = :responded`,
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':sent': 'sent',
        ':responded': 'responded',
        ':hash': invitation.linkHash ?? invitation.tokenHash,
      },
    });
  }
}

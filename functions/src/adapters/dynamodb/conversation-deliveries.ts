import type {
  ConversationMailClaims,
  ConversationNoticeMessage,
  ConversationStore,
  DueDelivery,
  SealedMailRequest,
} from '../../domain/conversations/ports';
import { keys } from './keys';
import { isConditionFailure, TableAdapter, tx } from './table';

/**
 * What respondents did in conversations, due for delivery (R55), and its delivery: the hourly
 * job's part of the conversation store, in a file of its own so the job carries only this.
 */
export class DynamoConversationDeliveries
  extends TableAdapter
  implements Pick<ConversationStore, 'due' | 'deliver' | 'mailQueued'>
{
  async due(at: string, limit: number): Promise<DueDelivery[]> {
    const pk = keys.conversationDelivery('', '', '').GSI2PK;
    const { items } = await this.t.query({ index: 'GSI2', pk, sk: { upTo: `${at}#~` }, limit });
    return items.flatMap((item): DueDelivery[] => {
      const [due, surveyId, responseId, part] = String(item.GSI2SK).split('#');
      if (!due || !surveyId || !responseId || !part) return [];
      if (part === 'MAIL') return [{ surveyId, responseId, mail: { due } }];
      return [{ surveyId, responseId, ...(part === 'CLOSE' ? {} : { n: Number(part) }) }];
    });
  }

  async mailQueued(item: DueDelivery): Promise<void> {
    if (!item.mail) return;
    const { GSI2SK } = keys.conversationMailDue(item.mail.due, item.surveyId, item.responseId);
    // Withdrawn, or left the list already (a retried run): nothing to do.
    await this.t.updateIf({
      Key: keys.conversationMail(item.surveyId, item.responseId),
      UpdateExpression: 'REMOVE GSI2PK, GSI2SK',
      ConditionExpression: 'GSI2SK = :sk',
      ExpressionAttributeValues: { ':sk': GSI2SK },
    });
  }

  async deliver(item: DueDelivery, day: string): Promise<void> {
    if (item.mail) return;
    const { surveyId, responseId, n } = item;
    const meta = keys.conversation(surveyId, responseId);
    // Delivered by an earlier run: a retried job delivers nothing twice.
    await this.t.transactIf(
      n === undefined
        ? [
            tx.update({
              Key: keys.conversationClose(surveyId, responseId),
              UpdateExpression: 'REMOVE GSI2PK, GSI2SK',
              ConditionExpression: 'attribute_exists(GSI2PK)',
            }),
            tx.update({
              Key: meta,
              UpdateExpression: 'SET closedShown = :true',
              ExpressionAttributeValues: { ':true': true },
            }),
          ]
        : [
            tx.update({
              Key: keys.conversationMessage(surveyId, responseId, n),
              UpdateExpression: 'SET delivered = :true, #day = :day REMOVE GSI2PK, GSI2SK',
              ConditionExpression: 'attribute_exists(GSI2PK)',
              ExpressionAttributeNames: { '#day': 'day' },
              ExpressionAttributeValues: { ':true': true, ':day': day },
            }),
            tx.update({
              Key: meta,
              UpdateExpression:
                'SET delivered = delivered + :one, pending = pending - :one, lastDay = :day',
              ExpressionAttributeValues: { ':one': 1, ':day': day },
            }),
          ],
    );
  }
}

/** How long a manager's notice claim is kept: long past any redelivery of its message. */
const NOTICE_CLAIM_DAYS = 35;

/**
 * The send worker's claims of conversations' mails (decision 0058): the respondent's on their
 * sealed request itself (R70, `mailedFor` = the delivery hour it was due), a manager's notice in
 * an item of its own per survey, manager and run (R71).
 */
export class DynamoConversationMailClaims extends TableAdapter implements ConversationMailClaims {
  async claimMail(
    surveyId: string,
    responseId: string,
    due: string,
  ): Promise<SealedMailRequest | undefined> {
    try {
      const item = await this.t.update({
        Key: keys.conversationMail(surveyId, responseId),
        UpdateExpression: 'SET mailedFor = :due',
        ConditionExpression:
          'attribute_exists(PK) AND (attribute_not_exists(mailedFor) OR mailedFor <> :due)',
        ExpressionAttributeValues: { ':due': due },
        ReturnValues: 'ALL_NEW',
      });
      if (typeof item?.address !== 'string' || typeof item.secret !== 'string') return undefined;
      return { address: item.address, secret: item.secret };
    } catch (error) {
      // Mailed already for this hour, or the request was withdrawn.
      if (isConditionFailure(error)) return undefined;
      throw error;
    }
  }

  async releaseMail(surveyId: string, responseId: string, due: string): Promise<void> {
    await this.t.updateIf({
      Key: keys.conversationMail(surveyId, responseId),
      UpdateExpression: 'REMOVE mailedFor',
      ConditionExpression: 'mailedFor = :due',
      ExpressionAttributeValues: { ':due': due },
    });
  }

  claimNotice(message: ConversationNoticeMessage): Promise<boolean> {
    return this.t.putIfNew({
      ...keys.conversationNoticeMail(message.surveyId, message.userId, message.run),
      entityType: 'ConversationNoticeMail',
      expiresAt: Math.floor(Date.parse(message.run) / 1000) + NOTICE_CLAIM_DAYS * 86_400,
    });
  }

  async releaseNotice(message: ConversationNoticeMessage): Promise<void> {
    await this.t.delete(keys.conversationNoticeMail(message.surveyId, message.userId, message.run));
  }
}

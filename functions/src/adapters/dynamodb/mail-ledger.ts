import type { MailFeedbackKind, MailSuppressions } from '../../domain/mail/mail-feedback';
import {
  SURVEY_MAILS_A_DAY,
  type MailLedger,
  type MailReservation,
} from '../../domain/mail/mail-ledger';
import { isConditionFailure, TableAdapter } from './table';
import { keys } from './keys';

/** A day's ledger item outlives its day by one, then DynamoDB's TTL removes it. */
const KEEP_SECONDS = 2 * 86_400;

/**
 * The mail ledger (A13b in docs/data-model.md): one item per address, account and day, keyed by
 * a hash of the account and the address, holding the sends and the surveys that mailed it. One
 * conditional UpdateItem reserves; one UpdateItem gives back.
 */
export class DynamoMailLedger extends TableAdapter implements MailLedger, MailSuppressions {
  async reserve(mail: MailReservation): Promise<'reserved' | 'survey' | 'account'> {
    try {
      await this.t.update({
        Key: keys.mailDay(mail.accountId, mail.email, mail.day),
        UpdateExpression: 'ADD sends :send, surveys :survey SET expiresAt = :expires',
        ConditionExpression:
          'contains(sends, :sendId) OR ((attribute_not_exists(sends) OR size(sends) < :max) AND (attribute_not_exists(surveys) OR NOT contains(surveys, :surveyId)))',
        ExpressionAttributeValues: {
          ':send': new Set([mail.sendId]),
          ':survey': new Set([mail.surveyId]),
          ':sendId': mail.sendId,
          ':surveyId': mail.surveyId,
          ':max': SURVEY_MAILS_A_DAY,
          ':expires': Math.floor(Date.parse(`${mail.day}T00:00:00Z`) / 1000) + KEEP_SECONDS,
        },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      });
      return 'reserved';
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      // The item as it stood, in DynamoDB's own attribute format (the document client leaves it so).
      const item = (error as { Item?: { surveys?: { SS?: string[] } } }).Item;
      const hasSurvey = item?.surveys?.SS?.includes(mail.surveyId) ?? false;
      return hasSurvey ? 'survey' : 'account';
    }
  }

  async release(mail: MailReservation): Promise<void> {
    await this.t.updateIf({
      Key: keys.mailDay(mail.accountId, mail.email, mail.day),
      UpdateExpression: 'DELETE sends :send, surveys :survey',
      ConditionExpression: 'attribute_exists(PK) AND contains(sends, :sendId)',
      ExpressionAttributeValues: {
        ':send': new Set([mail.sendId]),
        ':survey': new Set([mail.surveyId]),
        ':sendId': mail.sendId,
      },
    });
  }

  /**
   * Suppressions (A13c in docs/data-model.md) share the ledger's partition: the same hash of account
   * and address, sort key `SUPPRESSED`; the first reason stays.
   */
  async suppress(accountId: string, email: string, kind: MailFeedbackKind, at: string) {
    await this.t.putIfNew({
      ...keys.mailSuppression(accountId, email),
      entityType: 'MailSuppression',
      reason: kind,
      at,
    });
  }

  async suppressed(accountId: string, email: string): Promise<MailFeedbackKind | null> {
    const item = await this.t.get(keys.mailSuppression(accountId, email), { fields: ['reason'] });
    const reason = item?.reason as unknown;
    return reason === 'bounced' || reason === 'complained' ? reason : null;
  }
}

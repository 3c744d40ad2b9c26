import { GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { OpenLinkGuardStore } from '../../domain/responses/open-link-guard';
import { isConditionFailure } from './errors';
import { keys } from './keys';

/**
 * The open link's challenge state (decision 0046): when a survey asks for the challenge (R50) and
 * which challenges were spent (R51). Both expire with TTL and hold no trace of a respondent.
 */
export class DynamoOpenLinkGuardStore implements OpenLinkGuardStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async challengeUntil(surveyId: string): Promise<number | undefined> {
    const out = await this.db.send(
      new GetCommand({
        TableName: this.table,
        Key: keys.openLinkBurst(surveyId),
        ProjectionExpression: 'expiresAt',
      }),
    );
    const until = out.Item?.expiresAt;
    return typeof until === 'number' ? until : undefined;
  }

  async askUntil(surveyId: string, until: number): Promise<void> {
    await this.db.send(
      new PutCommand({
        TableName: this.table,
        Item: { ...keys.openLinkBurst(surveyId), entityType: 'OpenLinkBurst', expiresAt: until },
      }),
    );
  }

  async spend(challengeHash: string, expiresAt: number): Promise<boolean> {
    try {
      await this.db.send(
        new PutCommand({
          TableName: this.table,
          Item: { ...keys.usedChallenge(challengeHash), entityType: 'UsedChallenge', expiresAt },
          ConditionExpression: 'attribute_not_exists(PK)',
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }
}

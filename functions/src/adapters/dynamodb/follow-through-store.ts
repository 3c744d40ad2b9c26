import {
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import type { Question } from '#shared/api/surveys';
import type { DueAction, FollowThroughStore } from '../../domain/actions/follow-through';
import { isCancelled } from './errors';
import { keys } from './keys';

/**
 * What the send path needs of actions (R65, R68), apart from the actions' own store so the
 * functions that open rounds (the send, the run job, the hourly upkeep) carry only this.
 */
export class DynamoFollowThroughStore implements FollowThroughStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async ofSurvey(surveyId: string): Promise<DueAction[]> {
    const out = await this.db.send(
      new QueryCommand({
        TableName: this.table,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :a)',
        ExpressionAttributeValues: { ':pk': keys.survey(surveyId).PK, ':a': 'ACTION#' },
        ProjectionExpression: 'id, what, #round, #status, checkedInRound, createdAt',
        ExpressionAttributeNames: { '#round': 'round', '#status': 'status' },
        Limit: 500,
        ConsistentRead: true,
      }),
    );
    return (out.Items ?? [])
      .map((item) => ({
        id: item.id as string,
        what: item.what as string,
        round: item.round as number,
        status: item.status as DueAction['status'],
        checkedInRound: (item.checkedInRound as number | undefined) ?? null,
        createdAt: item.createdAt as string,
      }))
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  }

  async fixRound(surveyId: string, round: number, questions: Question[], actionIds: string[]) {
    // The map first (idempotent), so the transaction can set one round's entry in it.
    await this.db.send(
      new UpdateCommand({
        TableName: this.table,
        Key: keys.survey(surveyId),
        UpdateExpression: 'SET followThrough = if_not_exists(followThrough, :empty)',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':empty': {} },
      }),
    );
    try {
      await this.db.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              ConditionCheck: {
                TableName: this.table,
                Key: keys.surveyRound(surveyId, round),
                ConditionExpression: 'attribute_not_exists(openedAt)',
              },
            },
            {
              Update: {
                TableName: this.table,
                Key: keys.survey(surveyId),
                UpdateExpression: 'SET followThrough.#round = :questions',
                ConditionExpression: 'attribute_not_exists(followThrough.#round)',
                ExpressionAttributeNames: { '#round': String(round) },
                ExpressionAttributeValues: { ':questions': questions },
              },
            },
            ...actionIds.map((id) => ({
              Update: {
                TableName: this.table,
                Key: keys.surveyAction(surveyId, id),
                UpdateExpression: 'SET checkedInRound = :round',
                ConditionExpression:
                  'attribute_exists(PK) AND attribute_not_exists(checkedInRound)',
                ExpressionAttributeValues: { ':round': round },
              },
            })),
          ],
        }),
      );
      return true;
    } catch (error) {
      if (isCancelled(error)) return false;
      throw error;
    }
  }
}

import type { Question } from '#shared/api/surveys';
import type { DueAction, FollowThroughStore } from '../../domain/actions/follow-through';
import { keys } from './keys';
import { TableAdapter, startingWith, tx, storedFields } from './table';

const dueActionFields = storedFields<DueAction>();

/**
 * What the send path needs of actions (R65, R68), apart from the actions' own store so the
 * functions that open rounds (the send, the run job, the hourly upkeep) carry only this.
 */
export class DynamoFollowThroughStore extends TableAdapter implements FollowThroughStore {
  async ofSurvey(surveyId: string): Promise<DueAction[]> {
    const { items } = await this.t.query({
      ...startingWith(keys.actionsOfSurvey(surveyId)),
      fields: ['id', 'what', 'round', 'status', 'checkedInRound', 'createdAt'],
      limit: 500,
      consistent: true,
    });
    return items
      .map((item) => ({
        ...dueActionFields(item, 'id what round status'),
        checkedInRound: (item.checkedInRound as number | undefined) ?? null,
        createdAt: item.createdAt as string,
      }))
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  }

  async fixRound(surveyId: string, round: number, questions: Question[], actionIds: string[]) {
    // The map first (idempotent), so the transaction can set one round's entry in it.
    await this.t.update({
      Key: keys.survey(surveyId),
      UpdateExpression: 'SET followThrough = if_not_exists(followThrough, :empty)',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':empty': {} },
    });
    return this.t.transactIf([
      tx.check({
        Key: keys.surveyRound(surveyId, round),
        ConditionExpression: 'attribute_not_exists(openedAt)',
      }),
      tx.update({
        Key: keys.survey(surveyId),
        UpdateExpression: 'SET followThrough.#round = :questions',
        ConditionExpression: 'attribute_not_exists(followThrough.#round)',
        ExpressionAttributeNames: { '#round': String(round) },
        ExpressionAttributeValues: { ':questions': questions },
      }),
      ...actionIds.map((id) =>
        tx.update({
          Key: keys.surveyAction(surveyId, id),
          UpdateExpression: 'SET checkedInRound = :round',
          ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(checkedInRound)',
          ExpressionAttributeValues: { ':round': round },
        }),
      ),
    ]);
  }
}

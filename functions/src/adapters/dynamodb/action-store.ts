import type { ActionRecord, ActionStatusChange, ActionStore } from '../../domain/actions/ports';
import { keys } from './keys';
import { putNew, TableAdapter, startingWith, tx, storedFields } from './table';

const actionFields = storedFields<ActionRecord>();

/** The most actions a list reads: one page of the survey's, or of the team's links. */
const SURVEY_LIMIT = 500;
const TEAM_LIMIT = 200;

function toAction(item: Record<string, unknown> | undefined): ActionRecord | undefined {
  if (!item || item.entityType !== 'Action') return undefined;
  return {
    ...actionFields(
      item,
      'id surveyId surveyTitle round questionId question what ownerId ownerName dueDate status',
    ),
    history: (item.history as ActionRecord['history'] | undefined) ?? [],
    teamIds: (item.teamIds as string[] | undefined) ?? [],
    createdBy: item.createdBy as string,
    createdAt: item.createdAt as string,
    checkedInRound: (item.checkedInRound as number | undefined) ?? null,
  };
}

/** Actions and their team links (data-model rows R63 to R66). */
export class DynamoActionStore extends TableAdapter implements ActionStore {
  async create(action: ActionRecord) {
    const { checkedInRound, ...rest } = action;
    await this.t.transact([
      putNew({
        ...keys.surveyAction(action.surveyId, action.id),
        entityType: 'Action',
        ...rest,
        ...(checkedInRound === null ? {} : { checkedInRound }),
      }),
      ...action.teamIds.map((teamId) =>
        tx.put({
          Item: {
            ...keys.teamAction(teamId, action.surveyId, action.id),
            entityType: 'TeamAction',
            surveyId: action.surveyId,
            actionId: action.id,
          },
        }),
      ),
    ]);
  }

  async get(surveyId: string, actionId: string) {
    return toAction(await this.t.get(keys.surveyAction(surveyId, actionId), { consistent: true }));
  }

  async ofSurvey(surveyId: string) {
    const { items } = await this.t.query({
      ...startingWith(keys.actionsOfSurvey(surveyId)),
      limit: SURVEY_LIMIT,
      consistent: true,
    });
    return items
      .flatMap((item) => toAction(item) ?? [])
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  }

  async ofTeam(teamId: string) {
    const { items: links } = await this.t.query({
      ...startingWith(keys.actionsOfTeam(teamId)),
      fields: ['surveyId', 'actionId'],
      limit: TEAM_LIMIT,
      consistent: true,
    });
    // A read left short after its retries fails rather than silently shrinks the list.
    const items = await this.t.getMany(
      links.map((link) => keys.surveyAction(link.surveyId as string, link.actionId as string)),
      { consistent: true },
    );
    // Links of a deleted survey find nothing and are passed over.
    return items
      .flatMap((item) => toAction(item) ?? [])
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  }

  changeStatus(surveyId: string, actionId: string, change: ActionStatusChange, length: number) {
    return this.t.updateIf({
      Key: keys.surveyAction(surveyId, actionId),
      UpdateExpression: 'SET #status = :status, history = list_append(history, :change)',
      ConditionExpression: 'attribute_exists(PK) AND size(history) = :length',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':status': change.status,
        ':change': [change],
        ':length': length,
      },
    });
  }

  async delete(action: ActionRecord) {
    await this.t.transact([
      tx.delete({ Key: keys.surveyAction(action.surveyId, action.id) }),
      ...action.teamIds.map((teamId) => ({
        Delete: { Key: keys.teamAction(teamId, action.surveyId, action.id) },
      })),
    ]);
  }

  async names(userIds: string[]) {
    const items = await this.t.getMany(
      [...new Set(userIds)].map((id) => keys.user(id)),
      { fields: ['id', 'firstName', 'lastName'] },
    );
    const names = new Map<string, string>();
    for (const item of items) {
      const name =
        `${(item.firstName as string | undefined) ?? ''} ${(item.lastName as string | undefined) ?? ''}`.trim();
      names.set(item.id as string, name || 'A manager');
    }
    return names;
  }
}

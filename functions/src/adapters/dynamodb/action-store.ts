import {
  BatchGetCommand,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import type { ActionRecord, ActionStatusChange, ActionStore } from '../../domain/actions/ports';
import { isConditionFailure } from './errors';
import { keys } from './keys';

/** The most actions a list reads: one page of the survey's, or of the team's links. */
const SURVEY_LIMIT = 500;
const TEAM_LIMIT = 200;
/** BatchGetItem takes 100 keys. */
const BATCH = 100;

function toAction(item: Record<string, unknown> | undefined): ActionRecord | undefined {
  if (!item || item.entityType !== 'Action') return undefined;
  return {
    id: item.id as string,
    surveyId: item.surveyId as string,
    surveyTitle: item.surveyTitle as string,
    round: item.round as number,
    questionId: item.questionId as string,
    question: item.question as string,
    what: item.what as string,
    ownerId: item.ownerId as string,
    ownerName: item.ownerName as string,
    dueDate: item.dueDate as string,
    status: item.status as ActionRecord['status'],
    history: (item.history as ActionRecord['history'] | undefined) ?? [],
    teamIds: (item.teamIds as string[] | undefined) ?? [],
    createdBy: item.createdBy as string,
    createdAt: item.createdAt as string,
    checkedInRound: (item.checkedInRound as number | undefined) ?? null,
  };
}

/** Actions and their team links (data-model rows R63 to R66). */
export class DynamoActionStore implements ActionStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async create(action: ActionRecord) {
    const { checkedInRound, ...rest } = action;
    await this.db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: this.table,
              Item: {
                ...keys.surveyAction(action.surveyId, action.id),
                entityType: 'Action',
                ...rest,
                ...(checkedInRound === null ? {} : { checkedInRound }),
              },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          ...action.teamIds.map((teamId) => ({
            Put: {
              TableName: this.table,
              Item: {
                ...keys.teamAction(teamId, action.surveyId, action.id),
                entityType: 'TeamAction',
                surveyId: action.surveyId,
                actionId: action.id,
              },
            },
          })),
        ],
      }),
    );
  }

  async get(surveyId: string, actionId: string) {
    const out = await this.db.send(
      new GetCommand({
        TableName: this.table,
        Key: keys.surveyAction(surveyId, actionId),
        ConsistentRead: true,
      }),
    );
    return toAction(out.Item);
  }

  async ofSurvey(surveyId: string) {
    const out = await this.db.send(
      new QueryCommand({
        TableName: this.table,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :a)',
        ExpressionAttributeValues: { ':pk': keys.survey(surveyId).PK, ':a': 'ACTION#' },
        Limit: SURVEY_LIMIT,
        ConsistentRead: true,
      }),
    );
    return (out.Items ?? [])
      .flatMap((item) => toAction(item) ?? [])
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  }

  async ofTeam(teamId: string) {
    const out = await this.db.send(
      new QueryCommand({
        TableName: this.table,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :a)',
        ExpressionAttributeValues: { ':pk': keys.team(teamId).PK, ':a': 'ACTION#' },
        ProjectionExpression: 'surveyId, actionId',
        Limit: TEAM_LIMIT,
        ConsistentRead: true,
      }),
    );
    const wanted = (out.Items ?? []).map((item) =>
      keys.surveyAction(item.surveyId as string, item.actionId as string),
    );
    const found: ActionRecord[] = [];
    for (let i = 0; i < wanted.length; i += BATCH) {
      let request: Record<string, unknown>[] = wanted.slice(i, i + BATCH);
      // Unprocessed keys are asked again twice, then the list fails rather than silently shrinks.
      for (let attempt = 0; request.length && attempt < 3; attempt++) {
        const got = await this.db.send(
          new BatchGetCommand({
            RequestItems: { [this.table]: { Keys: request, ConsistentRead: true } },
          }),
        );
        for (const item of got.Responses?.[this.table] ?? []) {
          const action = toAction(item);
          if (action) found.push(action);
        }
        request = (got.UnprocessedKeys?.[this.table]?.Keys as Record<string, unknown>[]) ?? [];
      }
      if (request.length) throw new Error('Actions could not all be read');
    }
    // Links of a deleted survey find nothing and are passed over.
    return found.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  }

  async changeStatus(
    surveyId: string,
    actionId: string,
    change: ActionStatusChange,
    length: number,
  ) {
    try {
      await this.db.send(
        new UpdateCommand({
          TableName: this.table,
          Key: keys.surveyAction(surveyId, actionId),
          UpdateExpression: 'SET #status = :status, history = list_append(history, :change)',
          ConditionExpression: 'attribute_exists(PK) AND size(history) = :length',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':status': change.status,
            ':change': [change],
            ':length': length,
          },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  async delete(action: ActionRecord) {
    await this.db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Delete: {
              TableName: this.table,
              Key: keys.surveyAction(action.surveyId, action.id),
            },
          },
          ...action.teamIds.map((teamId) => ({
            Delete: {
              TableName: this.table,
              Key: keys.teamAction(teamId, action.surveyId, action.id),
            },
          })),
        ],
      }),
    );
  }

  async names(userIds: string[]) {
    const names = new Map<string, string>();
    const unique = [...new Set(userIds)];
    for (let i = 0; i < unique.length; i += BATCH) {
      let request: Record<string, unknown>[] = unique
        .slice(i, i + BATCH)
        .map((id) => keys.user(id));
      for (let attempt = 0; request.length && attempt < 3; attempt++) {
        const got = await this.db.send(
          new BatchGetCommand({
            RequestItems: {
              [this.table]: {
                Keys: request,
                ProjectionExpression: 'id, firstName, lastName',
              },
            },
          }),
        );
        for (const item of got.Responses?.[this.table] ?? []) {
          const name =
            `${(item.firstName as string | undefined) ?? ''} ${(item.lastName as string | undefined) ?? ''}`.trim();
          names.set(item.id as string, name || 'A manager');
        }
        request = (got.UnprocessedKeys?.[this.table]?.Keys as Record<string, unknown>[]) ?? [];
      }
    }
    return names;
  }
}

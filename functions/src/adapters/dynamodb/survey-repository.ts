import {
  BatchGetCommand,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import {
  SurveyTeamLinkExistsError,
  type SurveyChanges,
  type SurveyRecord,
  type SurveyRepository,
} from '../../domain/surveys/ports';
import { keys } from './keys';

const fields = [
  'id',
  'title',
  'description',
  'isAnonymous',
  'allowMultipleResponses',
  'scheduledDate',
  'reminderEnabled',
  'reminderDays',
  'timezone',
  'anonymityThreshold',
  'questions',
  'teamIds',
  'responseCount',
  'scheduledEmails',
  'createdBy',
  'createdAt',
  'updatedAt',
] as const;

function toSurvey(item: Record<string, unknown>): SurveyRecord {
  return Object.fromEntries(fields.map((f) => [f, item[f] ?? null])) as unknown as SurveyRecord;
}

const teamCount = (table: string, teamId: string, delta: 1 | -1) => ({
  Update: {
    TableName: table,
    Key: keys.team(teamId),
    UpdateExpression: 'ADD surveyCount :delta',
    ExpressionAttributeValues: { ':delta': delta },
  },
});

/**
 * A survey is one item (`SURVEY#<id>`, questions inside, GSI1 `USER#<creator>` for "mine"); each
 * team assignment is a link item in the team's partition (`TEAM#<teamId>`/`SURVEY#<id>`) written
 * with the team's survey count.
 */
export class DynamoSurveyRepository implements SurveyRepository {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async get(id: string) {
    const out = await this.db.send(
      new GetCommand({ TableName: this.table, Key: keys.survey(id), ConsistentRead: true }),
    );
    return out.Item ? toSurvey(out.Item) : undefined;
  }

  async getMany(ids: string[]) {
    const found: SurveyRecord[] = [];
    for (let i = 0; i < ids.length; i += 100) {
      const out = await this.db.send(
        new BatchGetCommand({
          RequestItems: {
            [this.table]: { Keys: ids.slice(i, i + 100).map((id) => keys.survey(id)) },
          },
        }),
      );
      found.push(...(out.Responses?.[this.table] ?? []).map(toSurvey));
    }
    return found;
  }

  async createdBy(userId: string) {
    const out = await this.db.send(
      new QueryCommand({
        TableName: this.table,
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk AND begins_with(GSI1SK, :survey)',
        ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':survey': 'SURVEY#' },
        ProjectionExpression: 'id',
        Limit: 500,
      }),
    );
    return (out.Items ?? []).map((item) => item.id as string);
  }

  async ofTeam(teamId: string) {
    const out = await this.db.send(
      new QueryCommand({
        TableName: this.table,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :survey)',
        ExpressionAttributeValues: { ':pk': `TEAM#${teamId}`, ':survey': 'SURVEY#' },
        Limit: 500,
      }),
    );
    return (out.Items ?? []).map((item) => item.surveyId as string);
  }

  async create(survey: SurveyRecord) {
    const [teamId] = survey.teamIds;
    await this.db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: this.table,
              Item: {
                ...keys.survey(survey.id),
                ...keys.surveysByCreator(survey.createdBy, survey.id),
                entityType: 'Survey',
                ...survey,
              },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          ...(teamId ? [this.linkPut(teamId, survey.id), teamCount(this.table, teamId, 1)] : []),
        ],
      }),
    );
  }

  async update(id: string, changes: SurveyChanges) {
    const names: Record<string, string> = {};
    const values: Record<string, unknown> = {};
    const sets: string[] = [];
    for (const [field, value] of Object.entries(changes)) {
      names[`#${field}`] = field;
      values[`:${field}`] = value;
      sets.push(`#${field} = :${field}`);
    }
    const out = await this.db.send(
      new UpdateCommand({
        TableName: this.table,
        Key: keys.survey(id),
        UpdateExpression: `SET ${sets.join(', ')}`,
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
        ReturnValues: 'ALL_NEW',
      }),
    );
    return toSurvey(out.Attributes ?? {});
  }

  async delete(survey: SurveyRecord) {
    await this.db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Delete: {
              TableName: this.table,
              Key: keys.survey(survey.id),
              ConditionExpression: 'attribute_exists(PK)',
            },
          },
          ...survey.teamIds.flatMap((teamId) => [
            { Delete: { TableName: this.table, Key: keys.teamSurvey(teamId, survey.id) } },
            teamCount(this.table, teamId, -1),
          ]),
        ],
      }),
    );
  }

  async assignTeam(survey: SurveyRecord, teamId: string) {
    try {
      await this.db.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: this.table,
                Key: keys.survey(survey.id),
                UpdateExpression: 'SET teamIds = list_append(teamIds, :team)',
                ConditionExpression: 'attribute_exists(PK) AND NOT contains(teamIds, :teamId)',
                ExpressionAttributeValues: { ':team': [teamId], ':teamId': teamId },
              },
            },
            this.linkPut(teamId, survey.id),
            teamCount(this.table, teamId, 1),
          ],
        }),
      );
    } catch (error) {
      if ((error as { name?: string }).name === 'TransactionCanceledException') {
        throw new SurveyTeamLinkExistsError(teamId);
      }
      throw error;
    }
  }

  async unassignTeam(survey: SurveyRecord, teamId: string) {
    const index = survey.teamIds.indexOf(teamId);
    await this.db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: this.table,
              Key: keys.survey(survey.id),
              UpdateExpression: `REMOVE teamIds[${index}]`,
              ConditionExpression: `teamIds[${index}] = :teamId`,
              ExpressionAttributeValues: { ':teamId': teamId },
            },
          },
          {
            Delete: {
              TableName: this.table,
              Key: keys.teamSurvey(teamId, survey.id),
              ConditionExpression: 'attribute_exists(PK)',
            },
          },
          teamCount(this.table, teamId, -1),
        ],
      }),
    );
  }

  private linkPut(teamId: string, surveyId: string) {
    return {
      Put: {
        TableName: this.table,
        Item: { ...keys.teamSurvey(teamId, surveyId), entityType: 'TeamSurvey', teamId, surveyId },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    };
  }
}

import { QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { DayTally } from '../../domain/analytics/aggregate';
import type { DayTallyStore } from '../../domain/analytics/analytics-service';
import { keys } from './keys';

/** Two periods of a year are 730 days: one page holds them (small items). */
const PAGE = 800;

/** Pattern R21 (docs/data-model.md): a survey's `DAY#` tallies over a span of days. */
export class DynamoDayTallyStore implements DayTallyStore {
  constructor(
    private readonly docs: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async daysOf(surveyId: string, from: string, to: string): Promise<DayTally[]> {
    const out = await this.docs.send(
      new QueryCommand({
        TableName: this.table,
        KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
        ExpressionAttributeValues: {
          ':pk': keys.surveyDay(surveyId, from).PK,
          ':from': keys.surveyDay(surveyId, from).SK,
          ':to': keys.surveyDay(surveyId, to).SK,
        },
        ProjectionExpression: 'SK, responses, sentimentSum, positive, neutral, negative',
        Limit: PAGE,
      }),
    );
    return (out.Items ?? []).map((item) => ({
      day: String(item.SK).slice('DAY#'.length),
      responses: Number(item.responses ?? 0),
      sentimentSum: Number(item.sentimentSum ?? 0),
      positive: Number(item.positive ?? 0),
      neutral: Number(item.neutral ?? 0),
      negative: Number(item.negative ?? 0),
    }));
  }
}

import { QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { QuestionTallyStore } from '../../domain/analytics/question-insights';
import { keys } from './keys';

/** A page of small tally items; two pages a query at most (R30). */
const PAGE = 400;
const PAGES = 2;
const RELEASES = 800;

const counts = (item: Record<string, unknown>) => {
  const out: Record<string, number> = {};
  for (const [name, value] of Object.entries(item)) {
    if (typeof value === 'number') out[name] = value;
  }
  return out;
};

/** R29 and R30: the question tallies of the answers a range shows. */
export class DynamoQuestionTallyStore implements QuestionTallyStore {
  constructor(
    private readonly docs: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  private async between(surveyId: string, low: string, high: string, only?: Set<string>) {
    const pk = keys.questionTally(surveyId, '').PK;
    const out: Record<string, number>[] = [];
    let start: Record<string, unknown> | undefined;
    for (let page = 0; page < PAGES; page += 1) {
      const res = await this.docs.send(
        new QueryCommand({
          TableName: this.table,
          KeyConditionExpression: 'PK = :pk AND SK BETWEEN :low AND :high',
          ExpressionAttributeValues: {
            ':pk': pk,
            ':low': keys.questionTally(surveyId, low).SK,
            ':high': keys.questionTally(surveyId, high).SK,
          },
          Limit: PAGE,
          ...(start ? { ExclusiveStartKey: start } : {}),
        }),
      );
      const items = res.Items ?? [];
      out.push(...(only ? items.filter((i) => only.has(String(i.SK))) : items).map(counts));
      start = res.LastEvaluatedKey;
      if (!start) break;
    }
    return out;
  }

  async tallies(
    surveyId: string,
    anonymous: boolean,
    from: string,
    to: string,
  ): Promise<Record<string, number>[]> {
    if (!anonymous) {
      return this.between(surveyId, keys.dayBucket(from), keys.dayBucket(to));
    }
    // The groups released in the range. A source releases them in order, but a round's group that
    // closed unreleased (decision 0023) may sit between two released ones: only released groups
    // are read.
    const releases = await this.docs.send(
      new QueryCommand({
        TableName: this.table,
        IndexName: 'GSI2',
        KeyConditionExpression: 'GSI2PK = :pk AND GSI2SK BETWEEN :from AND :to',
        ExpressionAttributeValues: {
          ':pk': keys.releasesByDay(surveyId, '', '', 0).GSI2PK,
          ':from': from,
          ':to': `${to}~`,
        },
        ProjectionExpression: '#source, #group',
        ExpressionAttributeNames: { '#source': 'source', '#group': 'group' },
        Limit: RELEASES,
      }),
    );
    const spans = new Map<string, [number, number]>();
    const released = new Set<string>();
    for (const item of releases.Items ?? []) {
      const source = String(item.source);
      const group = Number(item.group);
      released.add(keys.questionTally(surveyId, `${source}#${keys.releaseBucket(group)}`).SK);
      const span = spans.get(source);
      spans.set(
        source,
        span ? [Math.min(span[0], group), Math.max(span[1], group)] : [group, group],
      );
    }
    const out = await Promise.all(
      [...spans].map(([source, [low, high]]) =>
        this.between(
          surveyId,
          `${source}#${keys.releaseBucket(low)}`,
          `${source}#${keys.releaseBucket(high)}`,
          released,
        ),
      ),
    );
    return out.flat();
  }

  /** R38: a round's e-mail release groups `first` to `last` (all released: decision 0023). */
  async ofGroups(surveyId: string, first: number, last: number) {
    return this.between(
      surveyId,
      `email#${keys.releaseBucket(first)}`,
      `email#${keys.releaseBucket(last)}`,
    );
  }

  /** R38: a named survey's days `from` to `to` (inclusive). */
  async ofDays(surveyId: string, from: string, to: string) {
    return this.between(surveyId, keys.dayBucket(from), keys.dayBucket(to));
  }
}

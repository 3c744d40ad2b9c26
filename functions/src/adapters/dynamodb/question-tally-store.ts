import type { QuestionTallyStore, RangeTallies } from '../../domain/analytics/question-insights';
import type { SampledAnswer } from '../../domain/analytics/text-excerpts';
import { ANSWER_SOURCES } from '../../domain/surveys/ports';
import { keys } from './keys';
import { TableAdapter, type Table } from './table';

/** A page of small tally items; two pages a query at most (R30). */
const PAGE = 400;
const PAGES = 2;
const RELEASES = 800;

/** An item's counters: its number attributes (a tally holds nothing else of interest). */
export const counts = (item: Record<string, unknown>) => {
  const out: Record<string, number> = {};
  for (const [name, value] of Object.entries(item)) {
    if (typeof value === 'number') out[name] = value;
  }
  return out;
};

/** R29: the groups of an anonymous survey released from `from` to `to` (at most 800). */
export async function releasedGroups(
  t: Table,
  surveyId: string,
  from: string,
  to: string,
): Promise<{ source: string; group: number }[]> {
  const { items } = await t.query({
    index: 'GSI2',
    pk: keys.releasesByDay(surveyId, '', '', 0).GSI2PK,
    sk: { between: [from, `${to}~`] },
    fields: ['source', 'group'],
    limit: RELEASES,
  });
  return items.map((item) => ({ source: String(item.source), group: Number(item.group) }));
}

/** R29 and R30: the question tallies of the answers a range shows; R41: a sample of them. */
export class DynamoQuestionTallyStore extends TableAdapter implements QuestionTallyStore {
  private async between(surveyId: string, low: string, high: string, only?: Set<string>) {
    return (await this.keyedBetween(surveyId, low, high, only)).map((t) => t.counters);
  }

  /** The tallies between two buckets with the bucket each belongs to (the SK's last part). */
  private async keyedBetween(surveyId: string, low: string, high: string, only?: Set<string>) {
    const pk = keys.questionTally(surveyId, '').PK;
    // An empty span (a round closed the day before it opened, when the next one opened the same
    // day): nothing lies between, and DynamoDB refuses a BETWEEN whose bounds are reversed.
    if (keys.questionTally(surveyId, high).SK < keys.questionTally(surveyId, low).SK) return [];
    const items = await this.t.queryAll(
      {
        pk,
        sk: {
          between: [keys.questionTally(surveyId, low).SK, keys.questionTally(surveyId, high).SK],
        },
        limit: PAGE,
      },
      PAGES,
    );
    return (only ? items.filter((i) => only.has(String(i.SK))) : items).map((i) => ({
      bucket: String(i.SK).split('#').pop() ?? '',
      counters: counts(i),
    }));
  }

  /** R41: up to `limit` answers of one source between two `responsesBySource` buckets. */
  private async answersBetween(
    surveyId: string,
    source: string,
    low: string,
    high: string,
    limit: number,
    released?: Set<number>,
  ): Promise<SampledAnswer[]> {
    const first = keys.responsesBySource(surveyId, source, low, '');
    const { items } = await this.t.query({
      index: 'GSI1',
      pk: first.GSI1PK,
      sk: { between: [first.GSI1SK, keys.responsesBySource(surveyId, source, high, '~').GSI1SK] },
      fields: ['GSI1SK', 'answers'],
      limit,
    });
    const out: SampledAnswer[] = [];
    for (const item of items) {
      // RESPONSE#<bucket>#<random id>
      const [, bucket = '', responseId = ''] = String(item.GSI1SK).split('#');
      // A group between two released ones that closed unreleased (decision 0023) is never read.
      if (released && !released.has(Number(bucket.slice(1)))) continue;
      if (Array.isArray(item.answers)) {
        out.push({ responseId, answers: item.answers as SampledAnswer['answers'] });
      }
    }
    return out;
  }

  /** The question tallies of a range (R29, R30), and a reader of a sample of its answers (R41). */
  async read(
    surveyId: string,
    anonymous: boolean,
    from: string,
    to: string,
  ): Promise<RangeTallies> {
    if (!anonymous) {
      const [low, high] = [keys.dayBucket(from), keys.dayBucket(to)];
      return {
        tallies: await this.between(surveyId, low, high),
        sample: async (limit) =>
          (
            await Promise.all(
              ANSWER_SOURCES.map((source) =>
                this.answersBetween(surveyId, source, low, high, limit),
              ),
            )
          ).flat(),
      };
    }
    // The groups released in the range. A source releases them in order, but a round's group that
    // closed unreleased (decision 0023) may sit between two released ones: only released groups
    // are read.
    const spans = new Map<string, [number, number]>();
    const groups = new Map<string, Set<number>>();
    const released = new Set<string>();
    for (const { source, group } of await releasedGroups(this.t, surveyId, from, to)) {
      released.add(keys.questionTally(surveyId, `${source}#${keys.releaseBucket(group)}`).SK);
      groups.set(source, (groups.get(source) ?? new Set()).add(group));
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
    return {
      tallies: out.flat(),
      sample: async (limit) =>
        (
          await Promise.all(
            [...spans].map(([source, [low, high]]) =>
              this.answersBetween(
                surveyId,
                source,
                keys.releaseBucket(low),
                keys.releaseBucket(high),
                limit,
                groups.get(source),
              ),
            ),
          )
        ).flat(),
    };
  }

  /** The question tallies of a range alone (R29, R30). */
  async tallies(
    surveyId: string,
    anonymous: boolean,
    from: string,
    to: string,
  ): Promise<Record<string, number>[]> {
    return (await this.read(surveyId, anonymous, from, to)).tallies;
  }

  /** R38: a round's e-mail release groups `first` to `last` (all released: decision 0023). */
  async ofGroups(surveyId: string, first: number, last: number) {
    return this.between(
      surveyId,
      `email#${keys.releaseBucket(first)}`,
      `email#${keys.releaseBucket(last)}`,
    );
  }

  /**
   * R38 and R41: a round's released e-mail groups `first` to `last` (all released: decision
   * 0023), and a reader of a bounded sample of their answers, for its results view.
   */
  async readGroups(surveyId: string, first: number, last: number): Promise<RangeTallies> {
    const [low, high] = [keys.releaseBucket(first), keys.releaseBucket(last)];
    return {
      tallies: await this.between(surveyId, `email#${low}`, `email#${high}`),
      sample: (limit) => this.answersBetween(surveyId, 'email', low, high, limit),
    };
  }

  /** R38: a named survey's days `from` to `to` (inclusive). */
  async ofDays(surveyId: string, from: string, to: string) {
    return this.between(surveyId, keys.dayBucket(from), keys.dayBucket(to));
  }

  /** R38 for several rounds at once: the e-mail groups `first` to `last`, by group number. */
  async byGroup(surveyId: string, first: number, last: number) {
    const items = await this.keyedBetween(
      surveyId,
      `email#${keys.releaseBucket(first)}`,
      `email#${keys.releaseBucket(last)}`,
    );
    return new Map(items.map((t) => [Number(t.bucket.slice(1)), t.counters]));
  }

  /** R38 for several rounds at once: a named survey's days `from` to `to`, by day. */
  async byDay(surveyId: string, from: string, to: string) {
    const items = await this.keyedBetween(surveyId, keys.dayBucket(from), keys.dayBucket(to));
    return new Map(items.map((t) => [t.bucket.slice(1), t.counters]));
  }
}

import type { DayTally } from '../../domain/analytics/aggregate';
import type { DayTallyStore } from '../../domain/analytics/analytics-service';
import { keys } from './keys';
import { TableAdapter } from './table';

/** Two periods of a year are 730 days: one page holds them (small items). */
const PAGE = 800;

/** Pattern R26 (docs/data-model.md): a survey's `DAY#` tallies over a span of days. */
export class DynamoDayTallyStore extends TableAdapter implements DayTallyStore {
  async daysOf(surveyId: string, from: string, to: string): Promise<DayTally[]> {
    const first = keys.surveyDay(surveyId, from);
    const { items } = await this.t.query({
      pk: first.PK,
      sk: { between: [first.SK, keys.surveyDay(surveyId, to).SK] },
      fields: ['SK', 'responses', 'sentimentSum', 'positive', 'neutral', 'negative'],
      limit: PAGE,
    });
    return items.map((item) => ({
      day: String(item.SK).slice(keys.surveyDay(surveyId, '').SK.length),
      responses: Number(item.responses ?? 0),
      sentimentSum: Number(item.sentimentSum ?? 0),
      positive: Number(item.positive ?? 0),
      neutral: Number(item.neutral ?? 0),
      negative: Number(item.negative ?? 0),
    }));
  }
}

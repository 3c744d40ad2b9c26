import type { ResponseSource } from '#shared/api/responses';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ValidationError } from '../../domain/errors';
import type { ListView, ResponseStore } from '../../domain/responses/ports';
import { keys } from './keys';
import type { PageCursors } from './page-cursor';
import { toRelease } from './release-reads';
import { toResponse } from './response-item';
import { DynamoResponseWrites } from './response-writes';
import { startingWith } from './table';

const PAGE_SIZE = 50;

const invalidCursor = () =>
  new ValidationError('Please check your information', {
    fields: { cursor: 'This page link is not valid. Start again from the first page.' },
  });

/**
 * Responses live in their survey's partition (`RESPONSE#<day>#<random id>`), with GSI1 listing
 * them per source. A survey that is not anonymous shows each answer at once: it is written with
 * the survey's tallies (`STATS`), the day's (`DAY#<day>`) and its teams' counts. An anonymous
 * survey's answer waits in its source's open release group: only the waiting tallies on `STATS`
 * move, and a release (one conditional transaction) makes the whole group visible at once.
 */
export class DynamoResponseStore extends DynamoResponseWrites implements ResponseStore {
  constructor(
    db: DynamoDBDocumentClient,
    table: string,
    private readonly cursors: PageCursors,
  ) {
    super(db, table);
  }

  /**
   * R9 GSI1 (R32 with a round): a source's answers a manager may see, newest first; a named survey's by day, an
   * anonymous survey's in its released groups only.
   */
  async list(surveyId: string, source: ResponseSource, view: ListView, cursor?: string) {
    const named = keys.responsesBySourceList(surveyId, source, 'D');
    const released = keys.responsesBySourceList(surveyId, source, 'B');
    const pk = named.GSI1PK;
    const filter = view.round
      ? {
          expression: '#round = :round',
          names: { '#round': 'round' },
          values: { ':round': view.round },
        }
      : undefined;
    const query = { index: 'GSI1', pk, newestFirst: true, limit: PAGE_SIZE, filter } as const;
    let page;
    if (view.releasedGroups === null) {
      page = await this.t.queryPage(
        { ...query, sk: { prefix: named.GSI1SK } },
        this.cursors,
        cursor,
      );
    } else {
      if (view.releasedGroups < (view.fromGroup ?? 1)) return { items: [], nextCursor: null };
      const low = keys.responsesBySource('', '', keys.releaseBucket(view.fromGroup ?? 1), '');
      const high = keys.responsesBySource('', '', keys.releaseBucket(view.releasedGroups), '~');
      const range = [low.GSI1SK.slice(0, -1), high.GSI1SK] as const;
      const start = await this.cursors.decode(cursor, { GSI1PK: pk }, { GSI1SK: released.GSI1SK });
      const at = typeof start?.GSI1SK === 'string' ? start.GSI1SK : undefined;
      if (at !== undefined && (at < range[0] || at > range[1])) throw invalidCursor();
      const { items, last } = await this.t.query({ ...query, sk: { between: range }, start });
      page = { items, nextCursor: await this.cursors.encode(last, { GSI1PK: pk }) };
    }
    return { items: page.items.map(toResponse), nextCursor: page.nextCursor };
  }

  /** R17: some released groups of a source, by number (one read of up to 100). */
  async releasesOf(surveyId: string, source: ResponseSource, groups: number[]) {
    const wanted = [...new Set(groups)].slice(0, 100);
    const items = await this.t.getMany(wanted.map((g) => keys.surveyRelease(surveyId, source, g)));
    return items.map(toRelease);
  }

  /** R19 GSI2: a survey's releases from every source, newest day first (recent activity). */
  async recentReleases(surveyId: string, limit: number) {
    const pk = keys.releasesByDay(surveyId, '', '', 0).GSI2PK;
    const { items } = await this.t.query({ index: 'GSI2', pk, newestFirst: true, limit });
    return items.map(toRelease);
  }

  /** R10: a survey's newest answers, in its own partition. */
  async latest(surveyId: string, limit: number) {
    const { items } = await this.t.query({
      ...startingWith(keys.responsesOfSurvey(surveyId)),
      newestFirst: true,
      limit,
    });
    return items.map(toResponse);
  }
}

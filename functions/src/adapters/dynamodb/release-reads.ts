import type { ResponseSource } from '#shared/api/responses';
import type { ReleaseRecord, ResponseStore } from '../../domain/responses/ports';
import { keys } from './keys';
import { TableAdapter, type Table, startingWith } from './table';

export function toRelease(item: Record<string, unknown>): ReleaseRecord {
  return {
    surveyId: item.surveyId as string,
    source: item.source as ResponseSource,
    group: Number(item.group),
    day: item.day as string,
    count: Number(item.count),
    sentimentSum: Number(item.sentimentSum ?? 0),
    // Answers not scored (decision 0057) are counted in no sentiment class.
    scored:
      item.positive === undefined
        ? Number(item.count)
        : Number(item.positive) + Number(item.neutral ?? 0) + Number(item.negative ?? 0),
  };
}

/** A source's released groups, newest first (R18 in docs/data-model.md). */
export async function queryReleases(
  t: Table,
  surveyId: string,
  source: ResponseSource,
  limit: number,
): Promise<ReleaseRecord[]> {
  const { items } = await t.query({
    ...startingWith(keys.releasesOfSource(surveyId, source)),
    newestFirst: true,
    limit,
  });
  return items.map(toRelease);
}

/**
 * The released groups alone, for routes that show them but never store an answer (the
 * invitations list, sending): they need not carry the response store's writes (decision 0004).
 */
export class DynamoReleaseReads extends TableAdapter implements Pick<ResponseStore, 'releases'> {
  releases(surveyId: string, source: ResponseSource, limit: number) {
    return queryReleases(this.t, surveyId, source, limit);
  }
}

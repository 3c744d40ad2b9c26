import type { ResponseSource } from '#shared/api/responses';
import type { ResponseRecord } from '../../domain/responses/ports';

/**
 * An answer as its item holds it (R8, and its held copy B12). The survey index's sort key names
 * an e-mail answer's release group (`B…`).
 */
export function toResponse(item: Record<string, unknown>): ResponseRecord {
  const bucket = String(item.GSI1SK ?? '').split('#')[1] ?? '';
  return {
    id: item.id as string,
    surveyId: item.surveyId as string,
    // An anonymous survey's answer has none: readers show its group's release day.
    day: typeof item.day === 'string' ? item.day : '',
    source: item.source as ResponseSource,
    answers: item.answers as ResponseRecord['answers'],
    sentiment: item.sentiment == null ? null : Number(item.sentiment),
    ...(typeof item.email === 'string' ? { email: item.email } : {}),
    ...(bucket.startsWith('B') ? { group: Number(bucket.slice(1)) } : {}),
    ...(typeof item.round === 'number' ? { round: item.round } : {}),
  };
}

/**
 * An answer's own attributes as they are written (R8, and its held copy B12): no day for an
 * anonymous survey's (`day` null), and a round only where one is named.
 */
export const answerAttributes = (
  response: ResponseRecord,
  day: string | null,
  round: number | undefined,
) => ({
  id: response.id,
  surveyId: response.surveyId,
  ...(day === null ? {} : { day }),
  source: response.source,
  answers: response.answers,
  sentiment: response.sentiment,
  ...(response.email ? { email: response.email } : {}),
  ...(round ? { round } : {}),
});

import type { AddContext, ResponseRecord } from '../../domain/responses/ports';
import { keys } from './keys';
import { tx, type TransactItem } from './table';

/**
 * R28 (docs/data-model.md): the update that adds an answer to its question tally, last in the
 * answer's own transaction. An anonymous survey's answer goes to its release group's tally, read
 * only once that group is released; a named survey's to its day's.
 */
export function questionTallyUpdate(response: ResponseRecord, context: AddContext): TransactItem[] {
  const counters = context.questionTally;
  if (!counters?.length) return [];
  const bucket = context.waiting
    ? `${response.source}#${keys.releaseBucket(context.waiting.group)}`
    : keys.dayBucket(response.day);
  const names: Record<string, string> = {};
  counters.forEach((c, i) => (names[`#c${i}`] = c));
  const adds = Object.keys(names)
    .map((n) => `${n} :one`)
    .join(', ');
  const updates: TransactItem[] = [
    tx.update({
      Key: keys.questionTally(response.surveyId, bucket),
      UpdateExpression: `SET entityType = :type ADD ${adds}`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: { ':type': 'QuestionTally', ':one': 1 },
    }),
  ];
  // R44: the same counters on the answer's team block (decision 0040). The block's teams are on
  // the tally, never on the answer.
  if (context.teamBlock) {
    const teams = [...new Set(context.teamBlock)].sort();
    updates.push(
      tx.update({
        Key: keys.teamTally(response.surveyId, bucket, teams),
        UpdateExpression: `SET entityType = :type, teams = :teams ADD ${adds}`,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: { ':type': 'TeamTally', ':teams': teams, ':one': 1 },
      }),
    );
  }
  return updates;
}

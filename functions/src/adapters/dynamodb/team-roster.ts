import { UNLIMITED } from '#shared/domain/plans';
import { QuotaExceededError, type Quota } from '../../domain/billing/quota';
import {
  RosterEmailTakenError,
  type MemberRecord,
  type RosterImportPort,
} from '../../domain/teams/ports';
import { keys } from './keys';
import { putNew, tx } from './table';
import { DynamoTeamRepository } from './team-repository';

/** Roster entries per import transaction: two items each, with the team's and the owner's counts. */
const IMPORT_CHUNK = 45;

/**
 * The team repository with bulk import (T11), for the teams routes' service only: other
 * functions that read teams do not bundle it.
 */
export class DynamoTeamRoster extends DynamoTeamRepository implements RosterImportPort {
  async addMembers(members: MemberRecord[], quota: Quota) {
    const added: MemberRecord[] = [];
    const refused: { member: MemberRecord; why: 'taken' | 'quota' }[] = [];
    for (let at = 0; at < members.length; at += IMPORT_CHUNK) {
      const chunk = members.slice(at, at + IMPORT_CHUNK);
      if (chunk.length === 0) continue;
      if (await this.addChunk(chunk, quota)) {
        added.push(...chunk);
        continue;
      }
      // Someone in the chunk was added meanwhile, or the plan's limit falls inside it: one at a
      // time, so each person gets their own answer.
      for (const member of chunk) {
        try {
          await this.addMember(member, quota);
          added.push(member);
        } catch (error) {
          if (error instanceof RosterEmailTakenError) refused.push({ member, why: 'taken' });
          else if (error instanceof QuotaExceededError) refused.push({ member, why: 'quota' });
          else throw error;
        }
      }
    }
    return { added, refused };
  }

  /** One transaction for up to IMPORT_CHUNK entries; false when a condition refused it. */
  private async addChunk(chunk: MemberRecord[], quota: Quota): Promise<boolean> {
    const n = chunk.length;
    const limited = quota.limit !== UNLIMITED;
    if (limited && quota.limit < n) return false;
    const first = chunk[0] as MemberRecord;
    return this.t.transactIf([
      ...chunk.flatMap((member) => [
        putNew(this.emailItem(member)),
        putNew(this.memberItem(member)),
      ]),
      tx.update({
        Key: keys.team(first.teamId),
        UpdateExpression: 'ADD memberCount :n',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':n': n },
      }),
      // The owner's member count, all n within the plan's limit (usageUpdate's rule for n).
      tx.update({
        Key: keys.usage(quota.accountId),
        UpdateExpression: 'ADD #n :n SET entityType = :type',
        ...(limited ? { ConditionExpression: 'attribute_not_exists(#n) OR #n <= :most' } : {}),
        ExpressionAttributeNames: { '#n': 'teamMembers' },
        ExpressionAttributeValues: {
          ':n': n,
          ':type': 'Usage',
          ...(limited ? { ':most': quota.limit - n } : {}),
        },
      }),
    ]);
  }
}

import type { OpenLinkGuardStore } from '../../domain/responses/open-link-guard';
import { keys } from './keys';
import { TableAdapter } from './table';

/**
 * The open link's challenge state (decision 0046): when a survey asks for the challenge (R50) and
 * which challenges were spent (R51). Both expire with TTL and hold no trace of a respondent.
 */
export class DynamoOpenLinkGuardStore extends TableAdapter implements OpenLinkGuardStore {
  /** R50: until when the survey's open link asks for the challenge. */
  async challengeUntil(surveyId: string): Promise<number | undefined> {
    const item = await this.t.get(keys.openLinkBurst(surveyId), { fields: ['expiresAt'] });
    return typeof item?.expiresAt === 'number' ? item.expiresAt : undefined;
  }

  /** R50: ask for the challenge until `until`. */
  async askUntil(surveyId: string, until: number): Promise<void> {
    await this.t.put({
      ...keys.openLinkBurst(surveyId),
      entityType: 'OpenLinkBurst',
      expiresAt: until,
    });
  }

  /** R51: a solved challenge spent once; false when it was spent before. */
  spend(challengeHash: string, expiresAt: number): Promise<boolean> {
    return this.t.putIfNew({
      ...keys.usedChallenge(challengeHash),
      entityType: 'UsedChallenge',
      expiresAt,
    });
  }
}

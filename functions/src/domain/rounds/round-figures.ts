import { participation } from '../analytics/metrics';
import type { RoundRecord } from './ports';

/**
 * A round's shown figures (decision 0023): released answers only, the rate of its invitations,
 * and whether answers that never made a group were withheld when it closed. That last is said only
 * of a round sent to at least `k` people: of a round sent to fewer (one person, sent and closed by
 * hand at will, decision 0042) it would tell that someone in it answered.
 */
export function roundFigures(round: RoundRecord, k: number) {
  const responded = round.results?.responded ?? 0;
  return {
    responded,
    response_rate: participation(responded, round.invited),
    withheld: (round.results?.withheld ?? 0) > 0 && round.invited >= k,
  };
}

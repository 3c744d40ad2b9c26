import { participation } from '../analytics/metrics';
import type { RoundRecord } from './ports';

/** A round's shown figures (decision 0023): released answers only, the rate of its invitations. */
export function roundFigures(round: RoundRecord) {
  const responded = round.results?.responded ?? 0;
  return {
    responded,
    response_rate: participation(responded, round.invited),
    withheld: (round.results?.withheld ?? 0) > 0,
  };
}

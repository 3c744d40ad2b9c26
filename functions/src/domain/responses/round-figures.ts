import type { RoundRecord } from './ports';

/** A round's shown figures (decision 0023): released answers only, the rate of its invitations. */
export function roundFigures(round: RoundRecord) {
  const responded = round.results?.responded ?? 0;
  return {
    responded,
    response_rate: round.invited > 0 ? Math.round((responded / round.invited) * 100) : null,
    withheld: (round.results?.withheld ?? 0) > 0,
  };
}

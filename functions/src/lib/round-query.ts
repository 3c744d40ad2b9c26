/** A `?round=` as its route's schema let it through (a whole number from 1); every round without it. */
export const roundOf = (query: { round?: string | undefined }): number | undefined =>
  query.round === undefined ? undefined : Number(query.round);

/**
 * The time every service reads. In AWS it is the system clock. The local runtime can move it
 * forward (`POST /dev/api/clock`) so that what happens over days (anonymous answers released at
 * most once a day, digests, expiry) can be tried and tested without waiting; nothing else sets it.
 */
let offsetMs = 0;

export const now = (): Date => new Date(Date.now() + offsetMs);

/** Local runtime only: how far ahead of the system clock the product's time runs. */
export function setClockOffset(ms: number): void {
  offsetMs = ms;
}

export const clockOffset = (): number => offsetMs;

/**
 * The open link of a survey that takes one response per person cannot tell respondents apart
 * (no account, nothing about the device is stored with answers), so this browser remembers that
 * it answered. It is a courtesy against double answers, not a guarantee: a private window forgets.
 */

export function respondedKey(surveyId: string): string {
  return `candor.responded.${surveyId}`;
}

export function hasResponded(surveyId: string): boolean {
  try {
    return globalThis.localStorage?.getItem(respondedKey(surveyId)) !== null;
  } catch {
    return false;
  }
}

/** Stores only the day: nothing that could tie the browser to the response. */
export function rememberResponded(surveyId: string, now = new Date()): void {
  try {
    globalThis.localStorage?.setItem(respondedKey(surveyId), now.toISOString().slice(0, 10));
  } catch {
    // Private modes and full quotas refuse; the server's own rules still apply.
  }
}

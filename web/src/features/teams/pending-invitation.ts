/**
 * An invitation link opened while signed out. Sign-in and registration bring the visitor back to
 * the link (both honour a return path); should the visitor wander off instead, the token waits
 * in this tab's session storage so the teams screen can offer to finish accepting.
 */
const KEY = 'pendingTeamInvitation';

export function readPendingInvitation(): string | null {
  try {
    return globalThis.sessionStorage?.getItem(KEY) ?? null;
  } catch {
    return null;
  }
}

export function writePendingInvitation(token: string | null): void {
  try {
    if (token === null) globalThis.sessionStorage?.removeItem(KEY);
    else globalThis.sessionStorage?.setItem(KEY, token);
  } catch {
    // Storage refused (private modes): the link in the e-mail still works.
  }
}

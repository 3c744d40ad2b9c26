/**
 * An invitation link opened while signed out. Sign-in brings the visitor back to the link (the
 * login screen honours a return path), but registration always lands on the dashboard: the
 * token waits in this tab's session storage so the teams screen can offer to finish accepting.
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

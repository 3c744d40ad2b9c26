import { splitRecipients } from '#shared/domain/recipients';

/** What adding a team's roster to the recipients box did. */
export interface MergedRecipients {
  /** The box's new text: what was there, then the new addresses one per line. */
  text: string;
  /** Addresses added. */
  added: number;
  /** Roster addresses already in the box (or on two rosters), not added again. */
  alreadyListed: number;
}

/**
 * Adds roster addresses to what the manager typed, once each: an address already in the box,
 * or on two of the survey's teams, is not added twice (compared without case, as the server does).
 */
export function mergeRecipients(current: string, roster: readonly string[]): MergedRecipients {
  const seen = new Set(splitRecipients(current).map((email) => email.toLowerCase()));
  const fresh: string[] = [];
  let alreadyListed = 0;
  for (const email of roster) {
    const key = email.trim().toLowerCase();
    if (!key) continue;
    if (seen.has(key)) {
      alreadyListed += 1;
      continue;
    }
    seen.add(key);
    fresh.push(email.trim());
  }
  const kept = current.replace(/[\s,]+$/, '');
  const text = fresh.length === 0 ? current : [kept, ...fresh].filter(Boolean).join('\n');
  return { text, added: fresh.length, alreadyListed };
}

/** The line under the button after adding: '4 people from Platform Team added (1 already listed).' */
export function addedText(merged: MergedRecipients, teamNames: readonly string[]): string {
  const from = teamNames.join(', ');
  const people = merged.added === 1 ? '1 person' : `${merged.added} people`;
  const already = merged.alreadyListed > 0 ? ` (${merged.alreadyListed} already listed)` : '';
  return merged.added === 0
    ? `Everyone on ${from} is already listed.`
    : `${people} from ${from} added${already}.`;
}

/** A roster entry as the send dialog reads it. */
export interface RosterEntry {
  first_name: string;
  last_name: string;
  email: string;
}

/**
 * The addresses of the survey's teams' rosters, and the people on them who have no e-mail address
 * to send to (by name, once each): they are skipped and said to be.
 */
export function rosterAddresses(rosters: readonly (readonly RosterEntry[])[]): {
  emails: string[];
  withoutEmail: string[];
} {
  const emails: string[] = [];
  const withoutEmail = new Set<string>();
  for (const member of rosters.flat()) {
    if (member.email.trim()) emails.push(member.email);
    else withoutEmail.add(`${member.first_name} ${member.last_name}`.trim() || 'Someone');
  }
  return { emails, withoutEmail: [...withoutEmail] };
}

/** 'Skipped, no e-mail address: Dee Mensah, Eli Ko.' or nothing. */
export function skippedText(withoutEmail: readonly string[]): string {
  return withoutEmail.length === 0
    ? ''
    : ` Skipped, no e-mail address: ${withoutEmail.join(', ')}.`;
}

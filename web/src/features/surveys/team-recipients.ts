import { splitRecipients } from '#shared/domain/recipients';
import { defineMessages } from '../../i18n/define-messages';
import { englishIntl, type SurveyIntl } from './survey-intl';

const m = defineMessages({
  added: {
    id: 'surveys.recipients.added',
    defaultMessage:
      '{count, plural, one {1 person} other {{count} people}} from {teams} added{already, plural, =0 {} other { ({already} already listed)}}.',
  },
  allListed: {
    id: 'surveys.recipients.allListed',
    defaultMessage: 'Everyone on {teams} is already listed.',
  },
  someone: { id: 'surveys.recipients.someone', defaultMessage: 'Someone' },
  skipped: {
    id: 'surveys.recipients.skipped',
    defaultMessage: 'Skipped, no e-mail address: {names}.',
  },
});

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
export function addedText(
  merged: MergedRecipients,
  teamNames: readonly string[],
  intl: SurveyIntl = englishIntl(),
): string {
  const teams = teamNames.join(', ');
  return merged.added === 0
    ? intl.formatMessage(m.allListed, { teams })
    : intl.formatMessage(m.added, {
        count: merged.added,
        teams,
        already: merged.alreadyListed,
      });
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
export function rosterAddresses(
  rosters: readonly (readonly RosterEntry[])[],
  intl: SurveyIntl = englishIntl(),
): {
  emails: string[];
  withoutEmail: string[];
} {
  const emails: string[] = [];
  const withoutEmail = new Set<string>();
  for (const member of rosters.flat()) {
    if (member.email.trim()) emails.push(member.email);
    else {
      const name = `${member.first_name} ${member.last_name}`.trim();
      withoutEmail.add(name || intl.formatMessage(m.someone));
    }
  }
  return { emails, withoutEmail: [...withoutEmail] };
}

/** 'Skipped, no e-mail address: Dee Mensah, Eli Ko.' or nothing. */
export function skippedText(
  withoutEmail: readonly string[],
  intl: SurveyIntl = englishIntl(),
): string {
  return withoutEmail.length === 0
    ? ''
    : ` ${intl.formatMessage(m.skipped, { names: withoutEmail.join(', ') })}`;
}

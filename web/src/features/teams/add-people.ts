import type { ImportMembersResponse, MemberRole, TeamMember } from '#shared/api/teams';
import {
  IMPORT_MESSAGES,
  MAX_IMPORT_ROWS,
  NAME_MAX_LENGTH,
  parseRosterImport,
} from '#shared/domain/roster-import';
import type { AppMessage } from '../../i18n/define-messages';
import { addPeopleMessages as m } from './messages';
import { englishIntl, type TeamsIntl } from './teams-intl';

/**
 * Add people: what a pasted list or CSV file holds, read with the same reader as the server
 * (shared/src/domain/roster-import.ts), and how the people it holds are added.
 */

/** One person the list names. */
export interface ListedPerson {
  line: number;
  name: string;
  email: string;
  /** The lower-cased address: the key of the person's choices. */
  key: string;
  /** `new`: added by Add; `onTeam`: on the roster already; `repeat`: named earlier in the list. */
  state: 'new' | 'onTeam' | 'repeat';
  duplicateOf?: number;
  /**
   * Whether an account invitation can go to them: anyone new, and someone on the roster without
   * an account (added by name and e-mail, or invited before: a new link goes out).
   */
  invitable: boolean;
}

/** A piece of the list that names no one who can be added, and why. */
export interface UnreadPiece {
  line: number;
  text: string;
  reason: string;
}

export interface PeoplePreview {
  people: ListedPerson[];
  unread: UnreadPiece[];
  /** A problem with the whole list: nothing can be added until it is fixed. */
  problem?: string;
}

/** A person as written in a list, so that the reader reads them back the same. */
export const personLine = (p: { name: string; email: string }) =>
  p.name ? `"${p.name.replaceAll('"', "'")}" <${p.email}>` : p.email;

/** The shared reader's words (the server's too), each with its message. */
const importWords: Record<string, [AppMessage, Record<string, number>?]> = {
  [IMPORT_MESSAGES.empty]: [m.importEmpty],
  [IMPORT_MESSAGES.tooMany]: [m.importTooMany, { max: MAX_IMPORT_ROWS }],
  [IMPORT_MESSAGES.tooLong]: [m.importTooLong],
  [IMPORT_MESSAGES.noEmailColumn]: [m.importNoEmailColumn],
  [IMPORT_MESSAGES.invalidEmail]: [m.importInvalidEmail],
  [IMPORT_MESSAGES.nameTooLong]: [m.importNameTooLong, { max: NAME_MAX_LENGTH }],
  [IMPORT_MESSAGES.nameInvisible]: [m.importNameInvisible],
  [IMPORT_MESSAGES.onRoster]: [m.importOnRoster],
};

/** A reason the list's reader (or the server's import) gave, in the page's language. */
export function importReason(reason: string, intl: TeamsIntl = englishIntl()): string {
  const known = importWords[reason];
  return known ? intl.formatMessage(known[0], known[1]) : reason;
}

export function previewPeople(
  text: string,
  roster: readonly TeamMember[],
  intl: TeamsIntl = englishIntl(),
): PeoplePreview {
  const byEmail = new Map(roster.map((member) => [member.email.toLowerCase(), member]));
  const onRoster = new Set(byEmail.keys());
  const parse = parseRosterImport(text, onRoster);
  if (parse.problem) {
    return { people: [], unread: [], problem: importReason(parse.problem, intl) };
  }
  const people: ListedPerson[] = [];
  const unread: UnreadPiece[] = [];
  for (const row of parse.rows) {
    const base = { line: row.line, name: row.name, email: row.email, key: row.email.toLowerCase() };
    if (row.duplicateOf !== undefined) {
      people.push({ ...base, state: 'repeat', duplicateOf: row.duplicateOf, invitable: false });
    } else if (row.problem === IMPORT_MESSAGES.onRoster) {
      const entry = byEmail.get(base.key);
      const invitable = entry !== undefined && entry.user_id === null && !entry.is_owner;
      people.push({ ...base, state: 'onTeam', invitable });
    } else if (row.problem) {
      const text = row.email ? personLine(row) : row.name || intl.formatMessage(m.noEmail);
      unread.push({ line: row.line, text, reason: importReason(row.problem, intl) });
    } else people.push({ ...base, state: 'new', invitable: true });
  }
  return { people, unread };
}

/** What became of one person of the list. */
export interface PersonOutcome {
  line: number;
  name: string;
  email: string;
  outcome: 'added' | 'alreadyThere' | 'repeat' | 'failed';
  /** For those ticked: sent, saved but not mailed, or refused. */
  invitation?: 'sent' | 'notMailed' | 'failed';
  /** Why it was not added, or why the invitation was refused. */
  reason?: string;
}

export interface AddPeopleCalls {
  /** Puts people on the roster without an e-mail (ImportTeamMembers). */
  importPeople: (text: string) => Promise<ImportMembersResponse>;
  /**
   * Invites one person (InviteTeamMember): someone new goes on the roster with the role chosen;
   * someone on it already gets a new link and keeps their role.
   */
  invite: (person: {
    email: string;
    name: string;
    role: MemberRole;
  }) => Promise<{ emailSent: boolean }>;
  /** The words of a failed invitation. */
  describeFailure: (error: unknown) => string;
}

/** The CSV the import reads back as exactly these people (names and addresses quoted). */
export function importText(people: readonly { name: string; email: string }[]): string {
  const cell = (value: string) => `"${value.replaceAll('"', '""')}"`;
  return ['name,email', ...people.map((p) => `${cell(p.name)},${cell(p.email)}`)].join('\n');
}

/** The people of a preview an Add sends: the new ones, and those on the team ticked to invite. */
export function toSend(preview: PeoplePreview, invited: ReadonlyMap<string, MemberRole>) {
  const fresh = preview.people.filter((p) => p.state === 'new');
  const reinvited = preview.people.filter(
    (p) => p.state === 'onTeam' && p.invitable && invited.has(p.key),
  );
  return { fresh, invitedFresh: fresh.filter((p) => invited.has(p.key)), reinvited };
}

/**
 * Adds the new people of a preview: those without an invitation in one import, then each ticked
 * one through an invitation of their own (with the role chosen). Everyone listed comes back with
 * what became of them; a refused whole import throws, and nothing is invited after it.
 */
export async function addPeople(
  preview: PeoplePreview,
  invited: ReadonlyMap<string, MemberRole>,
  calls: AddPeopleCalls,
  intl: TeamsIntl = englishIntl(),
): Promise<PersonOutcome[]> {
  const { fresh, invitedFresh, reinvited } = toSend(preview, invited);
  const plain = fresh.filter((p) => !invited.has(p.key));
  const outcomes = new Map<string, PersonOutcome>();
  const base = (p: ListedPerson) => ({ line: p.line, name: p.name, email: p.email });

  if (plain.length > 0) {
    const result = await calls.importPeople(importText(plain));
    const byKey = new Map(result.results.map((r) => [r.email.toLowerCase(), r]));
    for (const p of plain) {
      const r = byKey.get(p.key);
      if (r?.status === 'added') outcomes.set(p.key, { ...base(p), outcome: 'added' });
      else if (r?.status === 'skipped') {
        outcomes.set(p.key, { ...base(p), outcome: 'alreadyThere' });
      } else {
        outcomes.set(p.key, {
          ...base(p),
          outcome: 'failed',
          reason: r?.reason ? importReason(r.reason, intl) : intl.formatMessage(m.noAnswer),
        });
      }
    }
  }
  // One at a time: each is one e-mail under the sender's daily caps, and a refusal (a plan's
  // limit, a cap) is said for the person it stopped.
  for (const p of [...invitedFresh, ...reinvited]) {
    const isNew = p.state === 'new';
    try {
      const { emailSent } = await calls.invite({
        email: p.email,
        name: p.name,
        role: isNew ? (invited.get(p.key) ?? 'member') : 'member',
      });
      outcomes.set(p.key, {
        ...base(p),
        outcome: isNew ? 'added' : 'alreadyThere',
        invitation: emailSent ? 'sent' : 'notMailed',
      });
    } catch (error) {
      const reason = calls.describeFailure(error);
      outcomes.set(
        p.key,
        isNew
          ? { ...base(p), outcome: 'failed', reason }
          : { ...base(p), outcome: 'alreadyThere', invitation: 'failed', reason },
      );
    }
  }

  const listed: PersonOutcome[] = preview.people.map((p) => {
    const done = outcomes.get(p.key);
    if (p.state === 'repeat') {
      return {
        ...base(p),
        outcome: 'repeat',
        reason: intl.formatMessage(m.listedBefore, { line: p.duplicateOf }),
      };
    }
    if (done) return done;
    if (p.state === 'onTeam') return { ...base(p), outcome: 'alreadyThere' };
    return { ...base(p), outcome: 'failed', reason: intl.formatMessage(m.notSent) };
  });
  const unread: PersonOutcome[] = preview.unread.map((u) => ({
    line: u.line,
    name: '',
    email: u.text,
    outcome: 'failed',
    reason: u.reason,
  }));
  return [...listed, ...unread].sort((a, b) => a.line - b.line);
}

export interface OutcomeCounts {
  /** New on the roster, invited or not. */
  added: number;
  /** Invitation e-mails sent (to new people and to people on the team already). */
  invited: number;
  /** Invitations saved whose e-mail could not be sent. */
  notMailed: number;
  /** On the team already, or listed twice: not added again. */
  alreadyThere: number;
  /** Not added, or their invitation refused. */
  failed: number;
}

export function countOutcomes(outcomes: readonly PersonOutcome[]): OutcomeCounts {
  const n = (test: (o: PersonOutcome) => boolean) => outcomes.filter(test).length;
  return {
    added: n((o) => o.outcome === 'added'),
    invited: n((o) => o.invitation === 'sent'),
    notMailed: n((o) => o.invitation === 'notMailed'),
    alreadyThere: n((o) => o.outcome === 'alreadyThere' || o.outcome === 'repeat'),
    failed: n((o) => o.outcome === 'failed' || o.invitation === 'failed'),
  };
}

/** Those to put back in the list to try again: not added, or not invited as asked. */
export const toRetry = (outcomes: readonly PersonOutcome[]) =>
  outcomes.filter(
    (o) => o.outcome === 'failed' || o.invitation === 'failed' || o.invitation === 'notMailed',
  );

export const people = (n: number, intl: TeamsIntl = englishIntl()) =>
  intl.formatMessage(m.people, { count: n });

/**
 * How many more people the owner's plan lets onto their teams, or undefined when it does not
 * limit them (or the plan could not be read: the server still decides).
 */
export function roomLeft(
  plan: { usage: { teamMembers: number }; limits: { teamMembers: number } } | undefined,
): number | undefined {
  if (!plan || plan.limits.teamMembers < 0) return undefined;
  return Math.max(0, plan.limits.teamMembers - plan.usage.teamMembers);
}

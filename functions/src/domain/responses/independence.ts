import { identityOf } from '../../../../shared/src/domain/email-identity';
import type { SurveyRecord } from '../surveys/ports';

/** Managers whose addresses are looked up to tell independent recipients apart. */
export const MANAGERS_CHECKED = 25;

/** Who manages a survey's teams, and their addresses. */
export interface ManagerLookup {
  /** User ids of the owners and admins of these teams. */
  managersOf(teamIds: string[]): Promise<string[]>;
  /** E-mail addresses of users (missing users skipped). */
  emailsOf(userIds: string[]): Promise<string[]>;
}

/**
 * The people who manage the survey (its senders, its creator, its teams' owners and admins) as
 * mailbox identities: answers through their own links do not count toward the anonymity
 * threshold. A send judges its recipients with it (decision 0009), and a release judges again
 * who manages the survey by then.
 */
export async function managerIdentities(
  lookup: ManagerLookup,
  survey: Pick<SurveyRecord, 'createdBy' | 'teamIds'>,
  senderIds: readonly string[],
): Promise<Set<string>> {
  const ids = new Set([...senderIds, survey.createdBy]);
  for (const id of await lookup.managersOf(survey.teamIds)) ids.add(id);
  const emails = await lookup.emailsOf([...ids].slice(0, MANAGERS_CHECKED));
  return new Set(emails.map(identityOf));
}

import { identityOf } from '#shared/domain/email-identity';
import type { SurveyRecord } from '../surveys/ports';
import type { IndependenceReads, ManagerLookup } from './ports';
import { countedManagers } from './release-service';

/** Managers whose addresses are looked up to tell independent recipients apart. */
export const MANAGERS_CHECKED = 25;

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

/**
 * Independence judged again when an anonymous survey's e-mail group would be released or its
 * round closes (decision 0009): roles change after a send (a co-admin demoted for the send and
 * promoted back), so the people who manage the survey by then are looked up with the send's rule
 * (`managerIdentities`, with everyone who sent the round), and each of them whose answer counted
 * as independent in the group's round is taken off the group's independent count. Nothing links
 * an answer to its invitation, so this cannot be told per answer: it is a conservative count.
 * It reads only when a group would otherwise be released, a few calls whatever the round's size.
 */
export class IndependenceCheck {
  constructor(private readonly reads: IndependenceReads) {}

  /** The people (mailbox identities) who manage the survey now, the round's senders included. */
  async managers(survey: SurveyRecord): Promise<string[]> {
    const senders = await this.reads.roundSenders(survey.id, survey.stats.emailRound);
    return [...(await managerIdentities(this.reads, survey, senders))];
  }

  /**
   * How many of the open e-mail group's independent answers may come from people who manage the
   * survey now. `managers` from {@link managers}, read once for several tries of a release.
   */
  async managingNow(survey: SurveyRecord, managers?: readonly string[]): Promise<number> {
    const people = managers ?? (await this.managers(survey));
    if (people.length === 0) return 0;
    const counted = await this.reads.countedRounds(survey.id, [...people]);
    return countedManagers(counted.values(), survey.stats.emailRound);
  }
}

/**
 * What one address got from one account today, so no mix of sends, automations and retries mails
 * anyone too much (issue #28): at most one e-mail of a survey a day, and at most
 * `SURVEY_MAILS_A_DAY` survey e-mails a day from one account. A send reserves its recipient
 * before the mail goes; a delivery of the same send again finds its own reservation; a mail the
 * service refused gives the reservation back, so "Retry failed" can send it.
 *
 * Reminders are not entered: they go only to those who have not answered, and a ledger an
 * operator can read must never say who that is (decision 0016).
 */
export const SURVEY_MAILS_A_DAY = 3;

export const SKIPPED_SURVEY_TODAY = 'Already e-mailed this survey today';
export const SKIPPED_MAILS_TODAY = `Already got ${SURVEY_MAILS_A_DAY} survey e-mails from this account today`;

export interface MailReservation {
  /** The account whose mail it is (the send's sender). */
  accountId: string;
  email: string;
  /** The product's day (UTC), YYYY-MM-DD. */
  day: string;
  surveyId: string;
  /** The send reserving it: a second delivery of its message finds it reserved already. */
  sendId: string;
}

export interface MailLedger {
  /** Reserves the mail; why not when the address had its day's share. */
  reserve(mail: MailReservation): Promise<'reserved' | 'survey' | 'account'>;
  /** Gives a reservation back (the mail was refused, or another send of the round had it). */
  release(mail: MailReservation): Promise<void>;
}

export const skippedReason = (refusal: 'survey' | 'account') =>
  refusal === 'survey' ? SKIPPED_SURVEY_TODAY : SKIPPED_MAILS_TODAY;

import type { UserRecord } from '../accounts/ports';

/** Someone who sends or shares, as the e-mails (and shared pages) name them. */
export interface Sender {
  id: string;
  name: string;
}

/** The user as a sender: their first and last name, either of which may be empty. */
export const senderOf = (user: Pick<UserRecord, 'id' | 'firstName' | 'lastName'>): Sender => ({
  id: user.id,
  name: `${user.firstName} ${user.lastName}`.trim(),
});

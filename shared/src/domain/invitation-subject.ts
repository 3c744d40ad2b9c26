/** The longest subject an invitation e-mail may have (the send form and the API both hold it). */
export const MAX_SUBJECT_LENGTH = 200;

/**
 * The invitation's subject when the sender leaves it blank: "Survey: <title>", cut to fit with an
 * ellipsis, so a long title never makes a send fail.
 */
export function defaultSubject(title: string): string {
  const subject = `Survey: ${title.trim()}`;
  return subject.length > MAX_SUBJECT_LENGTH
    ? `${subject.slice(0, MAX_SUBJECT_LENGTH - 1).trimEnd()}…`
    : subject;
}

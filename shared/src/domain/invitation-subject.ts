/** The longest subject an invitation e-mail may have (the send form and the API both hold it). */
export const MAX_SUBJECT_LENGTH = 200;

/** A subject cut to fit with an ellipsis, so a long title never makes a send fail. */
export function fitSubject(subject: string): string {
  return subject.length > MAX_SUBJECT_LENGTH
    ? `${subject.slice(0, MAX_SUBJECT_LENGTH - 1).trimEnd()}…`
    : subject;
}

/**
 * The invitation's subject when the sender leaves it blank: "Survey: <title>", cut to fit.
 * `wording` puts the title in the respondent's language ("Umfrage: <title>"; the mail's
 * catalog, decision 0060); English without it.
 */
export function defaultSubject(
  title: string,
  wording: (title: string) => string = (t) => `Survey: ${t}`,
): string {
  return fitSubject(wording(title.trim()));
}

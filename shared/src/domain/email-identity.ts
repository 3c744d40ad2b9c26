/**
 * Which mailbox an e-mail address reaches, so that one person's aliases count once. Anonymous
 * surveys count independent respondents toward their threshold: the send dialog warns with this,
 * and the server leaves the sender's own addresses (and other managers') out with the same rule.
 */

/** Providers that ignore dots in the local part; `googlemail.com` is the same mailbox as `gmail.com`. */
const DOTLESS_DOMAINS: Readonly<Record<string, string>> = {
  'gmail.com': 'gmail.com',
  'googlemail.com': 'gmail.com',
};

/**
 * The mailbox identity of an address: lower-cased and trimmed, without a `+tag`, and for Gmail
 * without dots in the local part (`J.Doe+team@GoogleMail.com` -> `jdoe@gmail.com`). A string that
 * is not an address comes back only lower-cased and trimmed.
 */
export function identityOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0 || at === address.length - 1) return address;
  let local = address.slice(0, at);
  // A domain's trailing dot names the same domain; a quoted local part of plain characters is
  // the same mailbox as the unquoted one (`"ana"@x` is `ana@x`).
  let domain = address.slice(at + 1).replace(/\.+$/, '');
  if (domain === '') return address;
  const quoted = /^"([^"\\\s]+)"$/.exec(local);
  if (quoted) local = quoted[1] as string;
  const plus = local.indexOf('+');
  // A local part that is only a tag ('+x@…') keeps it: dropping it would leave no mailbox name.
  if (plus > 0) local = local.slice(0, plus);
  const dotless = DOTLESS_DOMAINS[domain];
  if (dotless) {
    domain = dotless;
    const withoutDots = local.replaceAll('.', '');
    if (withoutDots !== '') local = withoutDots;
  }
  return `${local}@${domain}`;
}

/**
 * A looser identity for telling whether two accounts are one person (self-referral): as
 * `identityOf`, and without a `-tag` as well, the subaddress some providers use instead of `+`
 * (`ana-x@x` is `ana@x`). Too loose for counting respondents (`anne-marie@` is someone else),
 * which is why the threshold does not use it.
 */
export function sameOwnerIdentity(email: string): string {
  const identity = identityOf(email);
  const at = identity.lastIndexOf('@');
  if (at <= 0) return identity;
  const dash = identity.indexOf('-');
  return dash > 0 && dash < at ? `${identity.slice(0, dash)}${identity.slice(at)}` : identity;
}

/**
 * How many different people a list of addresses reaches, leaving out the mailboxes of
 * `excluded` (the sender's own address and its aliases, say): `ana@x`, `Ana+2@x` and the
 * sender's `boss+1@x` count as one.
 */
export function countIndependent(
  emails: readonly string[],
  excluded: readonly string[] = [],
): number {
  const left = new Set(excluded.map(identityOf));
  return new Set(emails.map(identityOf).filter((identity) => !left.has(identity))).size;
}

/**
 * The anonymity unit is the group (issue #27): a group of an anonymous survey's released answers
 * (a survey in a range, a round, a source, a team) shows all its figures once it holds at least
 * `k` answers, and nothing below. A named survey's groups always show.
 */
export function groupShown(size: number, k: number, anonymous: boolean): boolean {
  return !anonymous || size >= k;
}

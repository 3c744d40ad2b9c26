/** A start-up problem with a message a person can act on; printed without a stack trace. */
export class LocalStartError extends Error {
  override name = 'LocalStartError';
}

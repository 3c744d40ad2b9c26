import * as z from 'zod/mini';

/**
 * The open link's proof-of-work challenge (decision 0046): an ALTCHA v2 challenge the server signs
 * when answers to one survey's open link arrive in a burst, and the solution the page sends back
 * with the answers. Nothing in either names or marks the person answering.
 */

const hex = (most: number) =>
  z.string().check(z.regex(/^(?:[0-9a-f]{2})+$/, 'Expected hexadecimal'), z.maxLength(most));

export const challengeParameters = z.object({
  algorithm: z.string().check(z.maxLength(32)),
  nonce: hex(64),
  salt: hex(64),
  cost: z.number().check(z.int(), z.minimum(1), z.maximum(1_000_000)),
  keyLength: z.number().check(z.int(), z.minimum(1), z.maximum(64)),
  keyPrefix: hex(128),
  keySignature: z.optional(hex(128)),
  /** Signed with the rest: the survey it was issued for, when it expires and its counter range. */
  data: z.optional(
    z.record(
      z.string().check(z.maxLength(32)),
      z.union([z.string().check(z.maxLength(100)), z.number(), z.boolean(), z.null()]),
    ),
  ),
});

export const openLinkChallenge = z.object({
  parameters: challengeParameters,
  signature: hex(128),
});
export type OpenLinkChallenge = z.infer<typeof openLinkChallenge>;

/** What the page sends back: the challenge as it was issued and the counter that solves it. */
export const challengeSolution = z.object({
  challenge: openLinkChallenge,
  solution: z.object({
    counter: z.number().check(z.int(), z.minimum(0), z.maximum(0xffffffff)),
    derivedKey: hex(128),
  }),
});
export type ChallengeSolution = z.infer<typeof challengeSolution>;

/** The error types of a 428 on the open link: asked for the first time, or asked again. */
export const CHALLENGE_REQUIRED = 'challenge_required';
export const CHALLENGE_FAILED = 'challenge_failed';

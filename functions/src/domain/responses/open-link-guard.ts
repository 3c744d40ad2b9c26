import { createHash, createHmac, randomInt } from 'node:crypto';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { ChallengeSolution, OpenLinkChallenge } from '#shared/api/challenge';
import type { RateLimiter, RateLimitRule } from '../accounts/ports';

/**
 * The open link's burst guard (decision 0046). While a survey's open link is calm, answers go
 * straight in. Once more than `answers` arrive within one minute, the open link asks for a small
 * proof of work with each answer for the next ten minutes (and longer while the burst goes on):
 * answers sent without a solution are not stored, so they neither count toward the plan's
 * monthly responses nor stand in the way of the people who do the work.
 *
 * Stored: a per-survey count per minute (A12) and the time the survey's challenge ends (R50);
 * a spent challenge's SHA-256 until it expires (R51). Nothing of who asked, from where, or of
 * which answer a challenge went with.
 */
export const OPEN_LINK_BURST = {
  /** Answers to one open link per window before the challenge starts (unless configured). */
  answers: 10,
  windowSeconds: 60,
  /** How long the challenge stays once a window went past `answers`. */
  challengeSeconds: 600,
} as const;

/**
 * The work asked: PBKDF2-SHA-256 at `cost` iterations per try, the solving counter drawn from
 * [0, maxCounter): about 150,000 iterations on average, 300,000 at most. A phone's browser does
 * that in well under a second or two (Web Crypto's PBKDF2 runs natively); a flood pays it for
 * every answer. The server's share is one derivation to issue and one HMAC to verify.
 */
export const CHALLENGE_WORK = {
  algorithm: 'PBKDF2/SHA-256',
  cost: 1000,
  maxCounter: 300,
  /** A challenge not solved and sent within this time is issued again. */
  ttlSeconds: 600,
} as const;

export type ChallengeProblem = 'expired' | 'used' | 'invalid' | 'other_survey';

export interface OpenLinkGuardStore {
  /** Until when (epoch seconds) the survey's open link asks for the challenge, if it does. */
  challengeUntil(surveyId: string): Promise<number | undefined>;
  /** Asks for the challenge until `until` (epoch seconds; kept no longer). */
  askUntil(surveyId: string, until: number): Promise<void>;
  /** Records a solved challenge as used; false when it was used already. */
  spend(challengeHash: string, expiresAt: number): Promise<boolean>;
}

export interface OpenLinkGuardDeps {
  limiter: Pick<RateLimiter, 'hit'>;
  store: OpenLinkGuardStore;
  /** A server-only secret the challenge keys are derived from (the session key's seed). */
  secret: () => Promise<string>;
  now: () => Date;
  /** Answers a minute before the challenge starts; {@link OPEN_LINK_BURST}.answers unless set. */
  burstAnswers?: number;
  work?: Partial<typeof CHALLENGE_WORK>;
}

const BURST_RULE = (answers: number): RateLimitRule => ({
  scope: 'survey-answer-burst',
  limit: answers,
  windowSeconds: OPEN_LINK_BURST.windowSeconds,
});

/** The key of a purpose, derived from the seed: the seed itself never signs a challenge. */
const derive = (seed: string, purpose: string) =>
  createHmac('sha256', seed).update(`candor open-link challenge: ${purpose}`).digest('hex');

export class OpenLinkGuard {
  private keys: { seed: string; signature: string; keySignature: string } | undefined;
  private readonly work: typeof CHALLENGE_WORK;
  private readonly rule: RateLimitRule;

  constructor(private readonly deps: OpenLinkGuardDeps) {
    this.work = { ...CHALLENGE_WORK, ...deps.work };
    this.rule = BURST_RULE(deps.burstAnswers ?? OPEN_LINK_BURST.answers);
  }

  private seconds(): number {
    return Math.floor(this.deps.now().getTime() / 1000);
  }

  private async secrets() {
    const seed = await this.deps.secret();
    if (this.keys?.seed !== seed) {
      this.keys = {
        seed,
        signature: derive(seed, 'signature'),
        keySignature: derive(seed, 'key signature'),
      };
    }
    return this.keys;
  }

  /**
   * Counts an answer arriving at the survey's open link and says whether it must come with a
   * solved challenge: the minute's answers passed the burst, or a burst asked for it lately.
   */
  async counts(surveyId: string): Promise<{ challenge: boolean }> {
    const { count } = await this.deps.limiter.hit(this.rule, surveyId);
    const now = this.seconds();
    if (count > this.rule.limit) {
      await this.deps.store.askUntil(surveyId, now + OPEN_LINK_BURST.challengeSeconds);
      return { challenge: true };
    }
    const until = await this.deps.store.challengeUntil(surveyId);
    return { challenge: until !== undefined && until > now };
  }

  /** A new challenge for the survey's open link, signed, expiring in `ttlSeconds`. */
  async issue(surveyId: string): Promise<OpenLinkChallenge> {
    const keys = await this.secrets();
    const challenge = await createChallenge({
      algorithm: this.work.algorithm,
      cost: this.work.cost,
      // Deterministic: the server draws the counter, so the work is bounded (never a long tail)
      // and verifying is one HMAC of the derived key.
      counter: randomInt(this.work.maxCounter),
      deriveKey,
      data: {
        surveyId,
        expires: this.seconds() + this.work.ttlSeconds,
        // The page's progress only: the solving counter is below it.
        max: this.work.maxCounter,
      },
      hmacSignatureSecret: keys.signature,
      hmacKeySignatureSecret: keys.keySignature,
    });
    return challenge as OpenLinkChallenge;
  }

  /**
   * Whether a sent solution holds for this survey: signed by us, for this survey, not expired,
   * solved. Reads nothing; {@link spend} then makes it single-use.
   */
  async check(surveyId: string, sent: ChallengeSolution): Promise<ChallengeProblem | null> {
    const keys = await this.secrets();
    let verified = false;
    try {
      ({ verified } = await verifySolution({
        challenge: sent.challenge,
        solution: sent.solution,
        deriveKey,
        hmacSignatureSecret: keys.signature,
        hmacKeySignatureSecret: keys.keySignature,
      }));
    } catch {
      // An algorithm we never issue, or a malformed key: not a challenge of ours.
      return 'invalid';
    }
    if (!verified) return 'invalid';
    // Signed by us, so these are the values we issued.
    const data = sent.challenge.parameters.data ?? {};
    if (data.surveyId !== surveyId) return 'other_survey';
    if (typeof data.expires !== 'number' || data.expires <= this.seconds()) return 'expired';
    return null;
  }

  /** Uses up a checked solution; 'used' when it was sent before. */
  async spend(sent: ChallengeSolution): Promise<ChallengeProblem | null> {
    const expires = Number(sent.challenge.parameters.data?.expires);
    const hash = createHash('sha256').update(sent.challenge.signature).digest('hex');
    // Kept until the challenge expires, rounded up to 5 minutes: no second of issue is stored.
    const until = Math.ceil(expires / 300) * 300;
    return (await this.deps.store.spend(hash, until)) ? null : 'used';
  }
}

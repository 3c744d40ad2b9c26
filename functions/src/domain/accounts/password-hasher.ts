import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/** The accepted range of the cost (log2 N): 14 is the old default, 20 needs 1 GiB a hash. */
export const MIN_PASSWORD_COST = 14;
export const MAX_PASSWORD_COST = 20;
/** OWASP's scrypt recommendation: N=2^17, r=8, p=1 (128 MiB and ~0.1-0.7 s a hash). */
export const DEFAULT_PASSWORD_COST = 17;

const KEY_LENGTH = 32;

/** scrypt's parameters for a cost (log2 N); a cost outside 14..20 is refused. */
export function scryptParams(cost: number): ScryptParams {
  if (!Number.isInteger(cost) || cost < MIN_PASSWORD_COST || cost > MAX_PASSWORD_COST) {
    throw new RangeError(
      `The password cost must be a whole number from ${MIN_PASSWORD_COST} to ${MAX_PASSWORD_COST}`,
    );
  }
  return { N: 2 ** cost, r: 8, p: 1 };
}

const DEFAULT_PARAMS = scryptParams(DEFAULT_PASSWORD_COST);

function scrypt(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      // scrypt needs 128 * N * r bytes; Node refuses anything over 32 MiB unless told more.
      { ...params, maxmem: 128 * params.N * params.r * params.p * 2 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** The parameters a stored hash was made with, or undefined when it is not one of ours. */
function storedParams(stored: string): ScryptParams | undefined {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return undefined;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  return Object.values(params).every((v) => Number.isInteger(v) && v > 0) ? params : undefined;
}

/** scrypt hashes stored as `scrypt$N$r$p$salt$hash` so parameters can change later. */
export async function hashPassword(password: string, params = DEFAULT_PARAMS): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, params);
  return [
    'scrypt',
    params.N,
    params.r,
    params.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

/** Checks a password against a stored hash, whatever parameters it was made with. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const params = storedParams(stored);
  if (!params) return false;
  const [, , , , salt = '', hash = ''] = stored.split('$');
  const expected = Buffer.from(hash, 'base64url');
  let key: Buffer;
  try {
    key = await scrypt(password, Buffer.from(salt, 'base64url'), params);
  } catch {
    return false;
  }
  return key.length === expected.length && timingSafeEqual(key, expected);
}

const decoys = new Map<number, Promise<string>>();

/**
 * Hashes and checks passwords at one cost (configuration: CANDOR_PASSWORD_COST). Hashes made
 * with weaker parameters still verify, and say they need an upgrade (decision 0041).
 */
export class PasswordHasher {
  readonly params: ScryptParams;

  constructor(cost = DEFAULT_PASSWORD_COST) {
    this.params = scryptParams(cost);
  }

  hash(password: string): Promise<string> {
    return hashPassword(password, this.params);
  }

  verify(password: string, stored: string): Promise<boolean> {
    return verifyPassword(password, stored);
  }

  /** Whether a stored hash is weaker than what this hasher makes (never a downgrade). */
  needsUpgrade(stored: string): boolean {
    const params = storedParams(stored);
    if (!params) return false;
    return params.N < this.params.N || params.r < this.params.r || params.p < this.params.p;
  }

  /**
   * A hash of a password nobody has, at this hasher's parameters, so an unknown e-mail costs the
   * same time as a known one. Made once per container.
   */
  decoy(): Promise<string> {
    let decoy = decoys.get(this.params.N);
    if (!decoy) {
      decoy = this.hash(randomBytes(12).toString('hex'));
      decoys.set(this.params.N, decoy);
    }
    return decoy;
  }
}

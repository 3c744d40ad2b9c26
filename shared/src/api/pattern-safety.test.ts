import { describe, expect, it } from 'vitest';
import { routeList } from './routes';
import { emailField } from './fields';
import { checkRecipients } from '../domain/recipients';
import { answerProblem } from '../domain/answers';
import { HEX_COLOR } from '../domain/brand';
import {
  MULTI_LINE_TEXT,
  SINGLE_LINE_TEXT,
  UNSAFE_IN_A_LINE,
  plainLine,
  trimInvisible,
} from '../domain/plain-text';

/*
 * No pattern that checks what a caller sends may take more than linear time: every string
 * pattern of every request schema of the route table runs here against 100 KB inputs built to
 * make a backtracking pattern stall (long runs of the characters it accepts, then a character
 * that makes it fail). A pattern with nested or overlapping quantifiers fails this test.
 */

const SIZE = 100_000;
/** One run of a linear pattern over 100 KB takes well under a millisecond; a stall takes seconds. */
const BOUND_MS = 150;

/** Node's process, typed here: the shared code (and its tsconfig) knows no Node. */
interface CpuUsage {
  user: number;
  system: number;
}
const node = (globalThis as unknown as { process: { cpuUsage(since?: CpuUsage): CpuUsage } })
  .process;

/**
 * The processor time `run` took in this process, in ms. Not the wall clock: other processes on a
 * busy machine stretch the wall time of a linear check past any bound, but not its processor
 * time, while a check that backtracks costs seconds of processor time on any machine.
 */
function cpuMs(run: () => unknown): number {
  const started = node.cpuUsage();
  run();
  const used = node.cpuUsage(started);
  return (used.user + used.system) / 1000;
}

/** Every RegExp reachable from a zod schema's definition (checks, shapes, unions, wrappers). */
function patternsOf(root: unknown): RegExp[] {
  const found = new Set<RegExp>();
  const seen = new Set<unknown>();
  const visit = (value: unknown, depth: number): void => {
    if (depth > 40 || value === null || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    if (value instanceof RegExp) {
      found.add(value);
      return;
    }
    const zod = (value as { _zod?: { def?: unknown } })._zod;
    if (zod?.def) visit(zod.def, depth + 1);
    for (const child of Array.isArray(value) ? value : Object.values(value))
      visit(child, depth + 1);
  };
  visit(root, 0);
  return [...found];
}

const requestPatterns = new Map<string, RegExp>();
for (const route of routeList) {
  for (const part of [route.params, route.query, route.body]) {
    for (const pattern of patternsOf(part)) requestPatterns.set(String(pattern), pattern);
  }
}
requestPatterns.set(String(HEX_COLOR), HEX_COLOR);
// The control-character checks of names, titles and subjects, and the mailer's subject cleaner.
for (const pattern of [SINGLE_LINE_TEXT, MULTI_LINE_TEXT, UNSAFE_IN_A_LINE]) {
  requestPatterns.set(String(pattern), pattern);
}

const alphabet = ['a', 'Z', '0', '.', '@', '-', '_', ' ', '#', 'T', ':', ',', '<', '\t'];
const prefixes = ['', 'a', 'a@', 'a@b', 'q_', '#', '2026-01-01T', '0000-00-00T00:00'];
const suffixes = ['', '@', '!', '\n', ' ', '.', '\u0000', '\u202E'];

function* adversarialInputs(): Generator<string> {
  for (const c of alphabet) {
    const run = c.repeat(SIZE);
    for (const prefix of prefixes) for (const suffix of suffixes) yield prefix + run + suffix;
  }
  for (const a of alphabet)
    for (const b of alphabet) if (a !== b) yield (a + b).repeat(SIZE / 2) + '@';
}
const inputs = [...adversarialInputs()];

function slowest(test: (input: string) => unknown): { ms: number; input: string } {
  let worst = { ms: 0, input: '' };
  for (const input of inputs) {
    const ms = cpuMs(() => test(input));
    if (ms > worst.ms)
      worst = { ms, input: `${JSON.stringify(input.slice(0, 12))}… (${input.length})` };
    if (ms > BOUND_MS) break;
  }
  return worst;
}

describe('string patterns of the route table', () => {
  it('finds the patterns (the walk reaches into the schemas)', () => {
    expect(requestPatterns.size).toBeGreaterThan(5);
  });

  it.each([...requestPatterns.entries()])('%s runs in linear time on 100 KB', (_name, pattern) => {
    expect(slowest((input) => pattern.test(input)).ms).toBeLessThan(BOUND_MS);
  });
});

describe('control and invisible character checks', () => {
  it('trimming and cleaning a line stay linear, also on 100 KB of zero-width spaces', () => {
    const zeroWidth = '\u200B'.repeat(SIZE);
    for (const clean of [trimInvisible, plainLine]) {
      expect(slowest((input) => clean(input)).ms).toBeLessThan(BOUND_MS);
      expect(cpuMs(() => clean(zeroWidth + 'a' + zeroWidth))).toBeLessThan(BOUND_MS);
    }
  });
});

describe('e-mail address checks', () => {
  it('the shared e-mail field refuses the 120 KB address of the report at once', () => {
    const attack = `a@${'.'.repeat(120_000)}@`;
    let result = emailField.safeParse('');
    expect(cpuMs(() => (result = emailField.safeParse(attack)))).toBeLessThan(BOUND_MS);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Email is too long']);
  });

  it('the shared e-mail field stays linear on every adversarial input', () => {
    expect(slowest((input) => emailField.safeParse(input)).ms).toBeLessThan(BOUND_MS);
  });

  it('the recipients check stays linear on every adversarial input', () => {
    expect(slowest((input) => checkRecipients(input)).ms).toBeLessThan(BOUND_MS);
  });

  it.each([false, true])('an e-mail answer (requireDomain %s) stays linear', (requireDomain) => {
    const question = {
      id: 'q_email1',
      type: 'email',
      text: 'Email',
      required: true,
      order: 1,
      options: { requireDomain },
    };
    expect(slowest((input) => answerProblem(question, input)).ms).toBeLessThan(BOUND_MS);
  });

  it.each([
    ['ada@example.com', true],
    ['ada.lovelace+candor@mail.example.co.uk', true],
    ['ada@example', false],
    ['ada@.com', false],
    ['ada@b..c', true],
    ['ada@example.', false],
    ['@example.com', false],
    ['ada@@example.com', false],
    ['ada @example.com', false],
    ['ada@exa mple.com', false],
    ['ada@ex@ample.com', false],
  ])('keeps the meaning of the simple address pattern: %s -> %s', (address, valid) => {
    expect(emailField.safeParse(address).success).toBe(valid);
  });
});

import { UNLIMITED } from '#shared/domain/plans';
import type { ResponseQuota } from './ports';

/**
 * The hold (decision 0012). Respondents are never turned away for the manager's plan: an answer
 * over the monthly response limit is stored but held, out of every reader, until the plan allows
 * it. Up to a ceiling: one plan-limit's worth of held answers per account. Past it the survey
 * says, neutrally, that it is not accepting responses.
 */
export function holdCeiling(limit: number): number {
  return limit === UNLIMITED ? UNLIMITED : limit;
}

/** Whether the account's surveys take answers now (stored, or held within the ceiling). */
export function acceptsAnswers(quota: Pick<ResponseQuota, 'ceiling' | 'held'>): boolean {
  return quota.ceiling === UNLIMITED || quota.held < quota.ceiling;
}

/** Held anonymous answers are shown to managers in whole tens (see heldToShow). */
export const HELD_ANONYMOUS_STEP = 10;

/**
 * The held count a manager sees. Named surveys' held answers exactly; anonymous surveys' only in
 * whole tens, so the count never moves because of one person's answer (an account with one
 * anonymous survey and personal links could otherwise tell when someone answered).
 */
export function heldToShow(held: number, heldAnonymous: number): number {
  const anonymous = Math.max(0, Math.min(held, heldAnonymous));
  const named = Math.max(0, held - anonymous);
  return named + Math.floor(anonymous / HELD_ANONYMOUS_STEP) * HELD_ANONYMOUS_STEP;
}

/** How many held answers the period can still let in (-1: all of them). */
export function roomToLetIn(limit: number, counted: number): number {
  if (limit === UNLIMITED) return UNLIMITED;
  return Math.max(0, limit - counted);
}

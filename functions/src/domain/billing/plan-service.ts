import type { MyPlanResponse, PlansResponse } from '#shared/api/billing';
import { planCatalogue, planFeatures, planKeys, type PlanKey } from '#shared/domain/plans';
import { resolvePlan, usagePeriod } from './plan-resolution';
import type { BillingStore, PlanLimitsPort, ResponseQuota, ResponseQuotaPort } from './ports';
import { heldToShow, holdCeiling } from './response-hold';
import { now as productNow } from '../../lib/clock';

/** Price ids of the stage's payments account, per plan; a plan without one cannot be bought. */
export type PriceIds = Partial<Record<PlanKey, string>>;

/**
 * Plans as accounts see them: the catalogue with the stage's prices, the caller's plan and usage,
 * and the plan counted writes are checked against. Never talks to the payments provider.
 */
export class PlanService implements PlanLimitsPort, ResponseQuotaPort {
  constructor(
    private readonly store: BillingStore,
    private readonly prices: PriceIds,
    private readonly now: () => Date = productNow,
  ) {}

  plans(): PlansResponse {
    const entry = (key: PlanKey) => {
      const plan = planCatalogue[key];
      const priceId = plan.price ? (this.prices[key] ?? null) : null;
      return {
        name: plan.name,
        price: plan.price,
        priceId,
        trialDays: plan.trialDays,
        features: planFeatures(plan),
        limits: { ...plan.limits },
      };
    };
    return {
      plans: {
        starter: entry('starter'),
        professional: entry('professional'),
        enterprise: entry('enterprise'),
      },
    };
  }

  /** The plan a price id buys, if it is one of this stage's prices. */
  planOfPrice(priceId: string): PlanKey | undefined {
    return planKeys.find((key) => this.prices[key] === priceId && planCatalogue[key].price);
  }

  async planOf(userId: string): Promise<PlanKey> {
    return resolvePlan(await this.store.account(userId), this.now()).key;
  }

  async responseQuota(accountId: string): Promise<ResponseQuota> {
    const { usage, ...account } = await this.store.accountWithCounters(accountId);
    const limit = planCatalogue[resolvePlan(account, this.now()).key].limits.responses;
    return {
      accountId,
      period: usagePeriod(account, this.now()),
      limit,
      ceiling: holdCeiling(limit),
      held: usage.held,
    };
  }

  async myPlan(userId: string): Promise<MyPlanResponse> {
    const now = this.now();
    const { usage, ...account } = await this.store.accountWithCounters(userId);
    const responses = await this.store.periodResponses(userId, usagePeriod(account, now));
    const resolved = resolvePlan(account, now);
    const plan = planCatalogue[resolved.key];
    return {
      plan: { ...resolved, name: plan.name },
      usage: {
        surveys: usage.surveys,
        responses,
        teamMembers: usage.teamMembers,
        held: heldToShow(usage.held, usage.heldAnonymous),
      },
      limits: { ...plan.limits },
    };
  }
}

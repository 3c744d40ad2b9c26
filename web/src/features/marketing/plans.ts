import { planCatalogue, planFeatures, planKeys, type PlanKey } from '#shared/domain/plans';

/** A plan as the pricing page shows it, read from the one catalogue (shared/src/domain/plans). */
export interface PlanSummary {
  key: PlanKey;
  name: string;
  /** Dollars a month; 0 is free, null a price agreed with sales. */
  price: number | null;
  blurb: string;
  /** Its limits, then its extras. */
  features: string[];
}

export const plans: PlanSummary[] = planKeys.map((key) => {
  const plan = planCatalogue[key];
  return {
    key,
    name: plan.name,
    price: plan.price,
    blurb: plan.blurb,
    features: planFeatures(plan),
  };
});

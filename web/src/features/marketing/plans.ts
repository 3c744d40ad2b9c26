import {
  formatPrice,
  planCatalogue,
  planFeatures,
  planKeys,
  type PlanKey,
} from '#shared/domain/plans';

/** A plan as the pricing page shows it, read from the one catalogue (shared/src/domain/plans). */
export interface PlanSummary {
  key: PlanKey;
  name: string;
  price: string;
  blurb: string;
  /** Its limits, then its extras. */
  features: string[];
}

export const plans: PlanSummary[] = planKeys.map((key) => {
  const plan = planCatalogue[key];
  return {
    key,
    name: plan.name,
    price: formatPrice(plan) ?? 'Custom pricing',
    blurb: plan.blurb,
    features: planFeatures(plan),
  };
});

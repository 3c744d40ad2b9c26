import { describe, expect, it } from 'vitest';
import { planCatalogue, planFeatures } from '#shared/domain/plans';
import { plans } from './plans';

describe('the pricing page’s plans (decision 0061)', () => {
  it('read in English exactly as the shared catalogue writes them', () => {
    for (const plan of plans) {
      const english = plan.features.map((f) =>
        typeof f === 'string'
          ? f
          : f.message.defaultMessage.replace(
              '{count}',
              (f.values?.count ?? 0).toLocaleString('en-US'),
            ),
      );
      expect(english).toEqual(planFeatures(planCatalogue[plan.key]));
      expect(plan.blurb.defaultMessage).toBe(planCatalogue[plan.key].blurb);
    }
  });

  it('have a message for every extra the catalogue lists', () => {
    expect(plans.flatMap((p) => p.features).filter((f) => typeof f === 'string')).toEqual([]);
  });
});

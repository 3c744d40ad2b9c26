import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { withTable } from './responses-api';

/**
 * Puts an account on a paid plan as a settled subscription would (the stored snapshot a webhook
 * writes), for journeys that need more surveys or members than Starter allows but are not about
 * billing. test/api/billing*.test.ts reach paid plans through the payments stand-in instead.
 */
export async function grantPlan(userId: string, plan: 'professional' | 'enterprise') {
  const now = Date.now();
  await withTable((docs) =>
    docs.send(
      new PutCommand({
        TableName: 'candor',
        Item: {
          PK: `USER#${userId}`,
          SK: 'BILLING',
          entityType: 'BillingAccount',
          customerId: null,
          hadTrial: false,
          subscription: {
            subscriptionId: `sub_fixture_${userId}`,
            priceId: `price_fixture_${plan}`,
            planKey: plan,
            status: 'active',
            currentPeriodStart: new Date(now).toISOString(),
            currentPeriodEnd: new Date(now + 30 * 24 * 60 * 60 * 1000).toISOString(),
            trialEnd: null,
            cancelAtPeriodEnd: false,
          },
        },
      }),
    ),
  );
}

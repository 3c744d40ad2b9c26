import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Collapsible,
  Heading,
  HStack,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { CatalogueEntry, MyPlanResponse } from '#shared/api/billing';
import { limitedThings, planKeys, usagePercent, type PlanKey } from '#shared/domain/plans';
import { LoadFailed } from '../../../components/load-failed';
import { describeError } from '../../../lib/error-catalogue';
import { toast } from '../../../lib/toast';
import { useBillingActions, useBillingPlans, useInvoices, useMyPlan } from '../api/use-billing';
import {
  BILLING_LOAD_FAILED,
  CHECKOUT_FAILED,
  CHECKOUT_NO_URL,
  formatCount,
  formatDate,
  formatMoney,
  planBadge,
  planButton,
  PORTAL_FAILED,
  statusLabel,
  TRIAL_ENDED,
  trialBanner,
  trialMessage,
  usageBanners,
  heldMessage,
  usageHints,
  usageLabels,
} from '../billing-rules';

/** Where a hosted checkout or portal page is opened (a full page load, as Stripe needs). */
// Loaded when first opened.
const ContactSalesDialog = lazy(() =>
  import('../../../components/contact-sales-dialog').then((m) => ({
    default: m.ContactSalesDialog,
  })),
);

export function goTo(url: string) {
  window.location.assign(url);
}

/** /billing: 'Billing & Usage' (spec 2 §2): plan, usage, plans to move to, billing history. */
export function BillingPage({ navigate = goTo }: { navigate?: (url: string) => void }) {
  const plans = useBillingPlans();
  const mine = useMyPlan();
  const actions = useBillingActions();
  const [processing, setProcessing] = useState<PlanKey | null>(null);
  const [openingPortal, setOpeningPortal] = useState(false);
  const [search, setSearch] = useSearchParams();

  // Back from checkout: say how it went, once, and drop the marker from the address.
  useEffect(() => {
    if (search.get('success') === 'true') {
      toast.success('Your subscription is active. Thank you!');
    } else if (search.get('canceled') === 'true') {
      toast.info('Checkout canceled. You have not been charged.');
    } else {
      return;
    }
    setSearch({}, { replace: true });
  }, [search, setSearch]);

  async function checkout(key: PlanKey, priceId: string) {
    setProcessing(key);
    try {
      const url = await actions.checkoutUrl(priceId);
      if (!url) {
        toast.error(CHECKOUT_NO_URL);
        setProcessing(null);
        return;
      }
      navigate(url);
    } catch (error) {
      toast.failure(describeError(error, CHECKOUT_FAILED));
      setProcessing(null);
    }
  }

  async function openPortal() {
    setOpeningPortal(true);
    try {
      const url = await actions.portalUrl();
      if (!url) {
        toast.error(PORTAL_FAILED);
        setOpeningPortal(false);
        return;
      }
      navigate(url);
    } catch (error) {
      toast.failure(describeError(error, PORTAL_FAILED));
      setOpeningPortal(false);
    }
  }

  const failed = plans.error ?? mine.error;
  return (
    <Stack gap="6" maxW="6xl">
      <title>Billing & Usage · Candor</title>
      <Stack gap="1">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          Billing & Usage
        </Heading>
        <Text color="fg.muted">Your plan, what you use of it, and your invoices.</Text>
      </Stack>
      {failed ? (
        <LoadFailed
          title={BILLING_LOAD_FAILED}
          error={failed}
          retrying={plans.isValidating || mine.isValidating}
          onRetry={() => {
            void plans.mutate();
            void mine.mutate();
          }}
        />
      ) : !plans.data || !mine.data ? (
        <Stack gap="4" role="status" aria-busy="true" aria-label="Loading billing information">
          <Skeleton height="24" />
          <Skeleton height="40" />
          <Skeleton height="64" />
        </Stack>
      ) : (
        <BillingContent
          mine={mine.data}
          catalogue={plans.data.plans}
          processing={processing}
          openingPortal={openingPortal}
          onCheckout={checkout}
          onPortal={openPortal}
        />
      )}
    </Stack>
  );
}

interface ContentProps {
  mine: MyPlanResponse;
  catalogue: Record<PlanKey, CatalogueEntry>;
  processing: PlanKey | null;
  openingPortal: boolean;
  onCheckout(key: PlanKey, priceId: string): void;
  onPortal(): void;
}

function BillingContent({
  mine,
  catalogue,
  processing,
  openingPortal,
  onCheckout,
  onPortal,
}: ContentProps) {
  const { plan, usage, limits } = mine;
  const [contactOpen, setContactOpen] = useState(false);
  const banner = trialBanner(plan);
  const professional = catalogue.professional;
  const subscribe = () => {
    // A subscription that is past due is paid in the portal; an ended one starts anew.
    if (plan.status === 'past_due') onPortal();
    else if (professional.priceId) onCheckout('professional', professional.priceId);
  };
  return (
    <>
      {banner === 'trial' && plan.trial && (
        <Alert.Root status="info" alignItems="center" flexWrap="wrap" data-testid="trial-banner">
          <Alert.Indicator />
          <Alert.Content flex="1" minW="48">
            <Alert.Title>{trialMessage(plan.trial.daysLeft)}</Alert.Title>
            <Alert.Description>
              Your card is charged {professional.price ? `$${professional.price}/mo` : ''} when the
              trial ends on {formatDate(plan.trial.endsAt)}.
            </Alert.Description>
          </Alert.Content>
          <Button colorPalette="blue" loading={openingPortal} onClick={onPortal}>
            Upgrade Now
          </Button>
        </Alert.Root>
      )}
      {banner === 'ended' && (
        <Alert.Root status="warning" alignItems="center" flexWrap="wrap" data-testid="trial-ended">
          <Alert.Indicator />
          <Alert.Content flex="1" minW="48">
            <Alert.Title>{TRIAL_ENDED}</Alert.Title>
          </Alert.Content>
          <Button
            colorPalette="blue"
            loading={openingPortal || processing === 'professional'}
            onClick={subscribe}
          >
            Subscribe for $19/mo
          </Button>
        </Alert.Root>
      )}
      {plan.status === 'past_due' && banner !== 'ended' && (
        <Alert.Root
          status="warning"
          alignItems="center"
          flexWrap="wrap"
          data-testid="past-due-banner"
        >
          <Alert.Indicator />
          <Alert.Content flex="1" minW="48">
            <Alert.Title>Your last payment failed.</Alert.Title>
            <Alert.Description>
              Update your card in Manage Subscription
              {plan.graceEndsAt ? ` by ${formatDate(plan.graceEndsAt)}` : ''} to keep {plan.name}.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {heldMessage(usage.held) && (
        <Alert.Root status="info" data-testid="held-banner">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{heldMessage(usage.held)}</Alert.Title>
          </Alert.Content>
        </Alert.Root>
      )}
      {usageBanners(usage, limits, plan.name).map((item) => (
        <Alert.Root
          key={item.thing}
          status={item.level === 'reached' ? 'error' : 'warning'}
          data-testid={`usage-banner-${item.thing}`}
        >
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{item.message}</Alert.Title>
          </Alert.Content>
        </Alert.Root>
      ))}

      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <Card.Root data-testid="current-plan">
          <Card.Header>
            <Heading as="h2" size="lg">
              Current Plan
            </Heading>
          </Card.Header>
          <Card.Body gap="3">
            <HStack gap="3" flexWrap="wrap">
              <Text textStyle="2xl" fontWeight="bold">
                {plan.name}
              </Text>
              <Badge colorPalette={planBadge(plan).color} size="lg" data-testid="plan-status">
                {planBadge(plan).label}
              </Badge>
              {plan.trial?.isTrial && (
                <Text color="fg.muted" data-testid="trial-ends">
                  Trial ends {formatDate(plan.trial.endsAt)}
                </Text>
              )}
            </HStack>
            {plan.currentPeriodEnd && (
              <Text>
                {plan.cancelAtPeriodEnd ? 'Cancels on ' : 'Next billing date: '}
                <Text as="span" fontWeight="semibold">
                  {formatDate(plan.currentPeriodEnd)}
                </Text>
              </Text>
            )}
            {plan.key === 'starter' && (
              <Text color="fg.muted">The free plan. Upgrade for more surveys and members.</Text>
            )}
          </Card.Body>
          {plan.key !== 'starter' && (
            <Card.Footer>
              <Button variant="outline" loading={openingPortal} onClick={onPortal}>
                Manage Subscription
              </Button>
            </Card.Footer>
          )}
        </Card.Root>

        <Card.Root data-testid="usage">
          <Card.Header>
            <Heading as="h2" size="lg">
              Usage This Month
            </Heading>
          </Card.Header>
          <Card.Body gap="4">
            {limitedThings.map((thing) => (
              <Progress.Root
                key={thing}
                value={usagePercent(usage[thing], limits[thing])}
                max={100}
                colorPalette={
                  limits[thing] !== -1 && usage[thing] >= limits[thing] ? 'red' : 'blue'
                }
                data-testid={`usage-${thing}`}
              >
                <HStack justify="space-between" mb="1">
                  <Progress.Label>{usageLabels[thing]}</Progress.Label>
                  <Text fontWeight="semibold">
                    {formatCount(usage[thing])} / {formatCount(limits[thing])}
                  </Text>
                </HStack>
                <Progress.Track>
                  <Progress.Range />
                </Progress.Track>
                {usageHints[thing] && (
                  <Text textStyle="sm" color="fg.muted" mt="1">
                    {usageHints[thing]}
                  </Text>
                )}
              </Progress.Root>
            ))}
          </Card.Body>
        </Card.Root>
      </SimpleGrid>

      <Stack gap="3">
        <Heading as="h2" size="lg">
          Available Plans
        </Heading>
        <SimpleGrid as="ul" columns={{ base: 1, md: 3 }} gap="4" listStyleType="none" p="0" m="0">
          {planKeys.map((key) => {
            const entry = catalogue[key];
            const button = planButton({
              key,
              entry,
              current: plan.key,
              processing,
              hadTrial: plan.trial !== null,
            });
            return (
              <Box
                as="li"
                key={key}
                borderWidth={key === plan.key ? '2px' : '1px'}
                borderColor={key === plan.key ? 'blue.solid' : 'border'}
                borderRadius="l3"
                p="5"
                bg="bg.panel"
                data-testid={`billing-plan-${key}`}
              >
                <Stack gap="3" h="full">
                  <HStack justify="space-between" flexWrap="wrap">
                    <Heading as="h3" size="md">
                      {entry.name}
                    </Heading>
                    {entry.trialDays > 0 && entry.priceId && (
                      <Badge colorPalette="green">{entry.trialDays}-day free trial</Badge>
                    )}
                  </HStack>
                  <Text textStyle="2xl" fontWeight="bold">
                    {entry.price === null
                      ? key === 'enterprise'
                        ? 'Custom pricing'
                        : 'Coming Soon'
                      : entry.price === 0
                        ? 'Free'
                        : `$${entry.price}`}
                    {entry.price ? (
                      <Text as="span" textStyle="md" fontWeight="normal" color="fg.muted">
                        {' '}
                        per month
                      </Text>
                    ) : null}
                  </Text>
                  <Stack as="ul" gap="1" ps="5" listStyleType="disc" flex="1">
                    {entry.features.map((feature) => (
                      <li key={feature}>{feature}</li>
                    ))}
                  </Stack>
                  <Collapsible.Root>
                    <Collapsible.Trigger asChild>
                      <Button variant="plain" px="0" colorPalette="blue">
                        Learn More
                      </Button>
                    </Collapsible.Trigger>
                    <Collapsible.Content>
                      <Stack gap="1" pt="2" color="fg.muted" textStyle="sm">
                        <Text>Surveys: {formatCount(entry.limits.surveys)} at a time</Text>
                        <Text>Responses: {formatCount(entry.limits.responses)} a month</Text>
                        <Text>
                          Team members: {formatCount(entry.limits.teamMembers)} across your teams
                        </Text>
                        {entry.trialDays > 0 && (
                          <Text>
                            Starts with a {entry.trialDays}-day free trial the first time; cancel
                            any time in Manage Subscription.
                          </Text>
                        )}
                      </Stack>
                    </Collapsible.Content>
                  </Collapsible.Root>
                  {button && (
                    <Button
                      colorPalette="blue"
                      variant={button.action ? 'solid' : 'outline'}
                      disabled={button.disabled}
                      onClick={() => {
                        if (button.action === 'contact') setContactOpen(true);
                        else if (button.action && entry.priceId) onCheckout(key, entry.priceId);
                      }}
                    >
                      {button.label}
                    </Button>
                  )}
                </Stack>
              </Box>
            );
          })}
        </SimpleGrid>
      </Stack>

      <BillingHistory enabled={plan.hasSubscription} />
      {contactOpen && (
        <Suspense fallback={null}>
          <ContactSalesDialog open={contactOpen} onClose={() => setContactOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

function BillingHistory({ enabled }: { enabled: boolean }) {
  const invoices = useInvoices(enabled);
  return (
    <Card.Root data-testid="billing-history">
      <Card.Header>
        <Heading as="h2" size="lg">
          Billing History
        </Heading>
      </Card.Header>
      <Card.Body>
        {!enabled || invoices.data?.invoices.length === 0 ? (
          <Text color="fg.muted">
            Your billing history will appear here once you have an active subscription.
          </Text>
        ) : invoices.error ? (
          <Text color="fg.error">{BILLING_LOAD_FAILED}</Text>
        ) : !invoices.data ? (
          <Skeleton height="16" />
        ) : (
          <Table.ScrollArea tabIndex={0} aria-label="Invoices">
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Date</Table.ColumnHeader>
                  <Table.ColumnHeader>Invoice</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
                  <Table.ColumnHeader>Status</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {invoices.data.invoices.map((invoice) => (
                  <Table.Row key={invoice.id}>
                    <Table.Cell>{formatDate(invoice.createdAt)}</Table.Cell>
                    <Table.Cell>{invoice.number ?? invoice.id}</Table.Cell>
                    <Table.Cell textAlign="end">
                      {formatMoney(invoice.amount, invoice.currency)}
                    </Table.Cell>
                    <Table.Cell>{statusLabel(invoice.status)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Card.Body>
    </Card.Root>
  );
}

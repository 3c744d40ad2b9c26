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
import { useAppIntl } from '../../../i18n/intl';
import { describeError } from '../../../lib/error-catalogue';
import { toast } from '../../../lib/toast';
import { useBillingActions, useBillingPlans, useInvoices, useMyPlan } from '../api/use-billing';
import {
  formatCount,
  formatDate,
  formatMoney,
  planBadge,
  planButton,
  statusLabel,
  trialBanner,
  trialMessage,
  usageBanners,
  heldMessage,
  usageHints,
  usageLabels,
} from '../billing-rules';
import { billingMessages as m } from '../messages';

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
  const { formatMessage } = useAppIntl();

  // Back from checkout: say how it went, once, and drop the marker from the address.
  useEffect(() => {
    if (search.get('success') === 'true') {
      toast.success(formatMessage(m.checkoutSucceeded));
    } else if (search.get('canceled') === 'true') {
      toast.info(formatMessage(m.checkoutCanceled));
    } else {
      return;
    }
    setSearch({}, { replace: true });
  }, [search, setSearch, formatMessage]);

  async function checkout(key: PlanKey, priceId: string) {
    setProcessing(key);
    try {
      const url = await actions.checkoutUrl(priceId);
      if (!url) {
        toast.error(formatMessage(m.checkoutNoUrl));
        setProcessing(null);
        return;
      }
      navigate(url);
    } catch (error) {
      toast.failure(describeError(error, formatMessage(m.checkoutFailed)));
      setProcessing(null);
    }
  }

  async function openPortal() {
    setOpeningPortal(true);
    try {
      const url = await actions.portalUrl();
      if (!url) {
        toast.error(formatMessage(m.portalFailed));
        setOpeningPortal(false);
        return;
      }
      navigate(url);
    } catch (error) {
      toast.failure(describeError(error, formatMessage(m.portalFailed)));
      setOpeningPortal(false);
    }
  }

  const failed = plans.error ?? mine.error;
  return (
    <Stack gap="6" maxW="6xl">
      <title>{formatMessage(m.title)}</title>
      <Stack gap="1">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {formatMessage(m.heading)}
        </Heading>
        <Text color="fg.muted">{formatMessage(m.intro)}</Text>
      </Stack>
      {failed ? (
        <LoadFailed
          title={formatMessage(m.loadFailed)}
          error={failed}
          retrying={plans.isValidating || mine.isValidating}
          onRetry={() => {
            void plans.mutate();
            void mine.mutate();
          }}
        />
      ) : !plans.data || !mine.data ? (
        <Stack gap="4" role="status" aria-busy="true" aria-label={formatMessage(m.loading)}>
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
  const intl = useAppIntl();
  const { formatMessage } = intl;
  const date = (iso: string) => formatDate(iso, intl);
  const count = (value: number) => formatCount(value, intl);
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
            <Alert.Title>{trialMessage(plan.trial.daysLeft, intl)}</Alert.Title>
            <Alert.Description>
              {formatMessage(m.trialCharge, {
                price: professional.price
                  ? formatMessage(m.monthlyPrice, { price: `$${professional.price}` })
                  : '',
                date: date(plan.trial.endsAt),
              })}
            </Alert.Description>
          </Alert.Content>
          <Button colorPalette="blue" loading={openingPortal} onClick={onPortal}>
            {formatMessage(m.upgradeNow)}
          </Button>
        </Alert.Root>
      )}
      {banner === 'ended' && (
        <Alert.Root status="warning" alignItems="center" flexWrap="wrap" data-testid="trial-ended">
          <Alert.Indicator />
          <Alert.Content flex="1" minW="48">
            <Alert.Title>{formatMessage(m.trialEnded)}</Alert.Title>
          </Alert.Content>
          <Button
            colorPalette="blue"
            loading={openingPortal || processing === 'professional'}
            onClick={subscribe}
          >
            {formatMessage(m.subscribe)}
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
            <Alert.Title>{formatMessage(m.pastDueTitle)}</Alert.Title>
            <Alert.Description>
              {plan.graceEndsAt
                ? formatMessage(m.pastDueTextBy, { date: date(plan.graceEndsAt), plan: plan.name })
                : formatMessage(m.pastDueText, { plan: plan.name })}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {heldMessage(usage.held, intl) && (
        <Alert.Root status="info" data-testid="held-banner">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{heldMessage(usage.held, intl)}</Alert.Title>
          </Alert.Content>
        </Alert.Root>
      )}
      {usageBanners(usage, limits, plan.name, intl).map((item) => (
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
              {formatMessage(m.currentPlan)}
            </Heading>
          </Card.Header>
          <Card.Body gap="3">
            <HStack gap="3" flexWrap="wrap">
              <Text textStyle="2xl" fontWeight="bold">
                {plan.name}
              </Text>
              <Badge colorPalette={planBadge(plan).color} size="lg" data-testid="plan-status">
                {planBadge(plan, intl).label}
              </Badge>
              {plan.trial?.isTrial && (
                <Text color="fg.muted" data-testid="trial-ends">
                  {formatMessage(m.trialEnds, { date: date(plan.trial.endsAt) })}
                </Text>
              )}
            </HStack>
            {plan.currentPeriodEnd && (
              <Text>
                {formatMessage(plan.cancelAtPeriodEnd ? m.cancelsOn : m.nextBillingDate)}{' '}
                <Text as="span" fontWeight="semibold">
                  {date(plan.currentPeriodEnd)}
                </Text>
              </Text>
            )}
            {plan.key === 'starter' && <Text color="fg.muted">{formatMessage(m.freePlan)}</Text>}
          </Card.Body>
          {plan.key !== 'starter' && (
            <Card.Footer>
              <Button variant="outline" loading={openingPortal} onClick={onPortal}>
                {formatMessage(m.manageSubscription)}
              </Button>
            </Card.Footer>
          )}
        </Card.Root>

        <Card.Root data-testid="usage">
          <Card.Header>
            <Heading as="h2" size="lg">
              {formatMessage(m.usageHeading)}
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
                  <Progress.Label>{formatMessage(usageLabels[thing])}</Progress.Label>
                  <Text fontWeight="semibold">
                    {count(usage[thing])} / {count(limits[thing])}
                  </Text>
                </HStack>
                <Progress.Track>
                  <Progress.Range />
                </Progress.Track>
                {usageHints[thing] && (
                  <Text textStyle="sm" color="fg.muted" mt="1">
                    {formatMessage(usageHints[thing])}
                  </Text>
                )}
              </Progress.Root>
            ))}
          </Card.Body>
        </Card.Root>
      </SimpleGrid>

      <Stack gap="3">
        <Heading as="h2" size="lg">
          {formatMessage(m.plansHeading)}
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
              intl,
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
                      <Badge colorPalette="green">
                        {formatMessage(m.freeTrialBadge, { days: entry.trialDays })}
                      </Badge>
                    )}
                  </HStack>
                  <Text textStyle="2xl" fontWeight="bold">
                    {entry.price === null
                      ? formatMessage(key === 'enterprise' ? m.customPricing : m.comingSoon)
                      : entry.price === 0
                        ? formatMessage(m.free)
                        : `$${entry.price}`}
                    {entry.price ? (
                      <Text as="span" textStyle="md" fontWeight="normal" color="fg.muted">
                        {' '}
                        {formatMessage(m.perMonth)}
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
                        {formatMessage(m.learnMore)}
                      </Button>
                    </Collapsible.Trigger>
                    <Collapsible.Content>
                      <Stack gap="1" pt="2" color="fg.muted" textStyle="sm">
                        <Text>
                          {formatMessage(m.limitSurveys, { count: count(entry.limits.surveys) })}
                        </Text>
                        <Text>
                          {formatMessage(m.limitResponses, {
                            count: count(entry.limits.responses),
                          })}
                        </Text>
                        <Text>
                          {formatMessage(m.limitTeamMembers, {
                            count: count(entry.limits.teamMembers),
                          })}
                        </Text>
                        {entry.trialDays > 0 && (
                          <Text>{formatMessage(m.trialTerms, { days: entry.trialDays })}</Text>
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
  const intl = useAppIntl();
  const { formatMessage } = intl;
  return (
    <Card.Root data-testid="billing-history">
      <Card.Header>
        <Heading as="h2" size="lg">
          {formatMessage(m.historyHeading)}
        </Heading>
      </Card.Header>
      <Card.Body>
        {!enabled || invoices.data?.invoices.length === 0 ? (
          <Text color="fg.muted">{formatMessage(m.historyEmpty)}</Text>
        ) : invoices.error ? (
          <Text color="fg.error">{formatMessage(m.loadFailed)}</Text>
        ) : !invoices.data ? (
          <Skeleton height="16" />
        ) : (
          <Table.ScrollArea tabIndex={0} aria-label={formatMessage(m.invoices)}>
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{formatMessage(m.date)}</Table.ColumnHeader>
                  <Table.ColumnHeader>{formatMessage(m.invoice)}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{formatMessage(m.amount)}</Table.ColumnHeader>
                  <Table.ColumnHeader>{formatMessage(m.statusColumn)}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {invoices.data.invoices.map((invoice) => (
                  <Table.Row key={invoice.id}>
                    <Table.Cell>{formatDate(invoice.createdAt, intl)}</Table.Cell>
                    <Table.Cell>{invoice.number ?? invoice.id}</Table.Cell>
                    <Table.Cell textAlign="end">
                      {formatMoney(invoice.amount, invoice.currency, intl)}
                    </Table.Cell>
                    <Table.Cell>{statusLabel(invoice.status, intl)}</Table.Cell>
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

import { Box, Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAppIntl } from '../../../i18n/intl';
import { paths } from '../../../lib/paths';
import { marketingMessages as m } from '../messages';
import { plans, type PlanFeature, type PlanSummary } from '../plans';

// Loaded when first opened: most visitors of /pricing never open it.
const ContactSalesDialog = lazy(() =>
  import('../../../components/contact-sales-dialog').then((m) => ({
    default: m.ContactSalesDialog,
  })),
);

/** /pricing: the three plans and their limits (spec 2 §2, Billing); Enterprise: Contact sales. */
export function PricingPage() {
  const intl = useAppIntl();
  const priceOf = ({ price }: PlanSummary) =>
    price === null
      ? intl.formatMessage(m.customPricing)
      : price === 0
        ? intl.formatMessage(m.free)
        : intl.formatMessage(m.perMonth, {
            price: intl.formatNumber(price, {
              style: 'currency',
              currency: 'USD',
              maximumFractionDigits: 0,
            }),
          });
  const featureText = (feature: PlanFeature) =>
    typeof feature === 'string'
      ? feature
      : intl.formatMessage(feature.message, {
          count: intl.formatNumber(feature.values?.count ?? 0),
        });
  const [contactOpen, setContactOpen] = useState(false);
  return (
    <Stack gap="8">
      <title>{intl.formatMessage(m.pricingTitle)}</title>
      <Stack gap="3" maxW="3xl">
        <Heading as="h1" size={{ base: '3xl', md: '4xl' }}>
          {intl.formatMessage(m.pricingHeading)}
        </Heading>
        <Text textStyle="lg" color="fg.muted">
          {intl.formatMessage(m.pricingIntro)}
        </Text>
      </Stack>
      <SimpleGrid as="ul" columns={{ base: 1, md: 3 }} gap="4" listStyleType="none" p="0" m="0">
        {plans.map((plan) => (
          <Box
            as="li"
            key={plan.key}
            borderWidth={plan.key === 'professional' ? '2px' : '1px'}
            borderColor={plan.key === 'professional' ? 'blue.solid' : 'border'}
            borderRadius="l3"
            p="6"
            bg="bg.panel"
            data-testid={`plan-${plan.key}`}
          >
            <Stack gap="4" h="full">
              <Box>
                <Heading as="h2" size="xl">
                  {plan.name}
                </Heading>
                <Text textStyle="2xl" fontWeight="bold" mt="1">
                  {priceOf(plan)}
                </Text>
                <Text color="fg.muted">{intl.formatMessage(plan.blurb)}</Text>
              </Box>
              <Stack as="ul" gap="1" ps="5" listStyleType="disc" flex="1">
                {plan.features.map((feature) => {
                  const text = featureText(feature);
                  return <li key={text}>{text}</li>;
                })}
              </Stack>
              {plan.key === 'enterprise' ? (
                <Button
                  size="lg"
                  colorPalette="blue"
                  variant="outline"
                  onClick={() => setContactOpen(true)}
                >
                  {intl.formatMessage(m.contactSales)}
                </Button>
              ) : (
                <Button
                  asChild
                  size="lg"
                  colorPalette="blue"
                  variant={plan.key === 'professional' ? 'solid' : 'outline'}
                >
                  <RouterLink to={paths.register.getHref()}>
                    {intl.formatMessage(m.startWith, { plan: plan.name })}
                  </RouterLink>
                </Button>
              )}
            </Stack>
          </Box>
        ))}
      </SimpleGrid>
      <Text color="fg.muted">{intl.formatMessage(m.pricingNote)}</Text>
      {contactOpen && (
        <Suspense fallback={null}>
          <ContactSalesDialog open={contactOpen} onClose={() => setContactOpen(false)} />
        </Suspense>
      )}
    </Stack>
  );
}

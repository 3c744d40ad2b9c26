import {
  Alert,
  Box,
  Button,
  Card,
  Flex,
  Heading,
  Link,
  LinkBox,
  LinkOverlay,
  SimpleGrid,
  Skeleton,
  Stack,
  Tabs,
  Text,
} from '@chakra-ui/react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAppIntl } from '../../../i18n/intl';
import { supportMessages as m } from '../messages';
import { quickLinks, resources } from '../support-content';
import { useSupportContact } from '../api/use-email-config';
import { FaqAccordion } from './faq-accordion';
import {
  BookIcon,
  CalendarIcon,
  ChartIcon,
  ClockIcon,
  MailIcon,
  PlusIcon,
  TeamIcon,
} from './icons';

const EmailTestDialog = lazy(() =>
  import('./email-test-dialog').then((m) => ({ default: m.EmailTestDialog })),
);

const quickLinkIcons = [PlusIcon, ChartIcon, TeamIcon, CalendarIcon];

/**
 * /support: quick links to the main screens, the e-mail delivery test, and tabs with the FAQ
 * (a real accordion), how to reach us (address and docs host from configuration) and resources.
 */
export function SupportPage() {
  const [emailTestOpen, setEmailTestOpen] = useState(false);
  const { formatMessage } = useAppIntl();

  return (
    <Stack gap="8">
      <title>{formatMessage(m.title)}</title>
      <Stack gap="1">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {formatMessage(m.heading)}
        </Heading>
        <Text color="fg.muted" textStyle="lg">
          {formatMessage(m.intro)}
        </Text>
      </Stack>

      <Box as="section" aria-labelledby="quick-links-heading">
        <Heading as="h2" size="lg" mb="3" id="quick-links-heading">
          {formatMessage(m.quickLinks)}
        </Heading>
        <SimpleGrid as="ul" columns={{ base: 1, sm: 2, xl: 4 }} gap="4" listStyleType="none" p="0">
          {quickLinks.map((link, index) => {
            const Icon = quickLinkIcons[index] ?? PlusIcon;
            return (
              <Box as="li" key={link.to} display="grid">
                <LinkBox
                  as="div"
                  borderRadius="l3"
                  bg="bg.panel"
                  boxShadow="card"
                  p="4"
                  transition="box-shadow 0.15s"
                  _hover={{ boxShadow: '0 0 0 2px {colors.brand.solid}' }}
                  _focusWithin={{ outline: '2px solid', outlineColor: 'blue.focusRing' }}
                >
                  <Flex gap="3" align="flex-start">
                    <IconTile>
                      <Icon />
                    </IconTile>
                    <Stack gap="1" minW="0">
                      <LinkOverlay asChild>
                        <RouterLink to={link.to}>
                          <Text as="span" fontWeight="semibold">
                            {formatMessage(link.title)}
                          </Text>
                        </RouterLink>
                      </LinkOverlay>
                      <Text textStyle="sm" color="fg.muted">
                        {formatMessage(link.description)}
                      </Text>
                    </Stack>
                  </Flex>
                </LinkBox>
              </Box>
            );
          })}
        </SimpleGrid>
      </Box>

      <Card.Root as="section" aria-labelledby="email-test-heading" data-testid="email-test-card">
        <Card.Body>
          <Flex gap="4" align={{ base: 'flex-start', md: 'center' }} wrap="wrap">
            <IconTile>
              <MailIcon />
            </IconTile>
            <Stack gap="1" flex="1" minW="60">
              <Heading as="h2" size="lg" id="email-test-heading">
                {formatMessage(m.emailTestHeading)}
              </Heading>
              <Text color="fg.muted">{formatMessage(m.emailTestText)}</Text>
            </Stack>
            <Button size="lg" colorPalette="blue" onClick={() => setEmailTestOpen(true)}>
              {formatMessage(m.emailTestHeading)}
            </Button>
          </Flex>
        </Card.Body>
      </Card.Root>

      <Tabs.Root defaultValue="faq" variant="line" lazyMount>
        <Tabs.List overflowX="auto">
          <Tabs.Trigger value="faq" minH="11">
            {formatMessage(m.tabFaq)}
          </Tabs.Trigger>
          <Tabs.Trigger value="contact" minH="11">
            {formatMessage(m.tabContact)}
          </Tabs.Trigger>
          <Tabs.Trigger value="resources" minH="11">
            {formatMessage(m.tabResources)}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="faq" pt="5">
          <Heading as="h2" size="lg" mb="4">
            {formatMessage(m.faqHeading)}
          </Heading>
          <FaqAccordion />
        </Tabs.Content>
        <Tabs.Content value="contact" pt="5">
          <ContactTab />
        </Tabs.Content>
        <Tabs.Content value="resources" pt="5">
          <ResourcesTab />
        </Tabs.Content>
      </Tabs.Root>

      {emailTestOpen && (
        <Suspense fallback={null}>
          <EmailTestDialog open={emailTestOpen} onClose={() => setEmailTestOpen(false)} />
        </Suspense>
      )}
    </Stack>
  );
}

function IconTile({ children }: { children: ReactNode }) {
  return (
    <Flex
      flexShrink="0"
      align="center"
      justify="center"
      boxSize="10"
      borderRadius="l2"
      bg="blue.subtle"
      color="blue.fg"
    >
      {children}
    </Flex>
  );
}

function ContactTab() {
  const { data, error } = useSupportContact();
  const contact = data?.support;
  const { formatMessage } = useAppIntl();
  return (
    <Stack gap="5">
      <Heading as="h2" size="lg">
        {formatMessage(m.contactHeading)}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <ContactCard icon={<MailIcon />} title={formatMessage(m.contactEmail)}>
          {contact ? (
            <Link href={`mailto:${contact.email}`} colorPalette="blue" wordBreak="break-all">
              {contact.email}
            </Link>
          ) : error ? (
            <Text color="fg.muted">{formatMessage(m.contactEmailFailed)}</Text>
          ) : (
            <Skeleton height="5" width="48" />
          )}
        </ContactCard>
        <ContactCard icon={<BookIcon />} title={formatMessage(m.contactDocs)}>
          {contact ? (
            <Link
              href={`https://${contact.docsHost}`}
              colorPalette="blue"
              wordBreak="break-all"
              target="_blank"
              rel="noreferrer"
            >
              {contact.docsHost}
            </Link>
          ) : error ? (
            <Text color="fg.muted">{formatMessage(m.contactDocsFailed)}</Text>
          ) : (
            <Skeleton height="5" width="40" />
          )}
        </ContactCard>
        <ContactCard icon={<ClockIcon />} title={formatMessage(m.contactResponseTime)}>
          <Text>{formatMessage(m.contactUnder24)}</Text>
        </ContactCard>
      </SimpleGrid>
      <Text color="fg.muted">{formatMessage(m.contactAnswer)}</Text>
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{formatMessage(m.urgentTitle)}</Alert.Title>
          <Alert.Description>{formatMessage(m.urgentText)}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    </Stack>
  );
}

function ContactCard({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card.Root>
      <Card.Body gap="2">
        <Flex gap="3" align="center">
          <IconTile>{icon}</IconTile>
          <Heading as="h3" size="md">
            {title}
          </Heading>
        </Flex>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

function ResourcesTab() {
  const { formatMessage } = useAppIntl();
  return (
    <Stack gap="5">
      <Heading as="h2" size="lg">
        {formatMessage(m.resourcesHeading)}
      </Heading>
      <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} gap="4" listStyleType="none" p="0">
        {resources.map((resource) => (
          <Card.Root as="li" key={resource.to}>
            <Card.Body gap="2">
              <Heading as="h3" size="md">
                {formatMessage(resource.title)}
              </Heading>
              <Text color="fg.muted">{formatMessage(resource.description)}</Text>
            </Card.Body>
            <Card.Footer>
              <Button asChild variant="outline" size="lg">
                <RouterLink to={resource.to}>{formatMessage(resource.action)}</RouterLink>
              </Button>
            </Card.Footer>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

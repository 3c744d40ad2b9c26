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
import { quickLinks, RESPONSE_TIME, resources } from '../support-content';
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

  return (
    <Stack gap="8">
      <title>Support Center · Candor</title>
      <Stack gap="1">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          Support Center
        </Heading>
        <Text color="fg.muted" textStyle="lg">
          Answers to common questions, ways to reach us, and a check that e-mail reaches people.
        </Text>
      </Stack>

      <Box as="section" aria-labelledby="quick-links-heading">
        <Heading as="h2" size="lg" mb="3" id="quick-links-heading">
          Quick links
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
                            {link.title}
                          </Text>
                        </RouterLink>
                      </LinkOverlay>
                      <Text textStyle="sm" color="fg.muted">
                        {link.description}
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
                Test Email Service
              </Heading>
              <Text color="fg.muted">
                Survey invitations not arriving? See how e-mail is set up, check the connection to
                the mail service and send yourself a test e-mail.
              </Text>
            </Stack>
            <Button size="lg" colorPalette="blue" onClick={() => setEmailTestOpen(true)}>
              Test Email Service
            </Button>
          </Flex>
        </Card.Body>
      </Card.Root>

      <Tabs.Root defaultValue="faq" variant="line" lazyMount>
        <Tabs.List overflowX="auto">
          <Tabs.Trigger value="faq" minH="11">
            FAQ
          </Tabs.Trigger>
          <Tabs.Trigger value="contact" minH="11">
            Contact
          </Tabs.Trigger>
          <Tabs.Trigger value="resources" minH="11">
            Resources
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="faq" pt="5">
          <Heading as="h2" size="lg" mb="4">
            Frequently asked questions
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
  return (
    <Stack gap="5">
      <Heading as="h2" size="lg">
        Contact us
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <ContactCard icon={<MailIcon />} title="Email support">
          {contact ? (
            <Link href={`mailto:${contact.email}`} colorPalette="blue" wordBreak="break-all">
              {contact.email}
            </Link>
          ) : error ? (
            <Text color="fg.muted">The support address could not be loaded. Please try again.</Text>
          ) : (
            <Skeleton height="5" width="48" />
          )}
        </ContactCard>
        <ContactCard icon={<BookIcon />} title="Documentation">
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
            <Text color="fg.muted">The documentation address could not be loaded.</Text>
          ) : (
            <Skeleton height="5" width="40" />
          )}
        </ContactCard>
        <ContactCard icon={<ClockIcon />} title="Response time">
          <Text>Under 24 hours</Text>
        </ContactCard>
      </SimpleGrid>
      <Text color="fg.muted">{RESPONSE_TIME} Tell us what you tried and what you saw.</Text>
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Need urgent help?</Alert.Title>
          <Alert.Description>
            Put “Urgent” at the start of your e-mail’s subject and we will look at it first. If
            surveys are not reaching people, run the e-mail test above and include what it reported.
          </Alert.Description>
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
  return (
    <Stack gap="5">
      <Heading as="h2" size="lg">
        Resources
      </Heading>
      <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} gap="4" listStyleType="none" p="0">
        {resources.map((resource) => (
          <Card.Root as="li" key={resource.title}>
            <Card.Body gap="2">
              <Heading as="h3" size="md">
                {resource.title}
              </Heading>
              <Text color="fg.muted">{resource.description}</Text>
            </Card.Body>
            <Card.Footer>
              <Button asChild variant="outline" size="lg">
                <RouterLink to={resource.to}>{resource.action}</RouterLink>
              </Button>
            </Card.Footer>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

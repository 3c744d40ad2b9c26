import { Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useAuth } from '../../../lib/auth';
import { paths } from '../../../lib/paths';

/** /dashboard: for now a signed-in landing page that greets the user. */
export function DashboardPage() {
  const { user } = useAuth();
  const name = user ? `${user.firstName} ${user.lastName}`.trim() : '';
  return (
    <Stack gap="6">
      <title>Dashboard · Candor</title>
      <Stack gap="2">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          Welcome back, {name || 'there'}
        </Heading>
        <Text color="fg.muted">Speak freely, stay anonymous.</Text>
      </Stack>
      <Card.Root variant="outline">
        <Card.Body gap="3">
          <Heading as="h2" size="lg">
            Your account
          </Heading>
          <Text color="fg.muted">
            Signed in as <strong>{user?.email}</strong>.
          </Text>
          <HStack>
            <Button asChild size="lg" variant="outline">
              <RouterLink to={paths.profile.getHref()}>Profile Settings</RouterLink>
            </Button>
          </HStack>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}

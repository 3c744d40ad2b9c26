import { Grid, GridItem, Heading, Stack, Text } from '@chakra-ui/react';
import { PageSpinner } from '../../../components/page-spinner';
import { useAuth } from '../../../lib/auth';
import { AccessibilityCard } from './accessibility-card';
import { AvatarCard } from './avatar-card';
import { BasicInfoCard } from './basic-info-card';
import { DataCard } from './data-card';
import { DeleteAccountCard } from './delete-account-card';
import { PasswordCard } from './password-card';
import { TimeZoneCard } from './time-zone-card';

/** /profile: 'Profile Settings' with the avatar, basic information and password cards. */
export function ProfilePage() {
  const { user } = useAuth();
  if (!user) return <PageSpinner label="Loading your profile" />;
  return (
    <Stack gap="6">
      <title>Profile Settings · Candor</title>
      <Stack gap="2">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          Profile Settings
        </Heading>
        <Text color="fg.muted">Your picture, your details, your password and your data.</Text>
      </Stack>
      <Grid templateColumns={{ base: '1fr', md: '280px 1fr' }} gap="6" alignItems="start">
        <GridItem>
          <AvatarCard user={user} />
        </GridItem>
        <GridItem>
          <Stack gap="6">
            <BasicInfoCard user={user} />
            <PasswordCard user={user} />
            <TimeZoneCard user={user} />
            <AccessibilityCard />
            <DataCard />
            <DeleteAccountCard user={user} />
          </Stack>
        </GridItem>
      </Grid>
    </Stack>
  );
}

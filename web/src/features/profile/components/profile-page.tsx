import { Grid, GridItem, Heading, Stack, Text } from '@chakra-ui/react';
import { PageSpinner } from '../../../components/page-spinner';
import { useAppIntl } from '../../../i18n/intl';
import { useAuth } from '../../../lib/auth';
import { profileMessages as m } from '../messages';
import { AccessibilityCard } from './accessibility-card';
import { AvatarCard } from './avatar-card';
import { BasicInfoCard } from './basic-info-card';
import { DataCard } from './data-card';
import { DeleteAccountCard } from './delete-account-card';
import { LanguageCard } from './language-card';
import { PasswordCard } from './password-card';
import { TimeZoneCard } from './time-zone-card';

/** /profile: 'Profile Settings' with the avatar, basic information and password cards. */
export function ProfilePage() {
  const { user } = useAuth();
  const { formatMessage } = useAppIntl();
  if (!user) return <PageSpinner label={formatMessage(m.loading)} />;
  return (
    <Stack gap="6">
      <title>{formatMessage(m.title)}</title>
      <Stack gap="2">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {formatMessage(m.heading)}
        </Heading>
        <Text color="fg.muted">{formatMessage(m.intro)}</Text>
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
            <LanguageCard />
            <AccessibilityCard />
            <DataCard />
            <DeleteAccountCard user={user} />
          </Stack>
        </GridItem>
      </Grid>
    </Stack>
  );
}

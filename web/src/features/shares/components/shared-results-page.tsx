import { Heading, Skeleton, SkeletonText, Stack, Text } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { LoadFailed } from '../../../components/load-failed';
import { SharedResultsView } from '../../../components/shared-results-view';
import { useAppIntl } from '../../../i18n/intl';
import { useSharedResults } from '../api/use-shared-results';
import { sharesMessages as m } from '../messages';

/** The gone page's heading in English (the tests read it). */
export const SHARED_PAGE_GONE = m.gone.defaultMessage;

/**
 * The public page of a shared round (issue #31, decision 0054): no account, the frozen figures,
 * the trend and the manager's note, and who opened the survey's results. A revoked or unknown
 * link says it is gone and nothing more.
 */
export function SharedResultsPage() {
  const intl = useAppIntl();
  const { token = '' } = useParams();
  const { data, error, isValidating, mutate } = useSharedResults(token);
  if (data) {
    return (
      <Stack gap="6" maxW="3xl" mx="auto" w="full">
        <title>{intl.formatMessage(m.title, { survey: data.results.survey.title })}</title>
        <SharedResultsView results={data.results} reads={data.reads} />
      </Stack>
    );
  }
  if (error?.status === 404) {
    return (
      <Stack gap="4" maxW="3xl" mx="auto" w="full" data-testid="shared-gone">
        <title>{intl.formatMessage(m.goneTitle)}</title>
        <Heading as="h1" size="2xl">
          {intl.formatMessage(m.gone)}
        </Heading>
        <Text color="fg.muted">{intl.formatMessage(m.goneText)}</Text>
      </Stack>
    );
  }
  if (error) {
    return (
      <Stack maxW="3xl" mx="auto" w="full">
        <title>{intl.formatMessage(m.pageTitle)}</title>
        <LoadFailed
          title={intl.formatMessage(m.loadFailed)}
          error={error}
          retrying={isValidating}
          onRetry={() => void mutate()}
        />
      </Stack>
    );
  }
  return (
    <Stack gap="4" maxW="3xl" mx="auto" w="full" aria-busy="true">
      <title>{intl.formatMessage(m.pageTitle)}</title>
      <Skeleton height="10" width="60%" />
      <SkeletonText noOfLines={4} />
    </Stack>
  );
}

import { Heading, Skeleton, SkeletonText, Stack, Text } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { LoadFailed } from '../../../components/load-failed';
import { SharedResultsView } from '../../../components/shared-results-view';
import { useSharedResults } from '../api/use-shared-results';

export const SHARED_PAGE_GONE = 'These results are no longer shared';

/**
 * The public page of a shared round (issue #31, decision 0054): no account, the frozen figures,
 * the trend and the manager's note, and who opened the survey's results. A revoked or unknown
 * link says it is gone and nothing more.
 */
export function SharedResultsPage() {
  const { token = '' } = useParams();
  const { data, error, isValidating, mutate } = useSharedResults(token);
  if (data) {
    return (
      <Stack gap="6" maxW="3xl" mx="auto" w="full">
        <title>{`Results: ${data.results.survey.title} · Candor`}</title>
        <SharedResultsView results={data.results} reads={data.reads} />
      </Stack>
    );
  }
  if (error?.status === 404) {
    return (
      <Stack gap="4" maxW="3xl" mx="auto" w="full" data-testid="shared-gone">
        <title>Results not shared · Candor</title>
        <Heading as="h1" size="2xl">
          {SHARED_PAGE_GONE}
        </Heading>
        <Text color="fg.muted">
          The link may be wrong, or whoever shared these results has taken the page down.
        </Text>
      </Stack>
    );
  }
  if (error) {
    return (
      <Stack maxW="3xl" mx="auto" w="full">
        <title>Shared results · Candor</title>
        <LoadFailed
          title="Failed to load the shared results"
          error={error}
          retrying={isValidating}
          onRetry={() => void mutate()}
        />
      </Stack>
    );
  }
  return (
    <Stack gap="4" maxW="3xl" mx="auto" w="full" aria-busy="true">
      <title>Shared results · Candor</title>
      <Skeleton height="10" width="60%" />
      <SkeletonText noOfLines={4} />
    </Stack>
  );
}

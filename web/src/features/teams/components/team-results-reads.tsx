import { Card, Heading, SkeletonText, Text } from '@chakra-ui/react';
import { LoadFailed } from '../../../components/load-failed';
import { ReadsList } from '../../../components/shared-results-view';
import { useAppIntl } from '../../../i18n/intl';
import { useTeamResultsReads } from '../api/use-teams';
import { teamsMessages as m } from '../messages';

/**
 * The team's results-access log (issue #31, decision 0054): which manager opened the team's
 * results, heatmap, exports or shares, on which days, for every member to see.
 */
export function TeamResultsReads({ teamId }: { teamId: string }) {
  const { data, error, isValidating, mutate } = useTeamResultsReads(teamId);
  const { formatMessage } = useAppIntl();
  return (
    <Card.Root variant="outline" as="section" aria-labelledby="team-results-reads">
      <Card.Body gap="3">
        <Heading as="h2" size="lg" id="team-results-reads">
          {formatMessage(m.readsHeading)}
        </Heading>
        <Text textStyle="sm" color="fg.muted">
          {formatMessage(m.readsText)}
        </Text>
        {data ? (
          <ReadsList reads={data.reads} empty={formatMessage(m.readsEmpty)} />
        ) : error ? (
          <LoadFailed
            title={formatMessage(m.readsFailed)}
            error={error}
            retrying={isValidating}
            onRetry={() => void mutate()}
          />
        ) : (
          <SkeletonText noOfLines={2} />
        )}
      </Card.Body>
    </Card.Root>
  );
}

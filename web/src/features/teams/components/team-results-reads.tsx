import { Card, Heading, SkeletonText, Text } from '@chakra-ui/react';
import { LoadFailed } from '../../../components/load-failed';
import { ReadsList } from '../../../components/shared-results-view';
import { useTeamResultsReads } from '../api/use-teams';

/**
 * The team's results-access log (issue #31, decision 0054): which manager opened the team's
 * results, heatmap, exports or shares, on which days, for every member to see.
 */
export function TeamResultsReads({ teamId }: { teamId: string }) {
  const { data, error, isValidating, mutate } = useTeamResultsReads(teamId);
  return (
    <Card.Root variant="outline" as="section" aria-labelledby="team-results-reads">
      <Card.Body gap="3">
        <Heading as="h2" size="lg" id="team-results-reads">
          Who opened our results
        </Heading>
        <Text textStyle="sm" color="fg.muted">
          Every time a manager opens this team’s survey results or exports them, it is listed here
          by day, for everyone on the team.
        </Text>
        {data ? (
          <ReadsList reads={data.reads} empty="Nobody has opened this team’s results yet." />
        ) : error ? (
          <LoadFailed
            title="Failed to load who opened the results"
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

import { Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { apiRequest } from '../../../lib/api-client';
import { describeError } from '../../../lib/error-catalogue';
import { toast } from '../../../lib/toast';

export const DATA_DOWNLOAD_FAILED = 'Your data could not be downloaded. Please try again.';

/** Saves `data` as a JSON file through a temporary link (no new tab, nothing left behind). */
function saveJson(data: unknown, filename: string) {
  const blob = new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Your data: download everything the product holds about you, as JSON. */
export function DataCard() {
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      const data = await apiRequest('ExportMyData');
      const day = data.exportedAt.slice(0, 10);
      saveJson(data, `candor-data-${day}.json`);
      toast.success('Your data was downloaded');
    } catch (failure) {
      toast.failure(describeError(failure, DATA_DOWNLOAD_FAILED));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card.Root variant="outline" as="section" aria-labelledby="data-card-heading">
      <Card.Body gap="4">
        <Heading as="h2" size="lg" id="data-card-heading">
          Your Data
        </Heading>
        <Stack gap="3">
          <Text color="fg.muted">
            Download what Candor holds about you as a JSON file: your profile, plan, teams (with the
            rosters of teams you own), the surveys you created and your notifications.
            Respondents&rsquo; answers are theirs and stay anonymous, so only their counts are
            included.
          </Text>
          <Button
            size="lg"
            variant="outline"
            alignSelf={{ base: 'stretch', sm: 'flex-start' }}
            loading={busy}
            loadingText="Preparing..."
            onClick={() => void download()}
          >
            Download My Data
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

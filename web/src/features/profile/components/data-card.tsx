import { Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useAppIntl } from '../../../i18n/intl';
import { apiRequest } from '../../../lib/api-client';
import { describeError } from '../../../lib/error-catalogue';
import { toast } from '../../../lib/toast';
import { profileMessages as m } from '../messages';

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
  const { formatMessage } = useAppIntl();

  const download = async () => {
    setBusy(true);
    try {
      const data = await apiRequest('ExportMyData');
      const day = data.exportedAt.slice(0, 10);
      saveJson(data, `candor-data-${day}.json`);
      toast.success(formatMessage(m.dataDownloaded));
    } catch (failure) {
      toast.failure(describeError(failure, formatMessage(m.dataFailed)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card.Root variant="outline" as="section" aria-labelledby="data-card-heading">
      <Card.Body gap="4">
        <Heading as="h2" size="lg" id="data-card-heading">
          {formatMessage(m.dataHeading)}
        </Heading>
        <Stack gap="3">
          <Text color="fg.muted">{formatMessage(m.dataText)}</Text>
          <Button
            size="lg"
            variant="outline"
            alignSelf={{ base: 'stretch', sm: 'flex-start' }}
            loading={busy}
            loadingText={formatMessage(m.preparing)}
            onClick={() => void download()}
          >
            {formatMessage(m.dataDownload)}
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

import { Button, Card, Field, Heading, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useId, useMemo, useState } from 'react';
import type { User } from '#shared/api/auth';
import { TextField } from '../../../components/form-field';
import { useAppIntl } from '../../../i18n/intl';
import { apiRequest } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { describeError } from '../../../lib/error-catalogue';
import { browserZone, timeZoneNames, zoneMatches } from '../../../lib/time-zone';
import { toast } from '../../../lib/toast';
import { profileMessages as m } from '../messages';

/** How a zone reads in the list: its name and its offset now ("Asia/Tokyo (GMT+9)"). */
function zoneLabel(zone: string, at: Date): string {
  try {
    const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'shortOffset' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName');
    return part ? `${zone.replaceAll('_', ' ')} (${part.value})` : zone;
  } catch {
    return zone;
  }
}

/**
 * Time Zone: the zone the calendar and scheduled sends start from, chosen from the browser's list
 * with a search; until one is chosen, the browser's zone is used.
 */
export function TimeZoneCard({ user }: { user: User }) {
  const { setUser } = useAuth();
  const { formatMessage } = useAppIntl();
  const selectId = useId();
  const current = user.timezone || browserZone();
  const [zone, setZone] = useState(current);
  const [search, setSearch] = useState('');
  const [busy, setBusy] = useState(false);
  const all = useMemo(() => timeZoneNames(), []);
  const now = useMemo(() => new Date(), []);
  const shown = useMemo(() => {
    const matches = all.filter((name) => zoneMatches(name, search));
    // The chosen zone stays in the list, so the select always shows it.
    return matches.includes(zone) ? matches : [zone, ...matches];
  }, [all, search, zone]);

  const save = async () => {
    setBusy(true);
    try {
      const result = await apiRequest('UpdateTimeZone', { body: { timezone: zone } });
      setUser(result.user);
      toast.success(formatMessage(m.zoneSaved));
    } catch (failure) {
      toast.failure(describeError(failure, formatMessage(m.zoneFailed)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card.Root variant="outline" as="section" aria-labelledby="time-zone-heading">
      <Card.Body gap="4">
        <Heading as="h2" size="lg" id="time-zone-heading">
          {formatMessage(m.zoneHeading)}
        </Heading>
        <Text color="fg.muted">{formatMessage(user.timezone ? m.zoneText : m.zoneTextUnset)}</Text>
        <Stack gap="3">
          <TextField
            label={formatMessage(m.zoneSearch)}
            name="timeZoneSearch"
            type="search"
            autoComplete="off"
            placeholder={formatMessage(m.zoneSearchPlaceholder)}
            value={search}
            onChange={(e) => {
              const text = e.target.value;
              setSearch(text);
              const first = text.trim() && all.find((name) => zoneMatches(name, text));
              if (first) setZone(first);
            }}
          />
          <Field.Root>
            <Field.Label htmlFor={selectId}>{formatMessage(m.zoneLabel)}</Field.Label>
            <NativeSelect.Root size="lg">
              <NativeSelect.Field
                id={selectId}
                name="timezone"
                value={zone}
                onChange={(e) => setZone(e.target.value)}
              >
                {shown.map((name) => (
                  <option key={name} value={name}>
                    {zoneLabel(name, now)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Button
            size="lg"
            colorPalette="blue"
            alignSelf={{ base: 'stretch', sm: 'flex-start' }}
            loading={busy}
            loadingText={formatMessage(m.saving)}
            disabled={zone === user.timezone}
            onClick={() => void save()}
          >
            {formatMessage(m.zoneSave)}
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

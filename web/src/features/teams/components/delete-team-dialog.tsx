import { Alert, Box, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import useSWR, { useSWRConfig } from 'swr';
import type { Survey } from '#shared/api/surveys';
import type { Team } from '#shared/api/teams';
import { FormDialog } from '../../../components/form-dialog';
import { TextField } from '../../../components/form-field';
import { useAppIntl } from '../../../i18n/intl';
import { apiKey, apiRequest, type ApiError } from '../../../lib/api-client';
import { describeError } from '../../../lib/error-catalogue';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { deleteTeamMessages as d } from '../messages';

/** What the name field says when the name typed is not the team's (English). */
export const TYPE_TEAM_NAME = d.typeNameExactly.defaultMessage;

interface DeleteTeamDialogProps {
  team: Pick<Team, 'id' | 'name' | 'member_count' | 'logo_url'>;
  open: boolean;
  onClose: () => void;
}

/** Which of the team's surveys go with it (assigned to it alone) and which stay. */
export function splitSurveys<S extends Pick<Survey, 'teams'>>(teamId: string, surveys: S[]) {
  const alone = surveys.filter((s) => s.teams.every((t) => t.id === teamId));
  return { alone, shared: surveys.length - alone.length };
}

/**
 * Delete Team: says first what happens to the team's surveys, people, automations and logo
 * (decision 0026), and asks for the team's name typed again.
 */
export function DeleteTeamDialog({ team, open, onClose }: DeleteTeamDialogProps) {
  const nameRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const { formatMessage } = useAppIntl();
  const surveys = useSWR<{ surveys: Survey[] }, ApiError>(
    open ? apiKey('ListTeamSurveys', { params: { teamId: team.id } }) : null,
  );
  const automations = useSWR<{ automations: unknown[] }, ApiError>(
    open ? apiKey('ListTeamAutomations', { params: { teamId: team.id } }) : null,
  );

  const close = () => {
    if (busy) return;
    setTyped('');
    setError(undefined);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim() !== team.name.trim()) {
      setError(formatMessage(d.typeNameExactly));
      nameRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      const result = await apiRequest('DeleteTeam', { params: { teamId: team.id } });
      toast.success(result.message || formatMessage(d.deleted));
      navigate(paths.teams.getHref(), { replace: true });
      // The team's own keys are dropped (asking again would only get 404s); every other list
      // (teams, surveys, dashboard) may have shown it or its surveys, so it is asked again.
      const params = { params: { teamId: team.id } };
      const own = new Set<unknown>([
        apiKey('GetTeam', params)[0],
        apiKey('ListTeamMembers', params)[0],
        apiKey('ListTeamSurveys', params)[0],
        apiKey('ListTeamAutomations', params)[0],
      ]);
      const isOwn = (key: unknown) => Array.isArray(key) && own.has(key[0]);
      await mutate(isOwn, undefined, { revalidate: false }).catch(() => undefined);
      await mutate((key) => Array.isArray(key) && !isOwn(key)).catch(() => undefined);
    } catch (failure) {
      toast.failure(describeError(failure, formatMessage(d.failed)));
      setBusy(false);
    }
  };

  const split = surveys.data ? splitSurveys(team.id, surveys.data.surveys) : undefined;
  const automationCount = automations.data?.automations.length;

  return (
    <FormDialog
      destructive
      open={open}
      title={formatMessage(d.title, { team: team.name })}
      busy={busy}
      onClose={close}
      onSubmit={(e) => void submit(e)}
      submitLabel={formatMessage(d.submit)}
      busyLabel={formatMessage(d.busy)}
      initialFocus={nameRef}
    >
      <Stack gap="4">
        <Text>{formatMessage(d.intro)}</Text>
        <Stack as="ul" gap="2" ps="5" listStyleType="disc">
          <Box as="li">
            {split ? (
              <>
                {formatMessage(d.surveysAlone, {
                  count: split.alone.length,
                  titles:
                    split.alone.length > 0
                      ? formatMessage(d.surveysAloneTitles, {
                          titles: split.alone.map((s) => s.title).join(', '),
                        })
                      : '',
                  strong: (chunks: ReactNode[]) => <strong>{chunks}</strong>,
                })}
                {split.shared > 0 && ` ${formatMessage(d.surveysShared, { count: split.shared })}`}
              </>
            ) : surveys.error ? (
              formatMessage(d.surveysUnknown)
            ) : (
              <Skeleton
                height="5"
                width="80%"
                role="status"
                aria-label={formatMessage(d.countingSurveys)}
              />
            )}
          </Box>
          <Box as="li">{formatMessage(d.members, { count: team.member_count })}</Box>
          <Box as="li">
            {automationCount === 0
              ? formatMessage(d.noAutomations)
              : automationCount === undefined
                ? formatMessage(d.someAutomations)
                : formatMessage(d.automations, { count: automationCount })}
          </Box>
          <Box as="li">{formatMessage(team.logo_url ? d.logo : d.noLogo)}</Box>
        </Stack>
        <TextField
          ref={nameRef}
          label={formatMessage(d.typeName)}
          hint={team.name}
          name="confirmTeamName"
          autoComplete="off"
          value={typed}
          error={error}
          required
          onChange={(e) => {
            setTyped(e.target.value);
            setError(undefined);
          }}
        />
        <Alert.Root status="warning" size="sm">
          <Alert.Indicator />
          <Alert.Description>{formatMessage(d.exportFirst)}</Alert.Description>
        </Alert.Root>
      </Stack>
    </FormDialog>
  );
}

import { Alert, Box, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import useSWR, { useSWRConfig } from 'swr';
import type { Survey } from '#shared/api/surveys';
import type { Team } from '#shared/api/teams';
import { FormDialog } from '../../../components/form-dialog';
import { TextField } from '../../../components/form-field';
import { apiKey, apiRequest, type ApiError } from '../../../lib/api-client';
import { describeError } from '../../../lib/error-catalogue';
import { paths } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { pluralise } from '../team-rules';

export const DELETE_TEAM_FAILED = 'Failed to delete team';
export const TEAM_DELETED = 'Team deleted successfully';
export const TYPE_TEAM_NAME = 'Type the team name exactly as shown to confirm';

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
      setError(TYPE_TEAM_NAME);
      nameRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      const result = await apiRequest('DeleteTeam', { params: { teamId: team.id } });
      toast.success(result.message || TEAM_DELETED);
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
      toast.failure(describeError(failure, DELETE_TEAM_FAILED));
      setBusy(false);
    }
  };

  const split = surveys.data ? splitSurveys(team.id, surveys.data.surveys) : undefined;
  const automationCount = automations.data?.automations.length;

  return (
    <FormDialog
      destructive
      open={open}
      title={`Delete ${team.name}?`}
      busy={busy}
      onClose={close}
      onSubmit={(e) => void submit(e)}
      submitLabel="Delete Team"
      busyLabel="Deleting..."
      initialFocus={nameRef}
    >
      <Stack gap="4">
        <Text>This cannot be undone. Deleting the team:</Text>
        <Stack as="ul" gap="2" ps="5" listStyleType="disc">
          <Box as="li">
            {split ? (
              <>
                <strong>
                  deletes {pluralise(split.alone.length, 'survey')} assigned to this team alone,
                  with their responses
                </strong>
                {split.alone.length > 0 && `: ${split.alone.map((s) => s.title).join(', ')}`}.
                Results gathered through a team never pass to one person, so they are not kept for
                their creators.
                {split.shared > 0 &&
                  ` ${pluralise(split.shared, 'survey')} also assigned to other teams ${split.shared === 1 ? 'stays' : 'stay'} with those teams.`}
              </>
            ) : surveys.error ? (
              'deletes the surveys assigned to this team alone, with their responses; surveys also assigned to other teams stay with them.'
            ) : (
              <Skeleton height="5" width="80%" role="status" aria-label="Counting surveys" />
            )}
          </Box>
          <Box as="li">
            removes its {pluralise(team.member_count, 'member')} and its pending invitations (people
            keep their accounts);
          </Box>
          <Box as="li">
            {automationCount === 0
              ? 'has no automations to cancel;'
              : `cancels ${automationCount === undefined ? 'its automations' : pluralise(automationCount, 'automation')} that send only to it (others stop sending to it);`}
          </Box>
          <Box as="li">{team.logo_url ? 'deletes its logo.' : 'has no logo to delete.'}</Box>
        </Stack>
        <TextField
          ref={nameRef}
          label="Type the team name to confirm"
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
          <Alert.Description>
            Export any results you want to keep before you delete the team.
          </Alert.Description>
        </Alert.Root>
      </Stack>
    </FormDialog>
  );
}

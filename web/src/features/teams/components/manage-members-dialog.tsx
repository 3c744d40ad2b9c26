import {
  Alert,
  Button,
  chakra,
  Dialog,
  Field,
  Heading,
  NativeSelect,
  Portal,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import type { MemberRole, Team } from '../../../../../shared/src/api/teams';
import { TextField } from '../../../components/form-field';
import { toast } from '../../../lib/toast';
import { toastDurations } from '../../../lib/toast-durations';
import { useTeamMembers } from '../api/use-teams';
import { useTeamMutations } from '../api/use-team-mutations';
import { fieldErrors, inviteFailure } from '../team-errors';
import { invitedAgainMessage, teamMessages, teamPermissions } from '../team-rules';
import { MemberControls } from './member-controls';
import { MemberSummary } from './member-summary';

interface ManageMembersDialogProps {
  team: Pick<Team, 'id' | 'name' | 'current_user_role'>;
  open: boolean;
  onClose: () => void;
}

/**
 * Manage Team Members: invite by e-mail with a role (member by default), and the current
 * members, each with a role select and a remove control for the owner.
 */
export function ManageMembersDialog({ team, open, onClose }: ManageMembersDialogProps) {
  const emailRef = useRef<HTMLInputElement>(null);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      placement="center"
      // A centred card on phones too (not a full-height sheet pinned to the top).
      size={{ base: 'md', md: 'lg' }}
      scrollBehavior="inside"
      initialFocusEl={() => emailRef.current}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1">
              <Dialog.Title>Manage Team Members</Dialog.Title>
              <Text color="fg.muted" wordBreak="break-word">
                {team.name}
              </Text>
            </Dialog.Header>
            <Dialog.Body>
              {open && (
                <Stack gap="8">
                  <InviteForm teamId={team.id} emailRef={emailRef} />
                  <CurrentMembers team={team} />
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button size="lg" variant="outline">
                  Close
                </Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function InviteForm({
  teamId,
  emailRef,
}: {
  teamId: string;
  emailRef: RefObject<HTMLInputElement | null>;
}) {
  const { inviteMember } = useTeamMutations();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<MemberRole>('member');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const roleId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) {
      setError('Email is required');
      emailRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      const result = await inviteMember(teamId, email, role);
      if (result.emailSent && result.resent) {
        toast.success(invitedAgainMessage(result.member.email, result.member.role, role), {
          title: teamMessages.invitedAgain,
          duration: toastDurations.default,
        });
      } else if (result.emailSent) toast.success(teamMessages.invited);
      else toast.warning(teamMessages.inviteNotMailed, { title: 'Email not sent' });
      setEmail('');
      setRole('member');
    } catch (failure) {
      const fields = fieldErrors(failure);
      if (fields.email) setError(fields.email);
      toast.failure(inviteFailure(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <chakra.form onSubmit={(e: FormEvent) => void submit(e)} noValidate>
      <Stack gap="4">
        <Heading as="h3" size="md">
          Invite by email
        </Heading>
        <Text color="fg.muted">
          They get an e-mail with a link to join with their own account, as a member or an admin who
          can help run the team. To only put someone on the roster for surveys, use Add Member.
        </Text>
        <TextField
          ref={emailRef}
          label="Email address"
          type="email"
          name="email"
          autoComplete="off"
          required
          value={email}
          error={error}
          onChange={(e) => {
            setEmail(e.target.value);
            setError(undefined);
          }}
        />
        <Field.Root>
          <Field.Label htmlFor={roleId}>Role</Field.Label>
          <NativeSelect.Root size="lg">
            <NativeSelect.Field
              id={roleId}
              name="role"
              value={role}
              onChange={(e) => setRole(e.target.value as MemberRole)}
            >
              <option value="member">Member</option>
              <option value="admin">Admin</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Button
          type="submit"
          size="lg"
          colorPalette="blue"
          alignSelf={{ base: 'stretch', sm: 'flex-start' }}
          loading={busy}
          loadingText="Sending..."
        >
          Send Invitation
        </Button>
      </Stack>
    </chakra.form>
  );
}

function CurrentMembers({ team }: { team: ManageMembersDialogProps['team'] }) {
  const { data, error, isLoading, mutate } = useTeamMembers(team.id);
  const { canManage } = teamPermissions(team.current_user_role);
  const members = data?.members ?? [];

  return (
    <Stack gap="4">
      <Heading as="h3" size="md">
        Current members
      </Heading>
      {isLoading ? (
        <Stack gap="3" aria-busy="true" role="status" aria-label="Loading members">
          <Skeleton height="14" />
          <Skeleton height="14" />
        </Stack>
      ) : error && !data ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{teamMessages.loadDetailsFailed}</Alert.Title>
            <Alert.Description>{error.message}</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" minH="11" onClick={() => void mutate()}>
            Retry
          </Button>
        </Alert.Root>
      ) : members.length === 0 ? (
        <Text color="fg.muted">No members yet</Text>
      ) : (
        <Stack as="ul" gap="0" listStyleType="none" m="0" p="0">
          {members.map((member) => (
            <Stack
              as="li"
              key={member.id}
              direction={{ base: 'column', sm: 'row' }}
              align={{ base: 'stretch', sm: 'center' }}
              gap="3"
              py="3"
              borderBottomWidth="1px"
              _last={{ borderBottomWidth: '0' }}
            >
              <MemberSummary member={member} />
              {canManage && <MemberControls teamId={team.id} member={member} />}
            </Stack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

import { Button, Dialog, HStack, NativeSelect, Portal, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { MemberRole, TeamMember } from '#shared/api/teams';
import { useAppIntl } from '../../../i18n/intl';
import { describeError } from '../../../lib/error-catalogue';
import { toast } from '../../../lib/toast';
import { useTeamMutations } from '../api/use-team-mutations';
import { teamsMessages as m } from '../messages';

/**
 * How a roster entry is named. Someone invited who has not joined yet has only the e-mail's local
 * part as a name ('dee.mensah'): their address says more until they give a name of their own.
 */
export function memberName(
  member: Pick<TeamMember, 'first_name' | 'last_name' | 'email'> &
    Partial<Pick<TeamMember, 'status'>>,
) {
  const name = `${member.first_name} ${member.last_name}`.trim();
  const localPart = member.email.split('@')[0] ?? '';
  if (member.status === 'invited' && (name === '' || name === localPart)) return member.email;
  return name || member.email;
}

interface MemberControlsProps {
  teamId: string;
  member: TeamMember;
}

/**
 * The owner's controls on one roster entry: a role select and a remove button, which asks
 * first. The owner's own entry has the select disabled and no remove button.
 */
export function MemberControls({ teamId, member }: MemberControlsProps) {
  const { updateMemberRole, removeMember } = useTeamMutations();
  const [busy, setBusy] = useState<'role' | 'remove' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const name = memberName(member);
  const { formatMessage } = useAppIntl();

  const changeRole = async (role: MemberRole) => {
    if (role === member.role) return;
    setBusy('role');
    try {
      await updateMemberRole(teamId, member.id, role);
      toast.success(formatMessage(m.roleUpdated));
    } catch (failure) {
      toast.failure(describeError(failure, formatMessage(m.roleFailed)));
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    setBusy('remove');
    try {
      await removeMember(teamId, member.id);
      toast.success(formatMessage(m.removed));
      setConfirming(false);
    } catch (failure) {
      toast.failure(describeError(failure, formatMessage(m.removeFailed)));
    } finally {
      setBusy(null);
    }
  };

  return (
    <HStack gap="2" width={{ base: 'full', sm: 'auto' }}>
      <NativeSelect.Root
        size="lg"
        width={{ base: 'full', sm: '36' }}
        disabled={member.is_owner || busy !== null}
      >
        <NativeSelect.Field
          aria-label={formatMessage(m.roleFor, { name })}
          value={member.is_owner ? 'owner' : member.role}
          onChange={(e) => void changeRole(e.target.value as MemberRole)}
        >
          {member.is_owner && <option value="owner">{formatMessage(m.roleOwner)}</option>}
          <option value="admin">{formatMessage(m.roleAdmin)}</option>
          <option value="member">{formatMessage(m.roleMember)}</option>
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {!member.is_owner && (
        <Button
          size="lg"
          variant="outline"
          colorPalette="red"
          flexShrink={0}
          disabled={busy !== null}
          aria-label={formatMessage(m.removeName, { name })}
          onClick={() => setConfirming(true)}
        >
          {formatMessage(m.remove)}
        </Button>
      )}
      <Dialog.Root
        open={confirming}
        onOpenChange={(details) => !details.open && busy !== 'remove' && setConfirming(false)}
        placement="center"
        role="alertdialog"
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner px="4">
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{formatMessage(m.removeTitle)}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Text>{formatMessage(m.removeConfirm)}</Text>
                <Text mt="2" color="fg.muted" wordBreak="break-word">
                  {name} ({member.email})
                </Text>
              </Dialog.Body>
              <Dialog.Footer flexWrap="wrap" gap="3">
                <Button
                  size="lg"
                  variant="ghost"
                  disabled={busy === 'remove'}
                  onClick={() => setConfirming(false)}
                >
                  {formatMessage(m.cancel)}
                </Button>
                <Button
                  size="lg"
                  colorPalette="red"
                  loading={busy === 'remove'}
                  loadingText={formatMessage(m.removing)}
                  onClick={() => void remove()}
                >
                  {formatMessage(m.remove)}
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </HStack>
  );
}

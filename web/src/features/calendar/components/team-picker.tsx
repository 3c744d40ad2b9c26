import { Box, Button, Checkbox, Field, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useId, useRef, useState } from 'react';
import type { Team } from '#shared/api/teams';
import { useAppIntl } from '../../../i18n/intl';
import { colorOf } from '../calendar-rules';
import { calendarDialogMessages as d } from '../messages';
import { TeamColorDialog } from './team-color-dialog';

interface TeamPickerProps {
  teams: Team[];
  selected: string[];
  onChange: (teamIds: string[]) => void;
  invalid?: boolean;
}

export function ColorDot({ color }: { color: string }) {
  return (
    <Box
      as="span"
      aria-hidden="true"
      display="inline-block"
      boxSize="3"
      borderRadius="full"
      flexShrink="0"
      borderWidth="1px"
      borderColor="border.emphasized"
      style={{ backgroundColor: colorOf(color) }}
    />
  );
}

const PencilIcon = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" fill="none" aria-hidden="true">
    <path
      d="M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

/**
 * The team multi-select (spec 2 §2): a button that opens the list of teams the user schedules
 * for, each a checkbox with its colour and (for owners) a colour-edit button; Done closes it.
 */
export function TeamPicker({ teams, selected, onChange, invalid }: TeamPickerProps) {
  const [open, setOpen] = useState(false);
  const [coloring, setColoring] = useState<Team | null>(null);
  const listId = useId();
  const labelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const { formatMessage } = useAppIntl();
  const chosen = teams.filter((team) => selected.includes(team.id));
  const summary =
    chosen.length === 0
      ? formatMessage(d.selectTeams)
      : chosen.length <= 2
        ? chosen.map((team) => team.name).join(', ')
        : formatMessage(d.moreTeams, { first: chosen[0]!.name, more: chosen.length - 1 });

  const flip = (teamId: string, on: boolean) =>
    onChange(on ? [...selected, teamId] : selected.filter((id) => id !== teamId));

  return (
    <Field.Root invalid={invalid}>
      <Field.Label id={labelId}>{formatMessage(d.teams)}</Field.Label>
      <Button
        ref={toggle}
        variant="outline"
        colorPalette="gray"
        size="lg"
        width="full"
        fontWeight="normal"
        justifyContent="space-between"
        aria-expanded={open}
        aria-controls={listId}
        aria-labelledby={`${labelId} ${listId}-summary`}
        onClick={() => setOpen((o) => !o)}
      >
        <HStack as="span" gap="2" minW="0">
          {chosen.slice(0, 3).map((team) => (
            <ColorDot key={team.id} color={team.brand_color} />
          ))}
          <Text as="span" id={`${listId}-summary`} truncate>
            {summary}
          </Text>
        </HStack>
        <Text as="span" aria-hidden="true">
          {open ? '▴' : '▾'}
        </Text>
      </Button>
      <Box
        id={listId}
        hidden={!open}
        width="full"
        borderWidth="1px"
        borderRadius="l2"
        p="2"
        bg="bg.panel"
        role="group"
        aria-labelledby={labelId}
      >
        {teams.length === 0 ? (
          <Text p="2" color="fg.muted">
            {formatMessage(d.noTeams)}
          </Text>
        ) : (
          <Stack gap="0" as="ul" listStyleType="none" p="0" m="0">
            {teams.map((team) => (
              <HStack as="li" key={team.id} gap="1" justify="space-between">
                <Checkbox.Root
                  checked={selected.includes(team.id)}
                  onCheckedChange={(details) => flip(team.id, details.checked === true)}
                  size="lg"
                  minH="11"
                  px="2"
                  flex="1"
                  minW="0"
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <ColorDot color={team.brand_color} />
                  <Checkbox.Label truncate>{team.name}</Checkbox.Label>
                </Checkbox.Root>
                {team.current_user_role === 'owner' && (
                  <IconButton
                    variant="ghost"
                    size="lg"
                    aria-label={formatMessage(d.editColour, { team: team.name })}
                    onClick={() => setColoring(team)}
                  >
                    <PencilIcon />
                  </IconButton>
                )}
              </HStack>
            ))}
          </Stack>
        )}
        <Button
          mt="2"
          size="lg"
          width="full"
          colorPalette="blue"
          variant="subtle"
          onClick={() => {
            setOpen(false);
            toggle.current?.focus();
          }}
        >
          {formatMessage(d.done)}
        </Button>
      </Box>
      {coloring && <TeamColorDialog team={coloring} onClose={() => setColoring(null)} />}
    </Field.Root>
  );
}

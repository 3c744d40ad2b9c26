import { Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useAppIntl } from '../../../i18n/intl';
import { describeError } from '../../../lib/error-catalogue';
import { toast } from '../../../lib/toast';
import { useSurveyMutations } from '../api/use-survey-mutations';
import { useSurveyTeams } from '../api/use-survey-teams';
import { canAssignSurveys, useTeams } from '../api/use-teams';
import { teamsFieldMessages as m } from '../messages';
import { SURVEY_MESSAGES } from '../survey-messages';
import { SelectField } from './fields';

/** A new survey: the team it is assigned to when first saved (`?team=` preselects it). */
export function TeamPickerField({
  value,
  onChange,
}: {
  value: string;
  onChange: (teamId: string) => void;
}) {
  const { data, error } = useTeams();
  const { formatMessage } = useAppIntl();
  const teams = (data?.teams ?? []).filter(canAssignSurveys);
  const known = teams.some((team) => team.id === value);
  return (
    <SelectField
      label={formatMessage(m.teamOptional)}
      value={known ? value : ''}
      onChange={onChange}
      options={[
        { value: '', label: formatMessage(data ? m.noTeam : m.loadingTeams) },
        ...teams.map((team) => ({ value: team.id, label: team.name })),
      ]}
      hint={formatMessage(
        error ? m.loadFailed : data && teams.length === 0 ? m.noTeamsHint : m.addLater,
      )}
    />
  );
}

/** A saved survey: the teams it is assigned to, each removable, and a way to add another. */
export function SurveyTeamsField({ surveyId }: { surveyId: string }) {
  const assigned = useSurveyTeams(surveyId);
  const all = useTeams();
  const { assignTeam, unassignTeam } = useSurveyMutations();
  const { formatMessage } = useAppIntl();
  const [choice, setChoice] = useState('');
  const [busy, setBusy] = useState<string | null>(null);

  const assignedTeams = assigned.data?.teams ?? [];
  const assignedIds = new Set(assignedTeams.map((team) => team.id));
  const available = (all.data?.teams ?? []).filter(
    (team) => canAssignSurveys(team) && !assignedIds.has(team.id),
  );
  const selected = available.some((team) => team.id === choice) ? choice : '';

  const add = async () => {
    if (!selected) return;
    setBusy('add');
    try {
      await assignTeam(surveyId, selected);
      setChoice('');
      toast.success(formatMessage(SURVEY_MESSAGES.teamAdded));
    } catch (failure) {
      toast.failure(describeError(failure, formatMessage(SURVEY_MESSAGES.addTeamFailed)));
    } finally {
      setBusy(null);
    }
  };

  const remove = async (teamId: string) => {
    setBusy(teamId);
    try {
      await unassignTeam(surveyId, teamId);
      toast.success(formatMessage(SURVEY_MESSAGES.teamRemoved));
    } catch (failure) {
      toast.failure(describeError(failure, formatMessage(SURVEY_MESSAGES.removeTeamFailed)));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Box as="fieldset" minW="0">
      <Box as="legend" fontWeight="medium" textStyle="sm" mb="2">
        {formatMessage(m.assigned)}
      </Box>
      <Stack gap="3">
        {assigned.error && !assigned.data ? (
          <Text color="fg.error" textStyle="sm">
            {formatMessage(m.loadFailed)}
          </Text>
        ) : !assigned.data ? (
          <Text color="fg.muted" textStyle="sm">
            {formatMessage(m.loadingTeams)}
          </Text>
        ) : assignedTeams.length === 0 ? (
          <Text color="fg.muted" textStyle="sm">
            {formatMessage(m.noneYet)}
          </Text>
        ) : (
          <Stack as="ul" gap="2" listStyleType="none" ps="0">
            {assignedTeams.map((team) => (
              <HStack
                as="li"
                key={team.id}
                justify="space-between"
                borderWidth="1px"
                borderRadius="l2"
                ps="3"
                gap="2"
              >
                <HStack gap="2" minW="0">
                  <Box
                    aria-hidden="true"
                    boxSize="3"
                    borderRadius="full"
                    flexShrink="0"
                    bg={team.brand_color}
                  />
                  <Text truncate>{team.name}</Text>
                </HStack>
                <Button
                  size="lg"
                  variant="ghost"
                  colorPalette="red"
                  px="3"
                  loading={busy === team.id}
                  disabled={busy !== null && busy !== team.id}
                  aria-label={formatMessage(m.removeTeam, { team: team.name })}
                  onClick={() => void remove(team.id)}
                >
                  {formatMessage(m.remove)}
                </Button>
              </HStack>
            ))}
          </Stack>
        )}
        <Flex gap="3" align="flex-end" wrap="wrap">
          <Box flex="1" minW="48">
            <SelectField
              label={formatMessage(m.addATeam)}
              value={selected}
              onChange={setChoice}
              options={[
                {
                  value: '',
                  label: formatMessage(
                    all.data ? (available.length > 0 ? m.chooseTeam : m.noOthers) : m.loadingTeams,
                  ),
                },
                ...available.map((team) => ({ value: team.id, label: team.name })),
              ]}
            />
          </Box>
          <Button
            size="lg"
            variant="outline"
            mb="1.5"
            loading={busy === 'add'}
            disabled={!selected || (busy !== null && busy !== 'add')}
            onClick={() => void add()}
          >
            {formatMessage(m.addTeam)}
          </Button>
        </Flex>
        <Text textStyle="sm" color={all.error ? 'fg.error' : 'fg.muted'} mt="-2">
          {formatMessage(all.error ? m.loadFailed : m.noTeamsHint)}
        </Text>
      </Stack>
    </Box>
  );
}

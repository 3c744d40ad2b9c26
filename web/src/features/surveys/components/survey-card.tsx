import {
  Badge,
  Box,
  Button,
  Card,
  Heading,
  HStack,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Automation } from '#shared/api/automations';
import type { Survey } from '#shared/api/surveys';
import { useAppIntl } from '../../../i18n/intl';
import { paths } from '../../../lib/paths';
import { CARD_REMOVAL_MS, SURVEY_MESSAGES } from '../survey-messages';
import { cardMessages as m } from '../messages';
import { languagesSummary } from '../survey-translations';
import {
  formatWhen,
  repeatsText,
  responseCountText,
  scheduledForText,
  teamBadgeText,
} from '../survey-format';
import { ChevronDownIcon } from './icons';
import { STATUS_LABELS, STATUS_PALETTES, surveyStatus } from '../survey-status';

interface SurveyCardProps {
  survey: Survey;
  /** The recurring automations that send this survey and will run again (Calendar's). */
  repeats?: readonly Automation[];
  /** Deleted: the card fades out before it leaves the list. */
  removing?: boolean;
  onSend: (survey: Survey) => void;
  onDelete: (survey: Survey) => void;
}

/**
 * One survey in the list: title, description, assigned teams, responses, schedule and its
 * scheduled recipients, with View, Edit, Schedule, Send and Delete. Every action's name ends
 * with the survey's title, so a list of them still says which survey each belongs to.
 */
export function SurveyCard({
  survey,
  repeats = [],
  removing = false,
  onSend,
  onDelete,
}: SurveyCardProps) {
  const titleId = useId();
  const intl = useAppIntl();
  const { formatMessage } = intl;
  const teamsText = teamBadgeText(survey.teams);
  const scheduled = survey.scheduledDate ?? survey.scheduled_date;
  const forTitle = <VisuallyHidden>{survey.title}</VisuallyHidden>;
  const status = surveyStatus(survey, repeats.length > 0);
  // A one-time automation shows as the survey's scheduled date (it sets it); a recurring one as
  // its own line. Both say whom they send to.
  const recurring = repeats.filter((automation) => automation.frequency !== 'once');
  const questionCount = survey.questions.length;

  return (
    <Card.Root
      as="article"
      aria-labelledby={titleId}
      variant="outline"
      opacity={removing ? 0 : 1}
      transition={`opacity ${CARD_REMOVAL_MS}ms ease-out`}
      _motionReduce={{ transition: 'none' }}
      pointerEvents={removing ? 'none' : undefined}
      data-removing={removing || undefined}
    >
      <Card.Body gap="3">
        <Stack gap="2">
          <HStack justify="space-between" align="flex-start" gap="3">
            <Heading as="h2" size="lg" id={titleId} wordBreak="break-word">
              {survey.title}
            </Heading>
            <Badge
              colorPalette={STATUS_PALETTES[status]}
              variant="subtle"
              size="lg"
              flexShrink="0"
              data-testid="survey-status"
            >
              {formatMessage(STATUS_LABELS[status])}
            </Badge>
          </HStack>
          <Text textStyle="sm" color="fg.muted" data-testid="survey-facts">
            {formatMessage(m.facts, {
              count: questionCount,
              date: formatWhen(survey.createdAt.slice(0, 10), intl.locale),
            })}
          </Text>
          {teamsText ? (
            <HStack gap="2" title={survey.teams.map((team) => team.name).join(', ')}>
              <Badge colorPalette="blue" variant="subtle" size="lg" maxW="full">
                <Box
                  as="span"
                  aria-hidden="true"
                  boxSize="2.5"
                  borderRadius="full"
                  flexShrink="0"
                  bg={survey.teams[0]?.brand_color}
                />
                <Text as="span" truncate>
                  {teamsText}
                </Text>
              </Badge>
            </HStack>
          ) : (
            <Text textStyle="sm" color="fg.muted">
              {formatMessage(m.noTeam)}
            </Text>
          )}
        </Stack>
        {survey.description && (
          <Text color="fg.muted" lineClamp={3} wordBreak="break-word">
            {survey.description}
          </Text>
        )}
        <Stack gap="1" textStyle="sm">
          <Text>
            <Text as="span" fontWeight="semibold">
              {responseCountText(survey.response_count, intl)}
            </Text>
          </Text>
          {(scheduled || recurring.length === 0) && (
            <Text color="fg.muted">
              {scheduled
                ? scheduledForText(scheduled, survey.timezone, intl)
                : formatMessage(SURVEY_MESSAGES.notScheduled)}
            </Text>
          )}
          {recurring.map((automation) => (
            <Text key={automation.id} color="fg.muted" data-testid="survey-repeats">
              {repeatsText(automation, intl)}
            </Text>
          ))}
          {languagesSummary(survey, intl) ? (
            <Text color="fg.muted" data-testid="survey-languages">
              {languagesSummary(survey, intl)}
            </Text>
          ) : null}
        </Stack>
        <Recipients
          emails={survey.scheduled_emails}
          teams={[...new Set(repeats.flatMap((a) => a.teams.map((team) => team.name)))]}
        />
      </Card.Body>
      <Card.Footer gap="2" flexWrap="wrap" pt="0">
        {/* Reading the answers is what a card is opened for: it leads; the rest stay quiet. */}
        <Button asChild size="lg" variant="subtle" px="3">
          <RouterLink to={paths.surveyResponses.getHref(survey.id)}>
            {formatMessage(m.view, { title: forTitle })}
          </RouterLink>
        </Button>
        <Button asChild size="lg" variant="ghost" px="3">
          <RouterLink to={paths.surveyEdit.getHref(survey.id)}>
            {formatMessage(m.edit, { title: forTitle })}
          </RouterLink>
        </Button>
        <Button asChild size="lg" variant="ghost" px="3">
          <RouterLink to={paths.calendar.getHref({ surveyId: survey.id, schedule: true })}>
            {formatMessage(m.schedule, { title: forTitle })}
          </RouterLink>
        </Button>
        <Button size="lg" variant="ghost" px="3" onClick={() => onSend(survey)}>
          {formatMessage(m.send, { title: forTitle })}
        </Button>
        {/* Quieter than the rest and set apart: deleting is rare and cannot be undone. */}
        <Button
          size="lg"
          variant="ghost"
          colorPalette="red"
          px="3"
          ms={{ sm: 'auto' }}
          onClick={() => onDelete(survey)}
        >
          {formatMessage(m.delete, { title: forTitle })}
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

/** The scheduled recipients, folded away behind a toggle that says how many there are. */
/**
 * Who a scheduled send goes to: the addresses the survey lists, else the members of the teams a
 * recurring automation sends to, else nobody yet.
 */
function Recipients({ emails, teams }: { emails: readonly string[]; teams: readonly string[] }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const { formatMessage } = useAppIntl();
  if (emails.length === 0) {
    return (
      <Text textStyle="sm" color="fg.muted" data-testid="survey-recipients">
        {teams.length > 0
          ? formatMessage(m.sendsToTeams, { teams: teams.join(', ') })
          : formatMessage(m.noRecipients)}
      </Text>
    );
  }
  return (
    <Box>
      <Button
        variant="ghost"
        size="lg"
        px="2"
        mx="-2"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        {formatMessage(m.recipients, { count: emails.length })}
        <Box
          as="span"
          display="inline-flex"
          transform={open ? 'rotate(180deg)' : undefined}
          transition="transform 150ms"
          _motionReduce={{ transition: 'none' }}
        >
          <ChevronDownIcon />
        </Box>
      </Button>
      <Box as="ul" id={listId} hidden={!open} listStyleType="none" ps="0" textStyle="sm">
        {emails.map((email) => (
          <Box as="li" key={email} py="1" wordBreak="break-all">
            {email}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

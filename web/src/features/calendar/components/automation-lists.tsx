import { Badge, Box, Button, Card, Heading, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import type { Automation } from '#shared/api/automations';
import { useAppIntl } from '../../../i18n/intl';
import { formatDay, formatTime, formatWeekday, frequencyLabel } from '../calendar-rules';
import { automationListMessages as l } from '../messages';
import { ColorDot } from './team-picker';

/** A one-time send as the list shows it: an automation, or a survey's own scheduled date. */
export interface OneTimeItem {
  key: string;
  title: string;
  date: string;
  time: string;
  teams: { id: string; name: string; brand_color: string }[];
  automation?: Automation;
}

function Teams({ teams }: { teams: OneTimeItem['teams'] }) {
  const { formatMessage } = useAppIntl();
  if (teams.length === 0) return null;
  return (
    <Wrap as="ul" gap="3" listStyleType="none" p="0" m="0" aria-label={formatMessage(l.teams)}>
      {teams.map((team) => (
        <HStack as="li" key={team.id} gap="1.5" textStyle="sm">
          <ColorDot color={team.brand_color} />
          <Text as="span">{team.name}</Text>
        </HStack>
      ))}
    </Wrap>
  );
}

interface ActionsProps {
  automation: Automation;
  busy: boolean;
  onEdit: (automation: Automation) => void;
  onDelete: (automation: Automation) => void;
  onPause?: (automation: Automation) => void;
}

function Actions({ automation, busy, onEdit, onDelete, onPause }: ActionsProps) {
  const title = automation.survey_title;
  const { formatMessage } = useAppIntl();
  return (
    <Wrap gap="2">
      {onPause && (
        <Button
          size="lg"
          variant="outline"
          px="3"
          disabled={busy}
          onClick={() => onPause(automation)}
          aria-label={formatMessage(automation.paused ? l.resumeSurvey : l.pauseSurvey, { title })}
        >
          {formatMessage(automation.paused ? l.resume : l.pause)}
        </Button>
      )}
      <Button
        size="lg"
        variant="outline"
        px="3"
        disabled={busy}
        onClick={() => onEdit(automation)}
        aria-label={formatMessage(l.editSurvey, { title })}
      >
        {formatMessage(l.edit)}
      </Button>
      <Button
        size="lg"
        variant="outline"
        colorPalette="red"
        px="3"
        disabled={busy}
        onClick={() => onDelete(automation)}
        aria-label={formatMessage(l.deleteSurvey, { title })}
      >
        {formatMessage(l.delete)}
      </Button>
    </Wrap>
  );
}

function ListSection({
  id,
  title,
  count,
  children,
}: {
  id: string;
  title: string;
  count: number;
  children: React.ReactNode;
}) {
  return (
    <Stack as="section" aria-labelledby={id} gap="3">
      <Heading as="h2" size="lg" id={id}>
        {title}{' '}
        <Text as="span" color="fg.muted" fontWeight="normal">
          ({count})
        </Text>
      </Heading>
      <Stack as="ul" gap="3" listStyleType="none" p="0" m="0">
        {children}
      </Stack>
    </Stack>
  );
}

type ItemActions = Omit<ActionsProps, 'automation' | 'busy'> & { busyId: string | null };

/** 'One-Time Scheduled Surveys' (spec 2 §2): title, when, teams and a 'One-Time' badge. */
export function OneTimeList({ items, ...actions }: { items: OneTimeItem[] } & ItemActions) {
  const intl = useAppIntl();
  const { formatMessage } = intl;
  return (
    <ListSection id="one-time-title" title={formatMessage(l.oneTimeTitle)} count={items.length}>
      {items.map((item) => (
        <Card.Root
          as="li"
          key={item.key}
          variant="outline"
          {...(item.automation ? { id: `automation-${item.automation.id}`, tabIndex: -1 } : {})}
        >
          <Card.Body gap="2">
            <HStack justify="space-between" align="flex-start" gap="3">
              <Heading as="h3" size="md" wordBreak="break-word">
                {item.title}
              </Heading>
              <Badge colorPalette="blue" variant="subtle" flexShrink="0">
                {formatMessage(l.oneTime)}
              </Badge>
            </HStack>
            <Text>
              {formatMessage(l.scheduledFor, {
                day: formatDay(item.date, intl),
                time: formatTime(item.time, intl),
              })}
            </Text>
            <Teams teams={item.teams} />
            {item.automation && (
              <Actions
                automation={item.automation}
                busy={actions.busyId === item.automation.id}
                onEdit={actions.onEdit}
                onDelete={actions.onDelete}
              />
            )}
          </Card.Body>
        </Card.Root>
      ))}
    </ListSection>
  );
}

/** 'Recurring Automations' (spec 2 §2): frequency, 'starting …', teams, a 'Recurring' badge. */
export function RecurringList({
  automations,
  ...actions
}: { automations: Automation[] } & ItemActions) {
  const intl = useAppIntl();
  const { formatMessage } = intl;
  return (
    <ListSection
      id="recurring-title"
      title={formatMessage(l.recurringTitle)}
      count={automations.length}
    >
      {automations.map((automation) => {
        const next = automation.nextRuns[0];
        return (
          <Card.Root
            as="li"
            key={automation.id}
            variant="outline"
            id={`automation-${automation.id}`}
            tabIndex={-1}
          >
            <Card.Body gap="2">
              <HStack justify="space-between" align="flex-start" gap="3">
                <Heading as="h3" size="md" wordBreak="break-word">
                  {automation.survey_title}
                </Heading>
                <HStack gap="2" flexShrink="0">
                  {automation.paused && (
                    <Badge colorPalette="orange" variant="subtle">
                      {formatMessage(l.paused)}
                    </Badge>
                  )}
                  <Badge colorPalette="purple" variant="subtle">
                    {formatMessage(l.recurring)}
                  </Badge>
                </HStack>
              </HStack>
              <Text>
                {formatMessage(l.startingAt, {
                  frequency: frequencyLabel(automation.frequency, intl),
                  day: formatDay(automation.startDate, intl),
                  time: formatTime(automation.time, intl),
                })}
              </Text>
              <Text textStyle="sm" color="fg.muted">
                {[
                  automation.paused
                    ? formatMessage(l.pausedNote)
                    : next
                      ? formatMessage(l.next, {
                          day: formatWeekday(next.date, intl),
                          time: formatTime(next.time, intl),
                        })
                      : formatMessage(l.finished),
                  automation.endDate &&
                    formatMessage(l.ends, { day: formatDay(automation.endDate, intl) }),
                  automation.maxRuns !== null &&
                    formatMessage(l.roundsSent, {
                      made: automation.runsMade,
                      max: automation.maxRuns,
                    }),
                  automation.skipWeekends && formatMessage(l.skipsWeekends),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
              <Teams teams={automation.teams} />
              <Actions
                automation={automation}
                busy={actions.busyId === automation.id}
                onEdit={actions.onEdit}
                onDelete={actions.onDelete}
                {...(actions.onPause ? { onPause: actions.onPause } : {})}
              />
            </Card.Body>
          </Card.Root>
        );
      })}
    </ListSection>
  );
}

export interface UpcomingRun {
  key: string;
  at: string;
  date: string;
  time: string;
  title: string;
  teams: OneTimeItem['teams'];
  recurring: boolean;
}

/** What goes out when: the next runs of every automation, soonest first, by day. */
export function UpcomingRuns({ runs }: { runs: UpcomingRun[] }) {
  const days = new Map<string, UpcomingRun[]>();
  for (const run of runs) days.set(run.date, [...(days.get(run.date) ?? []), run]);
  const intl = useAppIntl();
  const { formatMessage } = intl;
  return (
    <Stack as="section" aria-labelledby="upcoming-title" gap="3">
      <Heading as="h2" size="lg" id="upcoming-title">
        {formatMessage(l.upcomingTitle)}
      </Heading>
      {runs.length === 0 ? (
        <Text color="fg.muted">{formatMessage(l.nothingScheduled)}</Text>
      ) : (
        <Stack as="ol" gap="4" listStyleType="none" p="0" m="0">
          {[...days].map(([date, dayRuns]) => (
            <Box as="li" key={date}>
              <Text fontWeight="semibold" mb="1">
                {formatWeekday(date, intl)}
              </Text>
              <Stack as="ul" gap="1" listStyleType="none" ps="3" m="0" borderStartWidth="2px">
                {dayRuns.map((run) => (
                  <HStack as="li" key={run.key} gap="2" textStyle="sm" flexWrap="wrap">
                    <Text as="span" fontVariantNumeric="tabular-nums" minW="16">
                      {formatTime(run.time, intl)}
                    </Text>
                    <Text as="span" fontWeight="medium" wordBreak="break-word">
                      {run.title}
                    </Text>
                    <HStack as="span" gap="1">
                      {run.teams.map((team) => (
                        <ColorDot key={team.id} color={team.brand_color} />
                      ))}
                    </HStack>
                    <Text as="span" color="fg.muted">
                      {run.teams.map((team) => team.name).join(', ')}
                    </Text>
                  </HStack>
                ))}
              </Stack>
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

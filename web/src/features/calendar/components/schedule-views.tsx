import {
  Alert,
  Badge,
  Box,
  Button,
  ButtonGroup,
  Card,
  Flex,
  Heading,
  HStack,
  Link,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Automation } from '#shared/api/automations';
import type { Survey } from '#shared/api/surveys';
import { localDateTime } from '#shared/domain/run-times';
import type { AppMessage } from '../../../i18n/define-messages';
import { useAppIntl } from '../../../i18n/intl';
import { paths } from '../../../lib/paths';
import {
  addDays,
  addMonths,
  byDay,
  calendarItems,
  monthTitle,
  monthWeeks,
  weekOf,
  type CalendarItem,
} from '../calendar-events';
import type { CalendarIntl } from '../calendar-intl';
import { formatDay, formatTime, formatWeekday } from '../calendar-rules';
import { scheduleMessages as v } from '../messages';
import { ColorDot } from './team-picker';

export type ScheduleView = 'month' | 'week';

/** Chakra's `md`: narrower than this, a month is a list of days rather than a grid. */
const WIDE_QUERY = '(min-width: 48rem)';

function useWide(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(WIDE_QUERY);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(WIDE_QUERY).matches,
    () => true,
  );
}

const kindLabels: Record<CalendarItem['kind'], AppMessage> = {
  once: v.kindOnce,
  recurring: v.kindRecurring,
  reminder: v.kindReminder,
};
const kindPalettes: Record<CalendarItem['kind'], string> = {
  once: 'blue',
  recurring: 'purple',
  reminder: 'orange',
};

/** 'Monday, March 2, 2099' for a local `YYYY-MM-DD`. */
function longDay(date: string, intl: CalendarIntl): string {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  return intl.formatDate(Date.UTC(y, mo - 1, d), {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** The days of the week from Sunday, long and short, in the page's language. */
function weekdayNames(intl: CalendarIntl): { long: string; short: string }[] {
  // 2023-01-01 was a Sunday.
  return [0, 1, 2, 3, 4, 5, 6].map((i) => {
    const at = Date.UTC(2023, 0, 1 + i);
    return {
      long: intl.formatDate(at, { weekday: 'long', timeZone: 'UTC' }),
      short: intl.formatDate(at, { weekday: 'short', timeZone: 'UTC' }),
    };
  });
}

const teamNames = (item: CalendarItem) => item.teams.map((team) => team.name).join(', ');

/** What a screen reader hears for an item: time, survey, teams and kind. */
function itemName(item: CalendarItem, intl: CalendarIntl): string {
  const { formatMessage } = intl;
  const what =
    item.kind === 'reminder'
      ? formatMessage(v.reminderWhat, { day: item.reminderDay ?? '' })
      : formatMessage(item.kind === 'once' ? v.onceWhat : v.recurringWhat);
  const teams = teamNames(item);
  const time = formatTime(item.time, intl);
  return teams
    ? formatMessage(v.itemNameTeams, { time, title: item.title, teams, what })
    : formatMessage(v.itemName, { time, title: item.title, what });
}

/**
 * Where an item leads: an automation's card in the lists below (its Edit and Delete), or, for a
 * survey's own date, the survey.
 */
function ItemLink({ item, children }: { item: CalendarItem; children: ReactNode }) {
  const intl = useAppIntl();
  const name = itemName(item, intl);
  const common = {
    display: 'block',
    borderRadius: 'l1',
    px: '1.5',
    py: '0.5',
    textDecoration: 'none',
    _hover: { bg: 'bg.muted' },
    'aria-label': name,
    // A month cell cuts a long title short: the whole of it on hover.
    title: name,
    'data-kind': item.kind,
  } as const;
  return item.automationId ? (
    <Link href={`#automation-${item.automationId}`} {...common}>
      {children}
    </Link>
  ) : (
    <Link asChild {...common}>
      <RouterLink to={paths.surveyEdit.getHref(item.surveyId)}>{children}</RouterLink>
    </Link>
  );
}

function KindBadge({ kind }: { kind: CalendarItem['kind'] }) {
  const { formatMessage } = useAppIntl();
  return (
    <Badge colorPalette={kindPalettes[kind]} variant="subtle" size="sm">
      {formatMessage(kindLabels[kind])}
    </Badge>
  );
}

/** An item in a month cell: a dot, the time and the survey, on one line. */
function CompactItem({ item }: { item: CalendarItem }) {
  const intl = useAppIntl();
  return (
    <ItemLink item={item}>
      <HStack
        gap="1"
        textStyle="xs"
        minW="0"
        borderStartWidth="3px"
        borderColor={`${kindPalettes[item.kind]}.solid`}
        ps="1"
      >
        <ColorDot color={item.teams[0]?.brand_color ?? ''} />
        <Text as="span" fontVariantNumeric="tabular-nums" flexShrink="0" color="fg.muted">
          {formatTime(item.time, intl)}
        </Text>
        <Text as="span" truncate fontWeight="medium" color="fg">
          {item.kind === 'reminder'
            ? intl.formatMessage(v.reminderTitle, { title: item.title })
            : item.title}
        </Text>
      </HStack>
    </ItemLink>
  );
}

/** An item with room: time, survey, teams and kind. */
function FullItem({ item }: { item: CalendarItem }) {
  const intl = useAppIntl();
  return (
    <ItemLink item={item}>
      <Stack gap="0.5" py="1" textStyle="sm">
        <HStack gap="2" justify="space-between" flexWrap="wrap">
          <Text as="span" fontVariantNumeric="tabular-nums" fontWeight="semibold" color="fg">
            {formatTime(item.time, intl)}
          </Text>
          <KindBadge kind={item.kind} />
        </HStack>
        <Text as="span" fontWeight="medium" wordBreak="break-word" color="fg">
          {item.title}
        </Text>
        {item.teams.length > 0 && (
          <HStack as="span" gap="1" color="fg.muted" flexWrap="wrap">
            {item.teams.map((team) => (
              <ColorDot key={team.id} color={team.brand_color} />
            ))}
            <Text as="span">{teamNames(item)}</Text>
          </HStack>
        )}
      </Stack>
    </ItemLink>
  );
}

const ItemList = ({ children }: { children: ReactNode }) => (
  <Stack as="ul" gap="0.5" listStyleType="none" p="0" m="0">
    {children}
  </Stack>
);

/** How many items a month cell lists before a 'more' that opens the day's week. */
const CELL_ITEMS = 3;

function DayHeader({ date, today, muted }: { date: string; today: string; muted?: boolean }) {
  const isToday = date === today;
  const intl = useAppIntl();
  return (
    <Text
      as="span"
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      minW="6"
      h="6"
      px="1"
      borderRadius="full"
      textStyle="sm"
      fontWeight={isToday ? 'bold' : 'medium'}
      bg={isToday ? 'blue.solid' : undefined}
      color={isToday ? 'blue.contrast' : muted ? 'fg.muted' : 'fg'}
    >
      <span aria-hidden="true">{Number(date.slice(8))}</span>
      <Text as="span" srOnly>
        {isToday
          ? intl.formatMessage(v.dayToday, { day: longDay(date, intl) })
          : longDay(date, intl)}
      </Text>
    </Text>
  );
}

function WeekdayHeaders({ days, today }: { days?: string[]; today?: string }) {
  const intl = useAppIntl();
  return (
    <Table.Header>
      <Table.Row>
        {weekdayNames(intl).map((name, i) => (
          <Table.ColumnHeader key={name.long} scope="col" textAlign="start" px="2" py="2">
            <abbr title={name.long} style={{ textDecoration: 'none' }}>
              {name.short}
            </abbr>
            {days && today && (
              <>
                {' '}
                <DayHeader date={days[i]!} today={today} />
              </>
            )}
          </Table.ColumnHeader>
        ))}
      </Table.Row>
    </Table.Header>
  );
}

function MonthGrid({
  anchor,
  today,
  days,
  onShowWeek,
}: {
  anchor: string;
  today: string;
  days: Map<string, CalendarItem[]>;
  onShowWeek: (date: string) => void;
}) {
  const month = anchor.slice(0, 7);
  const intl = useAppIntl();
  const { formatMessage } = intl;
  return (
    <Table.Root size="sm" tableLayout="fixed" showColumnBorder variant="outline" width="full">
      <Table.Caption srOnly>
        {formatMessage(v.monthCaption, { month: monthTitle(anchor, intl) })}
      </Table.Caption>
      <WeekdayHeaders />
      <Table.Body>
        {monthWeeks(anchor).map((week) => (
          <Table.Row key={week[0]}>
            {week.map((date) => {
              const items = days.get(date) ?? [];
              const outside = date.slice(0, 7) !== month;
              return (
                <Table.Cell
                  key={date}
                  verticalAlign="top"
                  px="1"
                  py="1"
                  h="28"
                  bg={outside ? 'bg.subtle' : undefined}
                  aria-current={date === today ? 'date' : undefined}
                  data-date={date}
                >
                  <Box px="1" mb="1">
                    <DayHeader date={date} today={today} muted={outside} />
                  </Box>
                  {items.length > 0 && (
                    <ItemList>
                      {items.slice(0, CELL_ITEMS).map((item) => (
                        <li key={item.key}>
                          <CompactItem item={item} />
                        </li>
                      ))}
                    </ItemList>
                  )}
                  {items.length > CELL_ITEMS && (
                    <Button
                      variant="plain"
                      size="xs"
                      h="6"
                      px="1.5"
                      color="fg.muted"
                      onClick={() => onShowWeek(date)}
                      aria-label={formatMessage(v.showAll, {
                        count: items.length,
                        day: longDay(date, intl),
                      })}
                    >
                      {formatMessage(v.more, { count: items.length - CELL_ITEMS })}
                    </Button>
                  )}
                </Table.Cell>
              );
            })}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

function WeekGrid({
  week,
  today,
  days,
}: {
  week: string[];
  today: string;
  days: Map<string, CalendarItem[]>;
}) {
  const intl = useAppIntl();
  const { formatMessage } = intl;
  return (
    <Table.Root size="sm" tableLayout="fixed" showColumnBorder variant="outline" width="full">
      <Table.Caption srOnly>
        {formatMessage(v.weekCaption, { day: formatDay(week[0]!, intl) })}
      </Table.Caption>
      <WeekdayHeaders days={week} today={today} />
      <Table.Body>
        <Table.Row>
          {week.map((date) => {
            const items = days.get(date) ?? [];
            return (
              <Table.Cell
                key={date}
                verticalAlign="top"
                px="1"
                py="1"
                h="48"
                aria-current={date === today ? 'date' : undefined}
                data-date={date}
              >
                {items.length === 0 ? (
                  <Text srOnly>{formatMessage(v.nothingOn, { day: longDay(date, intl) })}</Text>
                ) : (
                  <ItemList>
                    {items.map((item) => (
                      <li key={item.key}>
                        <FullItem item={item} />
                      </li>
                    ))}
                  </ItemList>
                )}
              </Table.Cell>
            );
          })}
        </Table.Row>
      </Table.Body>
    </Table.Root>
  );
}

/** A phone's form of the same range: the days that have something, one under another. */
function Agenda({ days, today }: { days: Map<string, CalendarItem[]>; today: string }) {
  const intl = useAppIntl();
  const { formatMessage } = intl;
  return (
    <Stack
      as="ol"
      gap="4"
      listStyleType="none"
      p="0"
      m="0"
      aria-label={formatMessage(v.daysWithSends)}
    >
      {[...days].map(([date, items]) => (
        <Box as="li" key={date} aria-current={date === today ? 'date' : undefined}>
          <Heading as="h4" size="sm" mb="1">
            {longDay(date, intl)}
            {date === today && (
              <Badge ms="2" colorPalette="blue" variant="solid" size="sm">
                {formatMessage(v.today)}
              </Badge>
            )}
          </Heading>
          <Box borderStartWidth="2px" ps="2">
            <ItemList>
              {items.map((item) => (
                <li key={item.key}>
                  <FullItem item={item} />
                </li>
              ))}
            </ItemList>
          </Box>
        </Box>
      ))}
    </Stack>
  );
}

interface ScheduleViewsProps {
  automations: Automation[];
  surveys: Survey[];
  /** The viewer's zone: every day and time is placed in it. */
  zone: string;
  now: Date;
  loading: boolean;
  /** The teams or the automations could not be loaded. */
  failed: boolean;
  onRetry: () => void;
}

/**
 * 'What goes out when': a month or a week of one-time sends, every run of the automations and
 * their rounds' reminders, with previous, next and today; on a phone, the same range as a list.
 */
export function ScheduleViews({
  automations,
  surveys,
  zone,
  now,
  loading,
  failed,
  onRetry,
}: ScheduleViewsProps) {
  const wide = useWide();
  const intl = useAppIntl();
  const { formatMessage } = intl;
  const today = localDateTime(now, zone).date;
  const [view, setView] = useState<ScheduleView>('month');
  const [anchor, setAnchor] = useState(today);

  const week = weekOf(anchor);
  const weeks = monthWeeks(anchor);
  // On a phone the month is only its own days; the grid also shows its first and last weeks'.
  const from = view === 'week' ? week[0]! : wide ? weeks[0]![0]! : `${anchor.slice(0, 7)}-01`;
  const until =
    view === 'week'
      ? addDays(week[6]!, 1)
      : wide
        ? addDays(weeks.at(-1)![6]!, 1)
        : addMonths(`${anchor.slice(0, 7)}-01`, 1);
  const items = calendarItems(automations, surveys, { from, until, zone, now });
  const days = byDay(items);

  const title =
    view === 'month'
      ? monthTitle(anchor, intl)
      : `${formatDay(week[0]!, intl)} – ${formatDay(week[6]!, intl)}`;
  const move = (step: number) =>
    setAnchor((current) =>
      view === 'month' ? addMonths(current, step) : addDays(current, step * 7),
    );

  let body: ReactNode;
  if (failed) {
    body = (
      <Alert.Root status="error" alignItems="center" flexWrap="wrap">
        <Alert.Indicator />
        <Alert.Content flex="1" minW="40">
          <Alert.Title>{formatMessage(v.cannotShow)}</Alert.Title>
        </Alert.Content>
        <Button size="sm" variant="outline" onClick={onRetry}>
          {formatMessage(v.retry)}
        </Button>
      </Alert.Root>
    );
  } else if (loading) {
    body = (
      <Box aria-busy="true">
        <Text srOnly role="status">
          {formatMessage(v.loading)}
        </Text>
        <Skeleton height="64" />
      </Box>
    );
  } else {
    // The soonest run after the range, so an empty month is one press from the next send.
    const later = automations
      .filter((a) => !a.paused)
      .flatMap((a) => a.nextRuns.map((run) => run.date))
      .filter((date) => date >= until)
      .sort()[0];
    const nothing = items.length === 0 && (
      <Flex gap="3" wrap="wrap" align="center">
        <Text color="fg.muted" role="status">
          {[
            view === 'month'
              ? formatMessage(v.nothingInMonth, { month: title })
              : formatMessage(v.nothingThisWeek),
            automations.length === 0 && formatMessage(v.scheduleBelow),
          ]
            .filter(Boolean)
            .join(' ')}
        </Text>
        {later && (
          <Button size="sm" variant="subtle" onClick={() => setAnchor(later)}>
            {formatMessage(v.nextSend, { day: formatWeekday(later, intl) })}
          </Button>
        )}
      </Flex>
    );
    body = wide ? (
      <Stack gap="3">
        {nothing}
        <Box overflowX="auto">
          {view === 'month' ? (
            <MonthGrid
              anchor={anchor}
              today={today}
              days={days}
              onShowWeek={(date) => {
                setAnchor(date);
                setView('week');
              }}
            />
          ) : (
            <WeekGrid week={week} today={today} days={days} />
          )}
        </Box>
      </Stack>
    ) : (
      nothing || <Agenda days={days} today={today} />
    );
  }

  return (
    <Card.Root variant="outline" as="section" aria-labelledby="schedule-views-title">
      <Card.Body gap="4">
        <Flex gap="3" wrap="wrap" justify="space-between" align="center">
          <Heading as="h2" size="lg" id="schedule-views-title">
            {formatMessage(v.heading)}
          </Heading>
          <ButtonGroup
            size="sm"
            variant="outline"
            attached
            role="group"
            aria-label={formatMessage(v.view)}
          >
            {(['month', 'week'] as const).map((option) => (
              <Button
                key={option}
                aria-pressed={view === option}
                variant={view === option ? 'solid' : 'outline'}
                onClick={() => setView(option)}
              >
                {formatMessage(option === 'month' ? v.month : v.week)}
              </Button>
            ))}
          </ButtonGroup>
        </Flex>
        <Flex gap="2" wrap="wrap" align="center">
          <ButtonGroup size="sm" variant="outline">
            <Button
              onClick={() => move(-1)}
              aria-label={formatMessage(view === 'month' ? v.previousMonth : v.previousWeek)}
            >
              <span aria-hidden="true">‹</span>
            </Button>
            <Button onClick={() => setAnchor(today)}>{formatMessage(v.today)}</Button>
            <Button
              onClick={() => move(1)}
              aria-label={formatMessage(view === 'month' ? v.nextMonth : v.nextWeek)}
            >
              <span aria-hidden="true">›</span>
            </Button>
          </ButtonGroup>
          <Heading as="h3" size="md" aria-live="polite" data-testid="schedule-range">
            {title}
          </Heading>
        </Flex>
        <HStack gap="3" flexWrap="wrap" textStyle="sm" color="fg.muted">
          <Text>{formatMessage(v.timesIn, { zone: zone.replaceAll('_', ' ') })}</Text>
          {(['once', 'recurring', 'reminder'] as const).map((kind) => (
            <KindBadge key={kind} kind={kind} />
          ))}
        </HStack>
        {body}
      </Card.Body>
    </Card.Root>
  );
}

import {
  Box,
  Button,
  Card,
  Flex,
  Heading,
  HStack,
  Link,
  Portal,
  Skeleton,
  Stack,
  Table,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@chakra-ui/react';
import { useId, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { SurveyTeamResults, TeamHeatmapColumn, TeamHeatmapRow } from '#shared/api/results';
import { LoadFailed } from '../../../components/load-failed';
import { TextField } from '../../../components/form-field';
import { paths } from '../../../lib/paths';
import { useSurveyTeamResults, type TeamResultsScope } from '../api/use-survey-team-results';
import { englishIntl, heatmapMessages as m, roundFormat, useRoundIntl } from '../round-messages';

/**
 * The diverging scale, low to high: reds below the middle of a scale, blues above it, grey at
 * it. Light tints under black text, dark shades under near-white text, so every figure reads at
 * AA contrast in both modes (checked in team-heatmap.test.tsx against Chakra's palette).
 */
export const HEAT_LEVELS = [
  { label: 'Low', name: m.levelLow, light: 'red.400', dark: 'red.700' },
  { label: 'Below the middle', name: m.levelBelow, light: 'red.200', dark: 'red.800' },
  { label: 'Middle', name: m.levelMiddle, light: 'gray.100', dark: 'gray.800' },
  { label: 'Above the middle', name: m.levelAbove, light: 'blue.200', dark: 'blue.800' },
  { label: 'High', name: m.levelHigh, light: 'blue.400', dark: 'blue.600' },
] as const;

/**
 * Which fifth of its scale a figure falls in (0 lowest, 4 highest): a rating's mean between the
 * question's min and max, an eNPS between −100 and 100.
 */
export function heatLevel(column: TeamHeatmapColumn, value: number): number {
  const [min, max] = column.kind === 'enps' ? [-100, 100] : [column.min, column.max];
  const position = max > min ? (value - min) / (max - min) : 0.5;
  return Math.min(HEAT_LEVELS.length - 1, Math.max(0, Math.floor(position * HEAT_LEVELS.length)));
}

/** A cell's figure: a mean with one decimal ("4.2"), an eNPS with its sign ("+35", "−20"). */
export const figureOf = (
  column: TeamHeatmapColumn,
  value: number,
  format: Pick<ReturnType<typeof roundFormat>, 'fixed' | 'signed'> = roundFormat(englishIntl()),
) => (column.kind === 'enps' ? format.signed(value, 0) : format.fixed(value, 1));

/** Past this many characters a question's title may not fit its header's three lines. */
const LONG_TITLE = 45;

/** A greyed cell's diagonal stripes, in the border colour of the mode. */
const STRIPES =
  'repeating-linear-gradient(135deg, transparent 0 6px, var(--chakra-colors-border) 6px 8px)';

/** Which answers the heatmap covers, in words. */
function scopeWords(
  { t, day }: ReturnType<typeof useRoundIntl>,
  round: number | undefined,
  from: string,
  to: string,
): string {
  if (round !== undefined) return t(m.scopeRound, { round });
  if (from && to) return t(m.scopeFromTo, { from: day(from), to: day(to) });
  if (from) return t(m.scopeFrom, { from: day(from) });
  if (to) return t(m.scopeTo, { to: day(to) });
  return t(m.scopeAll);
}

/**
 * "Results by team" on the Results tab (issue #27): the survey's teams (rows) by rating and 0-10
 * question (columns), coloured by score, for the round picked above it or for a range of days.
 * Teams below the threshold, or that would single someone out beside another, show nothing.
 */
export function TeamHeatmap({ surveyId, round }: { surveyId: string; round: number | undefined }) {
  const say = useRoundIntl();
  const { t } = say;
  const headingId = useId();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  // A round or a range, never both: with a round picked the dates wait, unused, until All rounds.
  const byDates = round === undefined;
  const rangeError = byDates && from && to && from > to ? t(m.fromAfterTo) : null;
  const scope: TeamResultsScope | null =
    round !== undefined ? { round } : rangeError ? null : { from, to };
  const results = useSurveyTeamResults(surveyId, scope);
  const { error, isValidating, mutate } = results;
  // Only the figures of what is asked for: the previous scope's stay in SWR while another loads.
  const data =
    results.data &&
    results.data.round === (round ?? null) &&
    (!byDates || (results.data.from === (from || null) && results.data.to === (to || null)))
      ? results.data
      : undefined;
  const scopeText = rangeError
    ? t(m.scopeDaysPicked)
    : scopeWords(say, round, byDates ? from : '', byDates ? to : '');

  let body: ReactNode;
  if (rangeError) body = null;
  else if (!data && error)
    body = (
      <LoadFailed
        title={t(m.loadFailed)}
        error={error}
        retrying={isValidating}
        onRetry={() => void mutate()}
      />
    );
  else if (!data) body = <HeatmapSkeleton />;
  else if (data.status === 'waiting') body = <Waiting results={data} scope={scopeText} />;
  else if (data.teams.length === 0) body = <NoTeams surveyId={surveyId} />;
  else if (data.columns.length === 0) body = <Text color="fg.muted">{t(m.noColumns)}</Text>;
  else body = <Heatmap results={data} scope={scopeText} />;

  return (
    <Card.Root
      as="section"
      variant="outline"
      aria-labelledby={headingId}
      data-testid="team-heatmap"
      minW="0"
    >
      <Card.Header gap="1">
        <Heading as="h2" size="lg" id={headingId}>
          {t(m.heading)}
        </Heading>
        <Text color="fg.muted">{t(m.intro, { scope: scopeText })}</Text>
      </Card.Header>
      <Card.Body gap="5">
        <Stack gap="1.5">
          <Flex gap="3" wrap="wrap" align="flex-start">
            <Box width={{ base: 'full', sm: '48' }}>
              <TextField
                label={t(m.from)}
                type="date"
                value={byDates ? from : ''}
                disabled={!byDates}
                error={rangeError}
                onChange={(e) => setFrom(e.target.value)}
              />
            </Box>
            <Box width={{ base: 'full', sm: '48' }}>
              <TextField
                label={t(m.to)}
                type="date"
                value={byDates ? to : ''}
                disabled={!byDates}
                onChange={(e) => setTo(e.target.value)}
              />
            </Box>
            {byDates && (from || to) && (
              <Button
                variant="ghost"
                size="lg"
                mt={{ base: '0', sm: '7' }}
                onClick={() => {
                  setFrom('');
                  setTo('');
                }}
              >
                {t(m.clearDates)}
              </Button>
            )}
          </Flex>
          <Text textStyle="sm" color="fg.muted">
            {byDates ? t(m.byDatesHint) : t(m.byRoundHint, { round })}
          </Text>
        </Stack>
        {body}
      </Card.Body>
    </Card.Root>
  );
}

function Heatmap({ results, scope }: { results: SurveyTeamResults; scope: string }) {
  const { t } = useRoundIntl();
  const k = results.survey.anonymityThreshold;
  const anyHidden = results.teams.some((team) => !team.shown);
  const anyEmpty = results.teams.some((team) =>
    results.columns.some(
      (column) =>
        team.shown &&
        (team.cells.find((c) => c.questionId === column.questionId)?.value ?? null) === null,
    ),
  );
  return (
    <Stack gap="4">
      {/* Scrolls sideways on a narrow screen, the page never does; focusable so keys scroll it.
          Positioned, so the visually hidden reasons in its cells scroll with it: else they would
          stretch the page sideways from the columns out of view. Its name leaves the scope to
          the caption: "Round" names the round picker alone. */}
      <Box
        role="region"
        aria-label={t(m.region)}
        tabIndex={0}
        position="relative"
        overflowX="auto"
        maxW="full"
        focusVisibleRing="outside"
        data-testid="heatmap-scroll"
      >
        <Table.Root
          size="sm"
          width="auto"
          css={{ borderCollapse: 'separate', borderSpacing: '3px' }}
          data-testid="heatmap-table"
        >
          <Table.Caption srOnly>{t(m.caption, { scope })}</Table.Caption>
          <Table.Header>
            <Table.Row bg="transparent">
              <Table.ColumnHeader
                scope="col"
                verticalAlign="bottom"
                position="sticky"
                insetStart="0"
                zIndex="1"
                bg="bg.panel"
                borderBottomWidth="0"
                minW="28"
              >
                {t(m.team)}
              </Table.ColumnHeader>
              {results.columns.map((column) => (
                <Table.ColumnHeader
                  key={column.questionId}
                  scope="col"
                  verticalAlign="bottom"
                  textAlign="center"
                  borderBottomWidth="0"
                  minW="24"
                  maxW="40"
                  data-testid="heatmap-question"
                >
                  <QuestionTitle text={column.question} />
                  <Text textStyle="xs" fontWeight="normal" color="fg.muted" whiteSpace="nowrap">
                    {column.kind === 'enps'
                      ? t(m.scaleEnps)
                      : t(m.scaleAverage, { min: column.min, max: column.max })}
                  </Text>
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {results.teams.map((team) => (
              <TeamRow key={team.teamId} team={team} columns={results.columns} k={k} />
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      <Legend notShown={anyHidden ? t(m.notShown, { k }) : null} noAnswers={anyEmpty} />
    </Stack>
  );
}

/** A question's title in three lines at most, ended by an ellipsis; the whole of it on hover. */
function QuestionTitle({ text }: { text: string }) {
  const long = text.length > LONG_TITLE;
  const title = (
    <Text
      as="span"
      display="block"
      lineClamp="3"
      wordBreak="break-word"
      lineHeight="1.35"
      {...(long ? {} : { title: text })}
    >
      {text}
    </Text>
  );
  // A long title can be cut: keyboard users reach it too, and see all of it in the tooltip.
  if (!long) return title;
  return (
    <HintTooltip hint={text}>
      <Box as="span" display="block" tabIndex={0} borderRadius="sm" focusVisibleRing="outside">
        {title}
      </Box>
    </HintTooltip>
  );
}

function TeamRow({
  team,
  columns,
  k,
}: {
  team: TeamHeatmapRow;
  columns: TeamHeatmapColumn[];
  k: number;
}) {
  const { t, fixed, signed } = useRoundIntl();
  return (
    <Table.Row bg="transparent" data-testid="heatmap-row">
      <Table.ColumnHeader
        scope="row"
        position="sticky"
        insetStart="0"
        zIndex="1"
        bg="bg.panel"
        borderBottomWidth="0"
        maxW={{ base: '32', sm: '48' }}
        wordBreak="break-word"
        fontWeight="medium"
        textStyle="sm"
      >
        {team.team}
        {team.shown && team.responses !== null && (
          <Text as="span" display="block" textStyle="xs" fontWeight="normal" color="fg.muted">
            {t(m.responses, { count: team.responses })}
          </Text>
        )}
      </Table.ColumnHeader>
      {team.shown ? (
        columns.map((column) => {
          const value = team.cells.find((c) => c.questionId === column.questionId)?.value ?? null;
          if (value === null)
            return (
              <Table.Cell key={column.questionId} p="0" borderBottomWidth="0">
                <GreyedCell short="—" reason={t(m.noAnswers)} />
              </Table.Cell>
            );
          const level = HEAT_LEVELS[heatLevel(column, value)]!;
          return (
            <Table.Cell
              key={column.questionId}
              textAlign="center"
              fontWeight="semibold"
              fontVariantNumeric="tabular-nums"
              color="fg"
              bg={{ base: level.light, _dark: level.dark }}
              borderRadius="sm"
              borderBottomWidth="0"
              data-testid="heatmap-cell"
              data-level={level.label}
            >
              {figureOf(column, value, { fixed, signed })}
            </Table.Cell>
          );
        })
      ) : (
        // Nothing of the team shows, not even how many answered: one greyed cell says why.
        <Table.Cell colSpan={columns.length} p="0" borderBottomWidth="0">
          <GreyedCell short={t(m.notShownShort)} reason={t(m.notShown, { k })} wide />
        </Table.Cell>
      )}
    </Table.Row>
  );
}

/**
 * A greyed cell: striped, with the reason on hover and keyboard focus, and in words that screen
 * readers read with the cell.
 */
function GreyedCell({ short, reason, wide }: { short: string; reason: string; wide?: boolean }) {
  return (
    <HintTooltip hint={reason}>
      <Box
        as="span"
        tabIndex={0}
        display="flex"
        alignItems="center"
        // A row's cell starts with its words, seen before the row is scrolled sideways.
        justifyContent={wide ? 'flex-start' : 'center'}
        minH="10"
        px="3"
        color="fg.muted"
        fontStyle="italic"
        textStyle="sm"
        borderWidth="1px"
        borderRadius="sm"
        bg="bg.panel"
        bgImage={STRIPES}
        cursor="help"
        focusVisibleRing="inside"
        data-testid="greyed-cell"
      >
        <Box as="span" aria-hidden="true" bg="bg.panel" px="1" borderRadius="xs">
          {short}
        </Box>
        <VisuallyHidden>{reason}</VisuallyHidden>
      </Box>
    </HintTooltip>
  );
}

/** A tooltip on hover and on keyboard focus; Escape closes it. */
function HintTooltip({ hint, children }: { hint: string; children: ReactNode }) {
  return (
    <Tooltip.Root openDelay={200} closeDelay={100} positioning={{ placement: 'top' }}>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content maxW="xs" textStyle="sm">
            {hint}
          </Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}

function Legend({ notShown, noAnswers }: { notShown: string | null; noAnswers: boolean }) {
  const { t } = useRoundIntl();
  return (
    <Stack gap="2" textStyle="sm" data-testid="heatmap-legend">
      <Text color="fg.muted">{t(m.legend)}</Text>
      <Flex as="ul" gap="3" wrap="wrap" listStyleType="none" ps="0" aria-label={t(m.colourKey)}>
        {HEAT_LEVELS.map((level) => (
          <HStack as="li" key={level.label} gap="1.5">
            <Box
              aria-hidden="true"
              boxSize="4"
              borderRadius="xs"
              bg={{ base: level.light, _dark: level.dark }}
            />
            <Text as="span">{t(level.name)}</Text>
          </HStack>
        ))}
        <HStack as="li" gap="1.5">
          <Box
            aria-hidden="true"
            boxSize="4"
            borderRadius="xs"
            borderWidth="1px"
            bg="bg.panel"
            bgImage={STRIPES}
          />
          <Text as="span">{t(m.greyedKey)}</Text>
        </HStack>
      </Flex>
      {notShown && <Text data-testid="heatmap-not-shown">{notShown}</Text>}
      {noAnswers && <Text color="fg.muted">{t(m.dash)}</Text>}
    </Stack>
  );
}

function Waiting({ results, scope }: { results: SurveyTeamResults; scope: string }) {
  const { t } = useRoundIntl();
  const k = results.survey.anonymityThreshold;
  return (
    <Stack gap="1" data-testid="team-heatmap-waiting">
      <Text fontWeight="semibold">{t(m.waitingTitle, { scope })}</Text>
      <Text color="fg.muted">{t(m.waitingText, { k })}</Text>
    </Stack>
  );
}

function NoTeams({ surveyId }: { surveyId: string }) {
  const { t } = useRoundIntl();
  return (
    <Stack gap="1" data-testid="team-heatmap-no-teams">
      <Text fontWeight="semibold">{t(m.noTeams)}</Text>
      <Text color="fg.muted">
        {t(m.assignText)}{' '}
        <Link asChild variant="underline" color="fg">
          <RouterLink to={paths.surveyEdit.getHref(surveyId)}>{t(m.assignTeams)}</RouterLink>
        </Link>
      </Text>
    </Stack>
  );
}

function HeatmapSkeleton() {
  const { t } = useRoundIntl();
  return (
    <Stack gap="2" role="status" aria-label={t(m.loading)} aria-busy="true">
      <VisuallyHidden>{t(m.loading)}</VisuallyHidden>
      <Stack gap="2" aria-hidden="true">
        <Skeleton height="10" width="full" maxW="2xl" />
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} height="10" width="full" maxW="2xl" />
        ))}
      </Stack>
    </Stack>
  );
}

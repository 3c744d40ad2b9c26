import {
  Alert,
  Badge,
  Box,
  Button,
  Checkbox,
  chakra,
  Field,
  HStack,
  Link,
  NativeSelect,
  Skeleton,
  Stack,
  Table,
  Text,
  Textarea,
} from '@chakra-ui/react';
import {
  useId,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type ReactNode,
} from 'react';
import { Link as RouterLink } from 'react-router-dom';
import useSWR from 'swr';
import type { MyPlanResponse } from '#shared/api/billing';
import type { MemberRole, Team } from '#shared/api/teams';
import { MAX_IMPORT_ROWS } from '#shared/domain/roster-import';
import { DialogFrame } from '../../../components/dialog-frame';
import { useAppIntl } from '../../../i18n/intl';
import { apiKey, type ApiError } from '../../../lib/api-client';
import { describeError } from '../../../lib/error-catalogue';
import { paths } from '../../../lib/paths';
import {
  countOutcomes,
  people,
  personLine,
  previewPeople,
  roomLeft,
  toRetry,
  toSend,
  type ListedPerson,
  type PersonOutcome,
} from '../add-people';
import { useTeamMembers } from '../api/use-teams';
import { useTeamMutations } from '../api/use-team-mutations';
import { addPeopleMessages as a, teamsMessages, teamRulesMessages } from '../messages';
import type { TeamsIntl } from '../teams-intl';
import type { AppMessage } from '../../../i18n/define-messages';

interface AddPeopleDialogProps {
  team: Pick<Team, 'id' | 'name' | 'current_user_role'>;
  onClose: () => void;
}

/**
 * Add people: one way onto a team's roster. A pasted list or a CSV file is read as the server
 * reads it and previewed person by person (already on the team? an account invitation, and as
 * what?) with every piece it could not read and why; then added, and what became of each person
 * is said. Mounted while open, so every opening starts empty.
 */
export function AddPeopleDialog({ team, onClose }: AddPeopleDialogProps) {
  const isOwner = team.current_user_role === 'owner';
  const roster = useTeamMembers(team.id);
  // Roster entries count against the owner's plan: only the owner's usage says how many fit.
  const plan = useSWR<MyPlanResponse, ApiError>(isOwner ? apiKey('GetMyPlan') : null);
  const { addPeople } = useTeamMutations();
  const intl = useAppIntl();
  const { formatMessage } = intl;

  const [text, setText] = useState('');
  const [invited, setInvited] = useState<ReadonlyMap<string, MemberRole>>(new Map());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [outcomes, setOutcomes] = useState<PersonOutcome[] | undefined>();
  const textRef = useRef<HTMLTextAreaElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const textId = useId();
  const hintId = useId();

  const members = roster.data?.members;
  const preview = useMemo(
    () => (text.trim() === '' || !members ? undefined : previewPeople(text, members, intl)),
    [text, members, intl],
  );
  const sending = preview ? toSend(preview, invited) : undefined;
  const fresh = sending?.fresh ?? [];
  const reinvited = sending?.reinvited.length ?? 0;
  const room = roomLeft(plan.data);
  const overLimit = room !== undefined && fresh.length > room;

  const close = () => {
    if (!busy) onClose();
  };

  const edit = (value: string) => {
    setText(value);
    setError(undefined);
  };

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      edit(await file.text());
    } catch {
      setError(formatMessage(a.fileUnreadable));
    }
  };

  const toggle = (person: ListedPerson, on: boolean) =>
    setInvited((current) => {
      const next = new Map(current);
      if (on) next.set(person.key, current.get(person.key) ?? 'member');
      else next.delete(person.key);
      return next;
    });

  const toggleAll = (on: boolean) =>
    setInvited((current) => {
      const next = new Map(current);
      for (const p of preview?.people.filter((l) => l.invitable) ?? []) {
        if (on) next.set(p.key, current.get(p.key) ?? 'member');
        else next.delete(p.key);
      }
      return next;
    });

  const setRole = (person: ListedPerson, role: MemberRole) =>
    setInvited((current) => new Map(current).set(person.key, role));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (outcomes) return;
    if (!preview || preview.problem || fresh.length + reinvited === 0) {
      setError(
        preview?.problem ??
          (preview && preview.people.length > 0
            ? formatMessage(a.everyoneOnTeam)
            : formatMessage(a.importEmpty)),
      );
      textRef.current?.focus();
      return;
    }
    if (overLimit) {
      textRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      setOutcomes(await addPeople(team.id, preview, invited, intl));
    } catch (failure) {
      // Nothing was added: the list and the choices stay as they are, to try again.
      setError(describeError(failure, formatMessage(teamRulesMessages.addFailed)).message);
      textRef.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  /** Back to the list with the people not added in it, their choices kept. */
  const retry = (failed: readonly PersonOutcome[]) => {
    setText(failed.map((o) => (o.name ? personLine(o) : o.email)).join('\n'));
    setOutcomes(undefined);
    setError(undefined);
  };

  const submitLabel =
    fresh.length > 0
      ? formatMessage(a.addCount, { count: fresh.length })
      : reinvited > 0
        ? formatMessage(a.inviteCount, { count: reinvited })
        : formatMessage(a.addPeople);
  const failed = outcomes ? toRetry(outcomes) : [];
  // One dialog from the list to the result: the result replaces the form in the same frame.
  return (
    <DialogFrame
      role="dialog"
      open
      title={formatMessage(a.title, { team: team.name })}
      onDismiss={close}
      busy={busy}
      size={{ base: 'md', md: 'xl' }}
      scrollBehavior="inside"
      initialFocusEl={() => textRef.current}
      onSubmit={(e) => void submit(e)}
      footer={
        outcomes ? (
          <>
            {failed.length > 0 && (
              <Button size="lg" variant="outline" onClick={() => retry(failed)}>
                {formatMessage(a.retry, { count: failed.length })}
              </Button>
            )}
            <Button size="lg" colorPalette="blue" onClick={onClose}>
              {formatMessage(a.done)}
            </Button>
          </>
        ) : (
          <>
            <Button size="lg" variant="ghost" onClick={close} disabled={busy}>
              {formatMessage(a.cancel)}
            </Button>
            <Button
              type="submit"
              size="lg"
              colorPalette="blue"
              loading={busy}
              loadingText={formatMessage(a.adding)}
              disabled={!members}
            >
              {submitLabel}
            </Button>
          </>
        )
      }
    >
      {outcomes ? (
        <AddResult outcomes={outcomes} />
      ) : (
        <Stack gap="4">
          <Text color="fg.muted">
            {formatMessage(isOwner ? a.introOwner : a.introAdmin, {
              b: (chunks: ReactNode[]) => <chakra.span fontWeight="semibold">{chunks}</chakra.span>,
            })}
          </Text>
          <Field.Root invalid={Boolean(error)}>
            <Field.Label htmlFor={textId}>{formatMessage(a.peopleLabel)}</Field.Label>
            <Textarea
              id={textId}
              ref={textRef}
              name="people"
              rows={5}
              value={text}
              aria-describedby={hintId}
              placeholder={formatMessage(a.placeholder)}
              onChange={(e) => edit(e.target.value)}
            />
            <Field.HelperText id={hintId}>
              {formatMessage(a.hint, { max: MAX_IMPORT_ROWS })}
            </Field.HelperText>
            {error && <Field.ErrorText>{error}</Field.ErrorText>}
          </Field.Root>
          <chakra.input
            ref={fileRef}
            type="file"
            accept=".csv,text/csv,text/plain"
            display="none"
            aria-hidden="true"
            tabIndex={-1}
            data-testid="csv-file"
            onChange={(e: ChangeEvent<HTMLInputElement>) => void readFile(e)}
          />
          <Button
            size="lg"
            variant="outline"
            alignSelf={{ base: 'stretch', sm: 'flex-start' }}
            onClick={() => fileRef.current?.click()}
          >
            {formatMessage(a.chooseFile)}
          </Button>

          {roster.error && !members ? (
            <Alert.Root status="error" alignItems="center" flexWrap="wrap">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{formatMessage(teamsMessages.loadDetailsFailed)}</Alert.Title>
                <Alert.Description>
                  {formatMessage(a.rosterNeeded)}{' '}
                  {
                    describeError(roster.error, formatMessage(teamsMessages.loadDetailsFailed))
                      .message
                  }
                </Alert.Description>
              </Alert.Content>
              <Button size="lg" variant="outline" onClick={() => void roster.mutate()}>
                {formatMessage(a.retryLoad)}
              </Button>
            </Alert.Root>
          ) : !members ? (
            <Skeleton height="11" aria-busy="true">
              <Text srOnly role="status">
                {formatMessage(a.loadingRoster)}
              </Text>
            </Skeleton>
          ) : null}

          {preview?.problem && !error && (
            <Text color="fg.error" role="alert">
              {preview.problem}
            </Text>
          )}
          {preview && !preview.problem && (
            <Stack gap="4">
              <Text fontWeight="semibold" data-testid="add-summary" aria-live="polite">
                {previewSummary(preview.people, invited, preview.unread.length, intl)}
              </Text>
              {overLimit && (
                <Alert.Root status="warning" role="alert">
                  <Alert.Indicator />
                  <Alert.Content>
                    <Alert.Title>{formatMessage(a.overLimitTitle)}</Alert.Title>
                    <Alert.Description>
                      {formatMessage(a.overLimitText, {
                        plan: plan.data?.plan.name,
                        room,
                        limit: plan.data?.limits.teamMembers,
                        adding: fresh.length,
                        excess: fresh.length - room,
                        link: (chunks: ReactNode[]) => (
                          <Link asChild textDecoration="underline">
                            <RouterLink to={paths.billing.getHref()}>{chunks}</RouterLink>
                          </Link>
                        ),
                      })}
                    </Alert.Description>
                  </Alert.Content>
                </Alert.Root>
              )}
              {preview.people.length > 0 && (
                <PeopleTable
                  listed={preview.people}
                  invited={invited}
                  canInviteAdmins={isOwner}
                  onToggle={toggle}
                  onToggleAll={toggleAll}
                  onRole={setRole}
                />
              )}
              {preview.unread.length > 0 && (
                <Box
                  borderWidth="1px"
                  borderColor="border.error"
                  borderRadius="l2"
                  p="3"
                  data-testid="unread-lines"
                >
                  <Text fontWeight="semibold" mb="2" id={`${textId}-unread`}>
                    {formatMessage(a.notReadOne, { count: preview.unread.length })}
                  </Text>
                  <Stack
                    as="ul"
                    gap="1"
                    listStyleType="none"
                    m="0"
                    p="0"
                    aria-labelledby={`${textId}-unread`}
                  >
                    {preview.unread.map((u, i) => (
                      <Text as="li" key={`${u.line}-${i}`} textStyle="sm" overflowWrap="anywhere">
                        {formatMessage(a.unreadLine, {
                          line: u.line,
                          text: u.text,
                          reason: u.reason,
                        })}
                      </Text>
                    ))}
                  </Stack>
                </Box>
              )}
            </Stack>
          )}
        </Stack>
      )}
    </DialogFrame>
  );
}

function previewSummary(
  listed: ListedPerson[],
  invited: ReadonlyMap<string, MemberRole>,
  unread: number,
  intl: TeamsIntl,
): string {
  const { formatMessage } = intl;
  const count = (test: (p: ListedPerson) => boolean) => listed.filter(test).length;
  const fresh = count((p) => p.state === 'new');
  const freshInvited = count((p) => p.state === 'new' && invited.has(p.key));
  const onTeam = count((p) => p.state === 'onTeam');
  const reinvited = count((p) => p.state === 'onTeam' && p.invitable && invited.has(p.key));
  const repeats = count((p) => p.state === 'repeat');
  const parts = [
    freshInvited > 0
      ? formatMessage(a.summaryAddInvited, { people: people(fresh, intl), invited: freshInvited })
      : formatMessage(a.summaryAdd, { people: people(fresh, intl) }),
  ];
  if (onTeam > 0) {
    parts.push(
      reinvited > 0
        ? formatMessage(a.summaryOnTeamInvited, { count: onTeam, invited: reinvited })
        : formatMessage(a.summaryOnTeam, { count: onTeam }),
    );
  }
  if (repeats > 0) parts.push(formatMessage(a.summaryRepeats, { count: repeats }));
  if (unread > 0) parts.push(formatMessage(a.summaryUnread, { count: unread }));
  return parts.join(' · ');
}

function PeopleTable({
  listed,
  invited,
  canInviteAdmins,
  onToggle,
  onToggleAll,
  onRole,
}: {
  listed: ListedPerson[];
  invited: ReadonlyMap<string, MemberRole>;
  canInviteAdmins: boolean;
  onToggle: (person: ListedPerson, on: boolean) => void;
  onToggleAll: (on: boolean) => void;
  onRole: (person: ListedPerson, role: MemberRole) => void;
}) {
  const invitable = listed.filter((p) => p.invitable);
  const ticked = invitable.filter((p) => invited.has(p.key)).length;
  const all = ticked === 0 ? false : ticked === invitable.length ? true : 'indeterminate';
  const { formatMessage } = useAppIntl();
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="l2" maxH="96">
      {/* A fixed layout: the person's column takes what the other two leave, and long addresses
          wrap in it, so the table never runs past a phone's width. */}
      <Table.Root
        size="sm"
        stickyHeader
        aria-label={formatMessage(a.tableLabel)}
        tableLayout="fixed"
      >
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{formatMessage(a.person)}</Table.ColumnHeader>
            <Table.ColumnHeader hideBelow="sm" w="36">
              {formatMessage(a.onTheTeam)}
            </Table.ColumnHeader>
            <Table.ColumnHeader w="32">
              <Checkbox.Root
                checked={all}
                disabled={invitable.length === 0}
                onCheckedChange={(d) => onToggleAll(d.checked === true)}
                colorPalette="blue"
                minH="11"
                alignItems="center"
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{formatMessage(a.inviteAll)}</Checkbox.Label>
              </Checkbox.Root>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {listed.map((p, i) => {
            const role = invited.get(p.key);
            return (
              <Table.Row key={`${p.line}-${i}`} data-testid="listed-person">
                <Table.Cell verticalAlign="top">
                  {p.name && (
                    <Text fontWeight="medium" whiteSpace="normal" overflowWrap="anywhere">
                      {p.name}
                    </Text>
                  )}
                  <Text
                    textStyle="sm"
                    color={p.name ? 'fg.muted' : 'fg'}
                    whiteSpace="normal"
                    overflowWrap="anywhere"
                  >
                    {p.email}
                  </Text>
                  {/* On a phone the status sits under the address: two columns fit, three did not. */}
                  <Box hideFrom="sm" mt="1">
                    <TeamStatus person={p} />
                  </Box>
                </Table.Cell>
                <Table.Cell verticalAlign="top" hideBelow="sm">
                  <TeamStatus person={p} />
                </Table.Cell>
                <Table.Cell verticalAlign="top">
                  {p.invitable ? (
                    <Stack gap="1">
                      <Checkbox.Root
                        checked={role !== undefined}
                        onCheckedChange={(d) => onToggle(p, d.checked === true)}
                        colorPalette="blue"
                        minH="11"
                        alignItems="center"
                      >
                        <Checkbox.HiddenInput />
                        <Checkbox.Control />
                        <Checkbox.Label>
                          {formatMessage(a.invitePerson, {
                            person: p.name || p.email,
                            hidden: (chunks: ReactNode[]) => (
                              <chakra.span srOnly>{chunks}</chakra.span>
                            ),
                          })}
                        </Checkbox.Label>
                      </Checkbox.Root>
                      {role !== undefined && p.state === 'onTeam' && (
                        <Text textStyle="sm" color="fg.muted">
                          {formatMessage(a.newLink)}
                        </Text>
                      )}
                      {role !== undefined && p.state === 'new' && canInviteAdmins && (
                        <NativeSelect.Root size="sm">
                          <NativeSelect.Field
                            aria-label={formatMessage(a.inviteAs, { person: p.name || p.email })}
                            value={role}
                            onChange={(e) => onRole(p, e.target.value as MemberRole)}
                            minH="11"
                          >
                            <option value="member">{formatMessage(a.member)}</option>
                            <option value="admin">{formatMessage(a.admin)}</option>
                          </NativeSelect.Field>
                          <NativeSelect.Indicator />
                        </NativeSelect.Root>
                      )}
                      {role !== undefined && p.state === 'new' && !canInviteAdmins && (
                        <Text textStyle="sm" color="fg.muted">
                          {formatMessage(a.asMember)}
                        </Text>
                      )}
                    </Stack>
                  ) : (
                    <Text textStyle="sm" color="fg.muted">
                      {formatMessage(p.state === 'onTeam' ? a.hasAccount : a.notAddedAgain)}
                    </Text>
                  )}
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** Whether a listed person is new, on the team already, or named earlier in the list. */
function TeamStatus({ person }: { person: ListedPerson }) {
  const { formatMessage } = useAppIntl();
  if (person.state === 'new') return <Text textStyle="sm">{formatMessage(a.noNew)}</Text>;
  return (
    <Badge colorPalette="gray" variant="subtle" whiteSpace="normal" h="auto" py="0.5">
      {person.state === 'onTeam'
        ? formatMessage(a.alreadyOnTeam)
        : formatMessage(a.listedBefore, { line: person.duplicateOf })}
    </Badge>
  );
}

/** What became of everyone in the list: the counts, and each person not added with why. */
function AddResult({ outcomes }: { outcomes: PersonOutcome[] }) {
  const intl = useAppIntl();
  const { formatMessage, formatNumber } = intl;
  const counts = countOutcomes(outcomes);
  const notDone = toRetry(outcomes);
  // The first of each is the figure's test id (its English name), the second its label.
  const figures: [string, AppMessage, number][] = [
    ['Added', a.countAdded, counts.added],
    ['Invited', a.countInvited, counts.invited],
    ['Already there', a.countAlreadyThere, counts.alreadyThere],
    ['Not done', a.countNotDone, counts.failed + counts.notMailed],
  ];
  return (
    <Stack gap="4" role="status" data-testid="add-result">
      <Alert.Root status={counts.failed > 0 || counts.notMailed > 0 ? 'warning' : 'success'}>
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{resultTitle(counts, intl)}</Alert.Title>
        </Alert.Content>
      </Alert.Root>
      <HStack as="dl" gap={{ base: '4', sm: '8' }} wrap="wrap">
        {figures.map(([key, label, n]) => (
          <Stack key={key} gap="0" direction="column-reverse">
            <Text as="dt" textStyle="sm" color="fg.muted">
              {formatMessage(label)}
            </Text>
            <Text as="dd" fontSize="2xl" fontWeight="semibold" data-testid={`count-${key}`}>
              {formatNumber(n)}
            </Text>
          </Stack>
        ))}
      </HStack>
      {notDone.length > 0 && (
        <Stack
          as="ul"
          gap="2"
          listStyleType="none"
          m="0"
          p="0"
          aria-label={formatMessage(a.countNotDone)}
        >
          {notDone.map((o) => (
            <Box as="li" key={`${o.line}-${o.email}`} borderBottomWidth="1px" pb="2">
              <Text overflowWrap="anywhere">
                {formatMessage(a.outcomeLine, {
                  line: o.line,
                  person: o.name ? `${o.name} <${o.email}>` : o.email,
                })}
              </Text>
              <Text textStyle="sm" color="fg.error">
                {whyNotDone(o, intl)}
              </Text>
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function whyNotDone(o: PersonOutcome, { formatMessage }: TeamsIntl): string {
  if (o.invitation === 'notMailed') return formatMessage(a.notMailed);
  if (o.invitation === 'failed') return formatMessage(a.notInvited, { reason: o.reason ?? '' });
  return o.reason ?? formatMessage(a.notAdded);
}

function resultTitle(counts: ReturnType<typeof countOutcomes>, { formatMessage }: TeamsIntl) {
  let title = formatMessage(a.resultAdded, { count: counts.added });
  if (counts.invited > 0) title += formatMessage(a.resultInvited, { count: counts.invited });
  if (counts.notMailed > 0) title += formatMessage(a.resultNotMailed, { count: counts.notMailed });
  if (counts.failed > 0) title += formatMessage(a.resultFailed, { count: counts.failed });
  return `${title}.`;
}

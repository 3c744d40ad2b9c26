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
import { useId, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import useSWR from 'swr';
import type { MyPlanResponse } from '#shared/api/billing';
import type { MemberRole, Team } from '#shared/api/teams';
import { MAX_IMPORT_ROWS } from '#shared/domain/roster-import';
import { DialogFrame } from '../../../components/dialog-frame';
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
import { teamMessages } from '../team-rules';

interface AddPeopleDialogProps {
  team: Pick<Team, 'id' | 'name' | 'current_user_role'>;
  onClose: () => void;
}

const EMPTY_LIST = 'Paste at least one e-mail address, or choose a CSV file';

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
    () => (text.trim() === '' || !members ? undefined : previewPeople(text, members)),
    [text, members],
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
      setError('That file could not be read. Choose a CSV file, or paste the list.');
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
            ? 'Everyone in the list is on the team already: tick Invite to send someone without an account an invitation'
            : EMPTY_LIST),
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
      setOutcomes(await addPeople(team.id, preview, invited));
    } catch (failure) {
      // Nothing was added: the list and the choices stay as they are, to try again.
      setError(describeError(failure, teamMessages.addFailed).message);
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
      ? `Add ${people(fresh.length)}`
      : reinvited > 0
        ? `Invite ${people(reinvited)}`
        : 'Add people';
  const failed = outcomes ? toRetry(outcomes) : [];
  // One dialog from the list to the result: the result replaces the form in the same frame.
  return (
    <DialogFrame
      role="dialog"
      open
      title={`Add people to ${team.name}`}
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
                Edit and try again ({people(failed.length)})
              </Button>
            )}
            <Button size="lg" colorPalette="blue" onClick={onClose}>
              Done
            </Button>
          </>
        ) : (
          <>
            <Button size="lg" variant="ghost" onClick={close} disabled={busy}>
              Cancel
            </Button>
            <Button
              type="submit"
              size="lg"
              colorPalette="blue"
              loading={busy}
              loadingText="Adding..."
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
            Everyone you add is on the roster and gets the surveys sent to this team. Tick{' '}
            <chakra.span fontWeight="semibold">Invite</chakra.span> for anyone who should also get
            an e-mail to make an account and sign in
            {isOwner ? ', as a member or an admin who helps run the team' : ' (as a member)'}.
          </Text>
          <Field.Root invalid={Boolean(error)}>
            <Field.Label htmlFor={textId}>People</Field.Label>
            <Textarea
              id={textId}
              ref={textRef}
              name="people"
              rows={5}
              value={text}
              aria-describedby={hintId}
              placeholder={
                '"Lee, Jordan" <jordan@example.com>; sam@example.com\nPriya Nair, priya@example.com'
              }
              onChange={(e) => edit(e.target.value)}
            />
            <Field.HelperText id={hintId}>
              Paste e-mail addresses with or without names, separated by commas, semicolons or new
              lines, or a CSV with an &lsquo;email&rsquo; column (and &lsquo;name&rsquo;, or
              &lsquo;first name&rsquo; and &lsquo;last name&rsquo;). Up to {MAX_IMPORT_ROWS} people.
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
            Choose CSV file
          </Button>

          {roster.error && !members ? (
            <Alert.Root status="error" alignItems="center" flexWrap="wrap">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{teamMessages.loadDetailsFailed}</Alert.Title>
                <Alert.Description>
                  The team&rsquo;s people are needed to tell who is on it already.{' '}
                  {describeError(roster.error, teamMessages.loadDetailsFailed).message}
                </Alert.Description>
              </Alert.Content>
              <Button size="lg" variant="outline" onClick={() => void roster.mutate()}>
                Retry
              </Button>
            </Alert.Root>
          ) : !members ? (
            <Skeleton height="11" aria-busy="true">
              <Text srOnly role="status">
                Loading the team&rsquo;s people
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
                {previewSummary(preview.people, invited, preview.unread.length)}
              </Text>
              {overLimit && (
                <Alert.Root status="warning" role="alert">
                  <Alert.Indicator />
                  <Alert.Content>
                    <Alert.Title>More people than your plan has room for</Alert.Title>
                    <Alert.Description>
                      Your {plan.data?.plan.name} plan has room for {people(room)} more on your
                      teams ({plan.data?.limits.teamMembers} in all); this list adds {fresh.length}.
                      Take {fresh.length - room} out of the list, or{' '}
                      <Link asChild textDecoration="underline">
                        <RouterLink to={paths.billing.getHref()}>
                          upgrade on the Billing page
                        </RouterLink>
                      </Link>
                      .
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
                    {preview.unread.length === 1
                      ? 'Not read: 1 line (fix it in the box above)'
                      : `Not read: ${preview.unread.length} lines (fix them in the box above)`}
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
                        Line {u.line}: {u.text} — {u.reason}
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
): string {
  const count = (test: (p: ListedPerson) => boolean) => listed.filter(test).length;
  const fresh = count((p) => p.state === 'new');
  const freshInvited = count((p) => p.state === 'new' && invited.has(p.key));
  const onTeam = count((p) => p.state === 'onTeam');
  const reinvited = count((p) => p.state === 'onTeam' && p.invitable && invited.has(p.key));
  const repeats = count((p) => p.state === 'repeat');
  const parts = [
    `${people(fresh)} to add` + (freshInvited > 0 ? `, ${freshInvited} with an invitation` : ''),
  ];
  if (onTeam > 0) {
    parts.push(`${onTeam} already on the team` + (reinvited > 0 ? `, ${reinvited} to invite` : ''));
  }
  if (repeats > 0) parts.push(`${repeats} listed twice`);
  if (unread > 0) parts.push(`${unread} not read`);
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
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="l2" maxH="96">
      {/* A fixed layout: the person's column takes what the other two leave, and long addresses
          wrap in it, so the table never runs past a phone's width. */}
      <Table.Root size="sm" stickyHeader aria-label="People in the list" tableLayout="fixed">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Person</Table.ColumnHeader>
            <Table.ColumnHeader hideBelow="sm" w="36">
              On the team?
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
                <Checkbox.Label>Invite all</Checkbox.Label>
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
                          Invite <chakra.span srOnly>{p.name || p.email}</chakra.span>
                        </Checkbox.Label>
                      </Checkbox.Root>
                      {role !== undefined && p.state === 'onTeam' && (
                        <Text textStyle="sm" color="fg.muted">
                          A new link; their role stays
                        </Text>
                      )}
                      {role !== undefined && p.state === 'new' && canInviteAdmins && (
                        <NativeSelect.Root size="sm">
                          <NativeSelect.Field
                            aria-label={`Invite ${p.name || p.email} as`}
                            value={role}
                            onChange={(e) => onRole(p, e.target.value as MemberRole)}
                            minH="11"
                          >
                            <option value="member">Member</option>
                            <option value="admin">Admin</option>
                          </NativeSelect.Field>
                          <NativeSelect.Indicator />
                        </NativeSelect.Root>
                      )}
                      {role !== undefined && p.state === 'new' && !canInviteAdmins && (
                        <Text textStyle="sm" color="fg.muted">
                          as Member
                        </Text>
                      )}
                    </Stack>
                  ) : (
                    <Text textStyle="sm" color="fg.muted">
                      {p.state === 'onTeam' ? 'Has an account' : 'Not added again'}
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
  if (person.state === 'new') return <Text textStyle="sm">No, new</Text>;
  return (
    <Badge colorPalette="gray" variant="subtle" whiteSpace="normal" h="auto" py="0.5">
      {person.state === 'onTeam'
        ? 'Already on the team'
        : `Listed before (line ${person.duplicateOf})`}
    </Badge>
  );
}

/** What became of everyone in the list: the counts, and each person not added with why. */
function AddResult({ outcomes }: { outcomes: PersonOutcome[] }) {
  const counts = countOutcomes(outcomes);
  const notDone = toRetry(outcomes);
  const figures: [string, number][] = [
    ['Added', counts.added],
    ['Invited', counts.invited],
    ['Already there', counts.alreadyThere],
    ['Not done', counts.failed + counts.notMailed],
  ];
  return (
    <Stack gap="4" role="status" data-testid="add-result">
      <Alert.Root status={counts.failed > 0 || counts.notMailed > 0 ? 'warning' : 'success'}>
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{resultTitle(counts)}</Alert.Title>
        </Alert.Content>
      </Alert.Root>
      <HStack as="dl" gap={{ base: '4', sm: '8' }} wrap="wrap">
        {figures.map(([label, n]) => (
          <Stack key={label} gap="0" direction="column-reverse">
            <Text as="dt" textStyle="sm" color="fg.muted">
              {label}
            </Text>
            <Text as="dd" fontSize="2xl" fontWeight="semibold" data-testid={`count-${label}`}>
              {n}
            </Text>
          </Stack>
        ))}
      </HStack>
      {notDone.length > 0 && (
        <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" aria-label="Not done">
          {notDone.map((o) => (
            <Box as="li" key={`${o.line}-${o.email}`} borderBottomWidth="1px" pb="2">
              <Text overflowWrap="anywhere">
                Line {o.line}: {o.name ? `${o.name} <${o.email}>` : o.email}
              </Text>
              <Text textStyle="sm" color="fg.error">
                {whyNotDone(o)}
              </Text>
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function whyNotDone(o: PersonOutcome): string {
  if (o.invitation === 'notMailed') {
    return 'The invitation is saved, but its e-mail could not be sent: try again to resend it.';
  }
  if (o.invitation === 'failed') return `On the team; not invited: ${o.reason ?? ''}`;
  return o.reason ?? 'Not added';
}

function resultTitle(counts: ReturnType<typeof countOutcomes>): string {
  let title = `Added ${people(counts.added)}`;
  if (counts.invited > 0) title += `, ${counts.invited} invited`;
  if (counts.notMailed > 0) title += ` (${counts.notMailed} invitation e-mails not sent)`;
  if (counts.failed > 0) title += `; ${counts.failed} not done`;
  return `${title}.`;
}

import {
  Alert,
  Box,
  Button,
  Card,
  Checkbox,
  Field,
  Heading,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { forwardRef, useMemo, type FormEvent, type ReactNode } from 'react';
import type { Survey } from '#shared/api/surveys';
import type { Team } from '#shared/api/teams';
import { frequencies, isLocalDate, type Frequency } from '#shared/domain/run-times';
import { TextField } from '../../../components/form-field';
import { useAppIntl } from '../../../i18n/intl';
import {
  frequencyLabel,
  formatTime,
  formatWeekday,
  previewRuns,
  startDateBounds,
  timeZoneOptions,
  type RunCollision,
  type AutomationForm as Form,
  type EndMode,
} from '../calendar-rules';
import { automationFormMessages as f } from '../messages';
import { TeamPicker } from './team-picker';

interface AutomationFormProps {
  form: Form;
  onChange: (form: Form) => void;
  teams: Team[];
  surveys: Survey[];
  editing: boolean;
  saving: boolean;
  /** The form's problem or the save's failure, shown above the buttons. */
  problem?: { title: string; detail?: string | undefined } | undefined;
  onSubmit: () => void;
  onCancelEdit: () => void;
  /** Now, for the preview (tests pass a fixed instant). */
  now: Date;
  /** What is wrong with the start as typed (a date that has passed), shown on its field. */
  startError?: string | undefined;
  /** Which of the runs it would make fall on a day another automation sends the survey. */
  collisions?: (runs: ReturnType<typeof previewRuns>) => RunCollision[];
}

function SelectField({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="lg">
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)}>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/**
 * The calendar's form (spec 2 §2, §4, §5): teams, survey, frequency, start date, time and time
 * zone, and for a recurring rule its end and the weekend rule; the next runs it would make show
 * before it is saved. Add Automation, or Update Automation while editing.
 */
export const AutomationForm = forwardRef<HTMLFormElement, AutomationFormProps>(
  function AutomationForm(
    {
      form,
      onChange,
      teams,
      surveys,
      editing,
      saving,
      problem,
      onSubmit,
      onCancelEdit,
      now,
      startError,
      collisions,
    },
    ref,
  ) {
    const intl = useAppIntl();
    const { formatMessage } = intl;
    const set = <K extends keyof Form>(field: K, value: Form[K]) =>
      onChange({ ...form, [field]: value });
    const zones = useMemo(() => timeZoneOptions(form.timezone), [form.timezone]);
    const bounds = startDateBounds(now, form.timezone);
    // Runs of a start that cannot be saved would promise sends that never come.
    const runs = startError ? [] : previewRuns(form, now);
    const colliding = collisions ? collisions(runs) : [];
    const recurring = form.frequency !== 'once';
    const submit = (event: FormEvent) => {
      event.preventDefault();
      onSubmit();
    };

    return (
      <Card.Root variant="outline" as="section" aria-labelledby="automation-form-title">
        <Card.Body>
          <form ref={ref} onSubmit={submit} noValidate>
            <Stack gap="5">
              <Heading as="h2" size="lg" id="automation-form-title">
                {formatMessage(editing ? f.editTitle : f.scheduleTitle)}
              </Heading>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <TeamPicker
                  teams={teams}
                  selected={form.teamIds}
                  onChange={(teamIds) => set('teamIds', teamIds)}
                />
                <SelectField
                  label={formatMessage(f.survey)}
                  value={form.surveyId}
                  onChange={(value) => set('surveyId', value)}
                >
                  <option value="">{formatMessage(f.selectSurvey)}</option>
                  {surveys.map((survey) => (
                    <option key={survey.id} value={survey.id}>
                      {survey.title}
                    </option>
                  ))}
                </SelectField>
                <SelectField
                  label={formatMessage(f.frequency)}
                  value={form.frequency}
                  onChange={(value) => set('frequency', value as Frequency)}
                >
                  {frequencies.map((frequency) => (
                    <option key={frequency} value={frequency}>
                      {frequencyLabel(frequency, intl)}
                    </option>
                  ))}
                </SelectField>
                <SelectField
                  label={formatMessage(f.timeZone)}
                  value={form.timezone}
                  onChange={(value) => set('timezone', value)}
                >
                  {zones.map((zone) => (
                    <option key={zone} value={zone}>
                      {zone.replaceAll('_', ' ')}
                    </option>
                  ))}
                </SelectField>
                <TextField
                  label={formatMessage(f.startDate)}
                  type="date"
                  hint={formatMessage(recurring ? f.firstRound : f.goesOutDay)}
                  autoComplete="off"
                  {...(editing ? {} : { min: bounds.min })}
                  max={bounds.max}
                  value={form.startDate}
                  error={startError}
                  onChange={(e) => set('startDate', e.target.value)}
                />
                <TextField
                  label={formatMessage(f.time)}
                  type="time"
                  hint={formatMessage(f.inZone, { zone: form.timezone.replaceAll('_', ' ') })}
                  autoComplete="off"
                  value={form.time}
                  onChange={(e) => set('time', e.target.value)}
                />
                {recurring && (
                  <SelectField
                    label={formatMessage(f.ends)}
                    value={form.endMode}
                    onChange={(value) => set('endMode', value as EndMode)}
                  >
                    <option value="never">{formatMessage(f.never)}</option>
                    <option value="date">{formatMessage(f.onDate)}</option>
                    <option value="count">{formatMessage(f.afterRounds)}</option>
                  </SelectField>
                )}
                {recurring && form.endMode === 'date' && (
                  <TextField
                    label={formatMessage(f.endDate)}
                    type="date"
                    hint={formatMessage(f.lastDay)}
                    autoComplete="off"
                    {...(isLocalDate(form.startDate) ? { min: form.startDate } : {})}
                    value={form.endDate}
                    onChange={(e) => set('endDate', e.target.value)}
                  />
                )}
                {recurring && form.endMode === 'count' && (
                  <TextField
                    label={formatMessage(f.rounds)}
                    inputMode="numeric"
                    autoComplete="off"
                    value={form.maxRuns}
                    onChange={(e) => set('maxRuns', e.target.value)}
                  />
                )}
              </SimpleGrid>
              <Checkbox.Root
                checked={form.skipWeekends}
                onCheckedChange={(details) => set('skipWeekends', details.checked === true)}
                size="lg"
                minH="11"
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>
                  {formatMessage(f.skipWeekends, {
                    muted: (chunks: ReactNode[]) => (
                      <Text as="span" color="fg.muted" fontWeight="normal">
                        {chunks}
                      </Text>
                    ),
                  })}
                </Checkbox.Label>
              </Checkbox.Root>

              <Box aria-live="polite">
                <Text fontWeight="semibold" mb="1" id="preview-title">
                  {formatMessage(recurring ? f.nextRuns : f.goesOut)}
                </Text>
                {runs.length === 0 ? (
                  <Text color="fg.muted" textStyle="sm">
                    {formatMessage(startError ? f.fixStart : f.pickStart)}
                  </Text>
                ) : (
                  <Box as="ol" aria-labelledby="preview-title" ps="5" textStyle="sm">
                    {runs.map((run) => (
                      <li key={run.index}>
                        {formatMessage(f.runAt, {
                          day: formatWeekday(run.localDate, intl),
                          time: formatTime(run.localTime, intl),
                        })}
                      </li>
                    ))}
                  </Box>
                )}
              </Box>

              {colliding.length > 0 && (
                <Alert.Root status="warning" data-testid="run-collisions">
                  <Alert.Indicator />
                  <Alert.Content>
                    <Alert.Title>{formatMessage(f.collisionTitle)}</Alert.Title>
                    <Alert.Description>
                      <Box as="ul" ps="5" mb="1">
                        {colliding.map(({ run, teams }) => (
                          <li key={run.index}>
                            {formatMessage(f.collisionDay, {
                              day: formatWeekday(run.localDate, intl),
                              teams: teams.join(', '),
                            })}
                          </li>
                        ))}
                      </Box>
                      {formatMessage(f.collisionText)}
                    </Alert.Description>
                  </Alert.Content>
                </Alert.Root>
              )}

              {problem && (
                <Alert.Root status="error" role="alert">
                  <Alert.Indicator />
                  <Alert.Content>
                    <Alert.Title>{problem.title}</Alert.Title>
                    {problem.detail && problem.detail !== problem.title && (
                      <Alert.Description>{problem.detail}</Alert.Description>
                    )}
                  </Alert.Content>
                </Alert.Root>
              )}

              <Stack direction={{ base: 'column-reverse', sm: 'row' }} gap="3" justify="flex-end">
                {editing && (
                  <Button size="lg" variant="outline" onClick={onCancelEdit} disabled={saving}>
                    {formatMessage(f.cancelEdit)}
                  </Button>
                )}
                <Button
                  type="submit"
                  size="lg"
                  colorPalette="blue"
                  loading={saving}
                  loadingText={formatMessage(f.saving)}
                >
                  {formatMessage(editing ? f.update : f.add)}
                </Button>
              </Stack>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
    );
  },
);

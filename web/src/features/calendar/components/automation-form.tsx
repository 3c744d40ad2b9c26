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
import {
  frequencyLabels,
  formatTime,
  formatWeekday,
  previewRuns,
  startDateBounds,
  timeZoneOptions,
  type RunCollision,
  type AutomationForm as Form,
  type EndMode,
} from '../calendar-rules';
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
                {editing ? 'Edit automation' : 'Schedule a survey'}
              </Heading>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <TeamPicker
                  teams={teams}
                  selected={form.teamIds}
                  onChange={(teamIds) => set('teamIds', teamIds)}
                />
                <SelectField
                  label="Survey"
                  value={form.surveyId}
                  onChange={(value) => set('surveyId', value)}
                >
                  <option value="">Select a survey</option>
                  {surveys.map((survey) => (
                    <option key={survey.id} value={survey.id}>
                      {survey.title}
                    </option>
                  ))}
                </SelectField>
                <SelectField
                  label="Frequency"
                  value={form.frequency}
                  onChange={(value) => set('frequency', value as Frequency)}
                >
                  {frequencies.map((frequency) => (
                    <option key={frequency} value={frequency}>
                      {frequencyLabels[frequency]}
                    </option>
                  ))}
                </SelectField>
                <SelectField
                  label="Time zone"
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
                  label="Start date"
                  type="date"
                  hint={recurring ? 'The day of the first round' : 'The day it goes out'}
                  autoComplete="off"
                  {...(editing ? {} : { min: bounds.min })}
                  max={bounds.max}
                  value={form.startDate}
                  error={startError}
                  onChange={(e) => set('startDate', e.target.value)}
                />
                <TextField
                  label="Time"
                  type="time"
                  hint={`In ${form.timezone.replaceAll('_', ' ')}`}
                  autoComplete="off"
                  value={form.time}
                  onChange={(e) => set('time', e.target.value)}
                />
                {recurring && (
                  <SelectField
                    label="Ends"
                    value={form.endMode}
                    onChange={(value) => set('endMode', value as EndMode)}
                  >
                    <option value="never">Never</option>
                    <option value="date">On a date</option>
                    <option value="count">After a number of rounds</option>
                  </SelectField>
                )}
                {recurring && form.endMode === 'date' && (
                  <TextField
                    label="End date"
                    type="date"
                    hint="The last day a round may go out"
                    autoComplete="off"
                    {...(isLocalDate(form.startDate) ? { min: form.startDate } : {})}
                    value={form.endDate}
                    onChange={(e) => set('endDate', e.target.value)}
                  />
                )}
                {recurring && form.endMode === 'count' && (
                  <TextField
                    label="Number of rounds"
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
                  Skip weekends{' '}
                  <Text as="span" color="fg.muted" fontWeight="normal">
                    (a run on Saturday or Sunday moves to Monday; daily runs skip them)
                  </Text>
                </Checkbox.Label>
              </Checkbox.Root>

              <Box aria-live="polite">
                <Text fontWeight="semibold" mb="1" id="preview-title">
                  {recurring ? 'Next runs' : 'Goes out'}
                </Text>
                {runs.length === 0 ? (
                  <Text color="fg.muted" textStyle="sm">
                    {startError
                      ? 'Fix the start date to see when it goes out.'
                      : 'Pick a start date and time to see when it goes out.'}
                  </Text>
                ) : (
                  <Box as="ol" aria-labelledby="preview-title" ps="5" textStyle="sm">
                    {runs.map((run) => (
                      <li key={run.index}>
                        {formatWeekday(run.localDate)} at {formatTime(run.localTime)}
                      </li>
                    ))}
                  </Box>
                )}
              </Box>

              {colliding.length > 0 && (
                <Alert.Root status="warning" data-testid="run-collisions">
                  <Alert.Indicator />
                  <Alert.Content>
                    <Alert.Title>Another schedule sends this survey on the same day</Alert.Title>
                    <Alert.Description>
                      <Box as="ul" ps="5" mb="1">
                        {colliding.map(({ run, teams }) => (
                          <li key={run.index}>
                            {formatWeekday(run.localDate)}, to {teams.join(', ')}
                          </li>
                        ))}
                      </Box>
                      People get a survey at most once a day, so on those days this run skips
                      whoever already had it. Pick another day to reach everyone.
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
                    Cancel edit
                  </Button>
                )}
                <Button
                  type="submit"
                  size="lg"
                  colorPalette="blue"
                  loading={saving}
                  loadingText="Saving..."
                >
                  {editing ? 'Update Automation' : 'Add Automation'}
                </Button>
              </Stack>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
    );
  },
);

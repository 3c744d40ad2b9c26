import { Badge, Box, Button, Field, HStack, Stack, Text, Textarea, chakra } from '@chakra-ui/react';
import { useId, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { ImportResult } from '../../../../../shared/src/api/teams';
import {
  addableRows,
  MAX_IMPORT_ROWS,
  parseRosterImport,
  type ImportRow,
} from '../../../../../shared/src/domain/roster-import';
import { FormDialog } from '../../../components/form-dialog';
import { describeError } from '../../../lib/error-catalogue';
import { toast } from '../../../lib/toast';
import { useTeamMutations } from '../api/use-team-mutations';
import { teamMessages } from '../team-rules';

/** Rows the preview lists; the rest are counted. */
const PREVIEW_ROWS = 50;

interface BulkAddDialogProps {
  teamId: string;
  /** Lower-cased e-mail addresses already on the roster. */
  onRoster: ReadonlySet<string>;
  open: boolean;
  onClose: () => void;
}

const people = (n: number) => `${n} ${n === 1 ? 'person' : 'people'}`;

function rowStatus(row: ImportRow): { label: string; palette: string } {
  if (row.duplicateOf !== undefined) {
    return { label: `Repeat of line ${row.duplicateOf}`, palette: 'gray' };
  }
  if (row.problem) return { label: row.problem, palette: 'red' };
  return { label: 'Ready', palette: 'green' };
}

/**
 * Bulk add: a pasted list (`Name <email>`, e-mails, `Name, email`) or a CSV file, previewed row
 * by row with what stops each one, then added in one request. Like Add Member it sends no e-mail.
 */
export function BulkAddDialog({ teamId, onRoster, open, onClose }: BulkAddDialogProps) {
  const { importMembers } = useTeamMutations();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [failed, setFailed] = useState<ImportResult[]>([]);
  const fileRef = useRef<HTMLInputElement>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const textId = useId();
  const hintId = useId();

  const parse = useMemo(
    () => (text.trim() === '' ? undefined : parseRosterImport(text, onRoster)),
    [text, onRoster],
  );
  const ready = parse ? addableRows(parse).length : 0;
  const skipped = parse?.rows.filter((r) => r.duplicateOf !== undefined).length ?? 0;
  const problems = parse ? parse.rows.length - ready - skipped : 0;

  const close = () => {
    setText('');
    setError(undefined);
    setFailed([]);
    onClose();
  };

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      setText(await file.text());
      setError(undefined);
      setFailed([]);
    } catch {
      setError('That file could not be read. Choose a CSV file, or paste the list.');
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!parse || parse.problem || ready === 0) {
      setError(parse?.problem ?? 'Paste at least one e-mail address, or choose a CSV file');
      textRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      const result = await importMembers(teamId, text);
      const notAdded = result.results.filter((r) => r.status === 'failed');
      if (notAdded.length === 0) {
        toast.success(result.message);
        setBusy(false);
        close();
        return;
      }
      toast.warning(result.message, { title: 'Some people were not added' });
      setFailed(notAdded);
      // The rows not added stay in the box, to be fixed and added again; the rest are on the
      // roster and would only come back as repeats.
      setText(notAdded.map((r) => (r.name ? `${r.name} <${r.email}>` : r.email)).join('\n'));
      setBusy(false);
    } catch (failure) {
      setBusy(false);
      const described = describeError(failure, teamMessages.addFailed);
      setError(described.message);
      toast.failure(described);
    }
  };

  return (
    <FormDialog
      open={open}
      title="Add Several Members"
      onClose={close}
      onSubmit={(e) => void submit(e)}
      busy={busy}
      submitLabel={ready > 0 ? `Add ${people(ready)}` : 'Add Members'}
      busyLabel="Adding..."
      initialFocus={textRef}
    >
      <Stack gap="4">
        <Text color="fg.muted">
          Put many people on the roster at once. Like Add Member, this sends no e-mail: they get the
          surveys you send to this team. Use Invite Member for someone who should sign in and help
          run it.
        </Text>
        <Field.Root invalid={Boolean(error)}>
          <Field.Label htmlFor={textId}>People, one per line</Field.Label>
          <Textarea
            id={textId}
            ref={textRef}
            name="people"
            rows={6}
            value={text}
            aria-describedby={hintId}
            placeholder={
              'Dee Mensah <dee@example.com>\nsam@example.com\nPriya Nair, priya@example.com'
            }
            onChange={(e) => {
              setText(e.target.value);
              setError(undefined);
            }}
          />
          <Field.HelperText id={hintId}>
            Paste names and e-mail addresses, or choose a CSV file with an &lsquo;email&rsquo;
            column (and &lsquo;name&rsquo;, or &lsquo;first name&rsquo; and &lsquo;last
            name&rsquo;). Up to {MAX_IMPORT_ROWS} people.
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

        {failed.length > 0 && (
          <Box role="alert" borderWidth="1px" borderColor="border.error" borderRadius="l2" p="3">
            <Text fontWeight="semibold" mb="2">
              Not added
            </Text>
            <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
              {failed.map((r) => (
                <Text as="li" key={`${r.line}-${r.email}`} textStyle="sm" overflowWrap="anywhere">
                  Line {r.line}: {r.email} — {r.reason}
                </Text>
              ))}
            </Stack>
          </Box>
        )}

        {parse && !parse.problem && (
          <Stack gap="2" aria-live="polite">
            <Text fontWeight="semibold" data-testid="import-summary">
              {people(ready)} ready
              {skipped > 0 ? `, ${skipped} repeated` : ''}
              {problems > 0 ? `, ${problems} with a problem` : ''}
            </Text>
            <Stack
              as="ul"
              gap="1"
              listStyleType="none"
              m="0"
              p="0"
              maxH="64"
              overflowY="auto"
              aria-label="Preview"
            >
              {parse.rows.slice(0, PREVIEW_ROWS).map((row, i) => {
                const status = rowStatus(row);
                return (
                  <HStack
                    as="li"
                    key={`${row.line}-${i}`}
                    gap="2"
                    justify="space-between"
                    align="flex-start"
                    py="1"
                    borderBottomWidth="1px"
                  >
                    <Box minW="0">
                      <Text textStyle="sm" overflowWrap="anywhere">
                        {row.name ? `${row.name} · ` : ''}
                        {row.email || '(no e-mail)'}
                      </Text>
                      <Text textStyle="xs" color="fg.muted">
                        Line {row.line}
                      </Text>
                    </Box>
                    <Badge
                      colorPalette={status.palette}
                      variant="subtle"
                      flexShrink={0}
                      maxW="50%"
                      whiteSpace="normal"
                      textAlign="end"
                      h="auto"
                      py="0.5"
                    >
                      {status.label}
                    </Badge>
                  </HStack>
                );
              })}
            </Stack>
            {parse.rows.length > PREVIEW_ROWS && (
              <Text textStyle="sm" color="fg.muted">
                and {parse.rows.length - PREVIEW_ROWS} more
              </Text>
            )}
          </Stack>
        )}
        {parse?.problem && !error && (
          <Text color="fg.error" role="alert">
            {parse.problem}
          </Text>
        )}
      </Stack>
    </FormDialog>
  );
}

import { Badge, Button, Card, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { SharedResults } from '#shared/api/shares';
import { SHARE_NOTE_MAX } from '#shared/api/shares';
import { DialogFrame } from '../../../components/dialog-frame';
import { TextareaField } from '../../../components/form-field';
import { SharedResultsView, sharedDay } from '../../../components/shared-results-view';
import { apiRequest } from '../../../lib/api-client';
import { describeError } from '../../../lib/error-catalogue';
import { toast } from '../../../lib/toast';
import { useResultsShares } from '../api/use-results-shares';
import { CopyLinkField } from './copy-link-field';
import { CheckboxField } from './fields';
import { ConfirmDialog } from './confirm-dialog';

export const SHARE_MESSAGES = {
  previewFailed: 'Failed to preview the shared results',
  shareFailed: 'Failed to share the results',
  revokeFailed: 'Failed to take the page down',
  revoked: 'The shared page is down: its link no longer opens.',
} as const;

/**
 * "Share with the team" for one round (issue #31, decision 0054): a note, comments off unless
 * ticked, a preview drawn by the same component as the public page, then the page's link, shown
 * once.
 */
export function ShareResultsButton({
  surveyId,
  round,
  onShared,
}: {
  surveyId: string;
  round: number;
  onShared: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [includeComments, setIncludeComments] = useState(false);
  const [mailInvited, setMailInvited] = useState(true);
  const [preview, setPreview] = useState<SharedResults | null>(null);
  const [link, setLink] = useState<string | null>(null);
  const [busy, setBusy] = useState<'preview' | 'share' | null>(null);
  const [noteError, setNoteError] = useState<string | undefined>();

  const reset = () => {
    setOpen(false);
    setNote('');
    setIncludeComments(false);
    setMailInvited(true);
    setPreview(null);
    setLink(null);
    setNoteError(undefined);
  };
  const body = { note, includeComments, mailInvited };
  // The people invited to the round by e-mail: each gets the link once (decision 0058).
  const invited = preview?.rounds.find((r) => r.round === round)?.invited ?? 0;
  const people = (n: number) => `${n} ${n === 1 ? 'person' : 'people'}`;
  const mailLine = mailInvited
    ? invited > 0
      ? `${people(invited)} invited to this round will get an e-mail with the link and your note.`
      : 'Nobody was invited to this round by e-mail, so no e-mail goes out: pass the link on yourself.'
    : 'No e-mail goes out: pass the link on yourself.';
  const params = { id: surveyId, round: String(round) };
  const tooLong = note.length > SHARE_NOTE_MAX;

  const showPreview = async () => {
    if (tooLong) return setNoteError(`The note must be at most ${SHARE_NOTE_MAX} characters`);
    setBusy('preview');
    try {
      setPreview(await apiRequest('PreviewResultsShare', { params, body }));
    } catch (failure) {
      toast.failure(describeError(failure, SHARE_MESSAGES.previewFailed));
    } finally {
      setBusy(null);
    }
  };
  const share = async () => {
    setBusy('share');
    try {
      const created = await apiRequest('CreateResultsShare', { params, body });
      setLink(`${window.location.origin}${created.path}`);
      onShared();
    } catch (failure) {
      toast.failure(describeError(failure, SHARE_MESSAGES.shareFailed));
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <Button size="lg" variant="outline" onClick={() => setOpen(true)}>
        Share with the team
      </Button>
      <DialogFrame
        role="dialog"
        open={open}
        title={link ? 'Results shared' : `Share round ${round}’s results`}
        onDismiss={reset}
        busy={busy !== null}
        size={preview && !link ? { base: 'full', md: 'xl' } : { base: 'xs', sm: 'md' }}
        {...(preview && !link ? { scrollBehavior: 'inside' as const } : {})}
        footer={
          link ? (
            <Button size="lg" colorPalette="blue" onClick={reset}>
              Done
            </Button>
          ) : (
            <>
              <Button size="lg" variant="outline" onClick={reset} disabled={busy !== null}>
                Cancel
              </Button>
              {preview ? (
                <>
                  <Button size="lg" variant="outline" onClick={() => setPreview(null)}>
                    Edit
                  </Button>
                  <Button
                    size="lg"
                    colorPalette="blue"
                    loading={busy === 'share'}
                    loadingText="Sharing..."
                    onClick={() => void share()}
                  >
                    Share
                  </Button>
                </>
              ) : (
                <Button
                  size="lg"
                  colorPalette="blue"
                  loading={busy === 'preview'}
                  loadingText="Preparing..."
                  onClick={() => void showPreview()}
                >
                  Preview
                </Button>
              )}
            </>
          )
        }
      >
        {link ? (
          <Stack gap="3">
            <CopyLinkField
              url={link}
              label="Shared page"
              hint="Copy it now: it is shown only once. Anyone with the link can open the page until you take it down."
            />
            {mailInvited && invited > 0 ? (
              <Text>The e-mails to {people(invited)} are on their way.</Text>
            ) : null}
          </Stack>
        ) : preview ? (
          <Stack gap="3">
            <Text textStyle="sm" color="fg.muted">
              This is exactly what people will see on the shared page, with the list of who opened
              the survey’s results under it. The figures are frozen when you share.
            </Text>
            <Text fontWeight="medium" data-testid="share-mail-count">
              {mailLine}
            </Text>
            {/* Focusable, so the preview can be scrolled by keyboard inside the dialog. */}
            <Card.Root
              variant="outline"
              data-testid="share-preview"
              tabIndex={0}
              role="region"
              aria-label="Preview of the shared page"
            >
              <Card.Body>
                <SharedResultsView results={preview} />
              </Card.Body>
            </Card.Root>
          </Stack>
        ) : (
          <Stack gap="4">
            <Text color="fg.muted">
              A page with this round’s figures as the results show them now, its trend and your
              note. Nothing the results hold back is shared.
            </Text>
            <TextareaField
              label="Note to the team"
              rows={4}
              value={note}
              error={noteError}
              hint="For example what you will do next. Optional."
              onChange={(event) => {
                setNote(event.target.value);
                if (noteError) setNoteError(undefined);
              }}
            />
            <CheckboxField
              label="Include comments"
              checked={includeComments}
              onChange={setIncludeComments}
              hint="Only the excerpts the results already show; off unless you tick it."
            />
            <CheckboxField
              label="E-mail the link to the people invited to this round"
              checked={mailInvited}
              onChange={setMailInvited}
              hint="Each person invited by e-mail gets one e-mail with the link, the survey’s name and your note; no figures. The preview says how many."
            />
          </Stack>
        )}
      </DialogFrame>
    </>
  );
}

/** The survey's shared pages: who shared which round when, and a way to take each down. */
export function ResultsShares({ surveyId }: { surveyId: string }) {
  const { data, mutate } = useResultsShares(surveyId);
  const [revoking, setRevoking] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!data || data.shares.length === 0) return null;
  const revoke = async (shareId: string) => {
    setBusy(true);
    try {
      await apiRequest('RevokeResultsShare', { params: { id: surveyId, shareId } });
      toast.success(SHARE_MESSAGES.revoked);
      setRevoking(null);
      await mutate();
    } catch (failure) {
      toast.failure(describeError(failure, SHARE_MESSAGES.revokeFailed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack as="section" gap="2" aria-labelledby="results-shares" data-testid="results-shares">
      <Heading as="h2" size="md" id="results-shares">
        Shared pages
      </Heading>
      <List.Root gap="2" ps="0" listStyleType="none">
        {data.shares.map((s) => (
          <List.Item key={s.id}>
            <HStack gap="3" wrap="wrap" justify="space-between">
              <Text>
                Round {s.round}, shared by {s.sharedBy} on {sharedDay(s.sharedAt.slice(0, 10))}
                {s.includeComments ? ', with comments' : ''}
                {s.mailed === null
                  ? ''
                  : `, e-mailed to ${s.mailed} ${s.mailed === 1 ? 'person' : 'people'}`}
              </Text>
              {s.revokedAt ? (
                <Badge variant="subtle">Taken down {sharedDay(s.revokedAt.slice(0, 10))}</Badge>
              ) : (
                <Button
                  size="sm"
                  variant="outline"
                  colorPalette="red"
                  minH="11"
                  onClick={() => setRevoking(s.id)}
                >
                  Take down
                </Button>
              )}
            </HStack>
          </List.Item>
        ))}
      </List.Root>
      <ConfirmDialog
        open={revoking !== null}
        title="Take the shared page down?"
        confirmLabel="Take down"
        destructive
        busy={busy}
        onConfirm={() => revoking && void revoke(revoking)}
        onCancel={() => setRevoking(null)}
      >
        Its link stops opening for everyone. This cannot be undone; you can share the round again.
      </ConfirmDialog>
    </Stack>
  );
}

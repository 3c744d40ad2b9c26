import { Badge, Button, Card, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { SharedResults } from '#shared/api/shares';
import { SHARE_NOTE_MAX } from '#shared/api/shares';
import { DialogFrame } from '../../../components/dialog-frame';
import { TextareaField } from '../../../components/form-field';
import { SharedResultsView } from '../../../components/shared-results-view';
import { apiRequest } from '../../../lib/api-client';
import { describeError } from '../../../lib/error-catalogue';
import { toast } from '../../../lib/toast';
import { useResultsShares } from '../api/use-results-shares';
import { CopyLinkField } from './copy-link-field';
import { CheckboxField } from './fields';
import { ConfirmDialog } from './confirm-dialog';
import { shareMessages as m, useRoundIntl } from '../round-messages';

/** A share's day ('2026-11-03') as 'Nov 3, 2026', in the app's language. */
function useSharedDay(): (day: string) => string {
  const { intl } = useRoundIntl();
  return (day) => {
    const date = new Date(`${day}T00:00:00Z`);
    return Number.isNaN(date.getTime())
      ? day
      : intl.formatDate(date, { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
  };
}

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
  const { t } = useRoundIntl();
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
  const mailLine = mailInvited
    ? invited > 0
      ? t(m.mailInvited, { count: invited })
      : t(m.mailNobody)
    : t(m.mailOff);
  const params = { id: surveyId, round: String(round) };
  const tooLong = note.length > SHARE_NOTE_MAX;

  const showPreview = async () => {
    if (tooLong) return setNoteError(t(m.noteTooLong, { max: String(SHARE_NOTE_MAX) }));
    setBusy('preview');
    try {
      setPreview(await apiRequest('PreviewResultsShare', { params, body }));
    } catch (failure) {
      toast.failure(describeError(failure, t(m.previewFailed)));
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
      toast.failure(describeError(failure, t(m.shareFailed)));
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <Button size="lg" variant="outline" onClick={() => setOpen(true)}>
        {t(m.button)}
      </Button>
      <DialogFrame
        role="dialog"
        open={open}
        title={link ? t(m.sharedTitle) : t(m.title, { round })}
        onDismiss={reset}
        busy={busy !== null}
        size={preview && !link ? { base: 'full', md: 'xl' } : { base: 'xs', sm: 'md' }}
        {...(preview && !link ? { scrollBehavior: 'inside' as const } : {})}
        footer={
          link ? (
            <Button size="lg" colorPalette="blue" onClick={reset}>
              {t(m.done)}
            </Button>
          ) : (
            <>
              <Button size="lg" variant="outline" onClick={reset} disabled={busy !== null}>
                {t(m.cancel)}
              </Button>
              {preview ? (
                <>
                  <Button size="lg" variant="outline" onClick={() => setPreview(null)}>
                    {t(m.edit)}
                  </Button>
                  <Button
                    size="lg"
                    colorPalette="blue"
                    loading={busy === 'share'}
                    loadingText={t(m.sharing)}
                    onClick={() => void share()}
                  >
                    {t(m.share)}
                  </Button>
                </>
              ) : (
                <Button
                  size="lg"
                  colorPalette="blue"
                  loading={busy === 'preview'}
                  loadingText={t(m.preparing)}
                  onClick={() => void showPreview()}
                >
                  {t(m.preview)}
                </Button>
              )}
            </>
          )
        }
      >
        {link ? (
          <Stack gap="3">
            <CopyLinkField url={link} label={t(m.linkLabel)} hint={t(m.linkHint)} />
            {mailInvited && invited > 0 ? <Text>{t(m.mailsOnWay, { count: invited })}</Text> : null}
          </Stack>
        ) : preview ? (
          <Stack gap="3">
            <Text textStyle="sm" color="fg.muted">
              {t(m.previewIntro)}
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
              aria-label={t(m.previewRegion)}
            >
              <Card.Body>
                <SharedResultsView results={preview} />
              </Card.Body>
            </Card.Root>
          </Stack>
        ) : (
          <Stack gap="4">
            <Text color="fg.muted">{t(m.intro)}</Text>
            <TextareaField
              label={t(m.noteLabel)}
              rows={4}
              value={note}
              error={noteError}
              hint={t(m.noteHint)}
              onChange={(event) => {
                setNote(event.target.value);
                if (noteError) setNoteError(undefined);
              }}
            />
            <CheckboxField
              label={t(m.includeComments)}
              checked={includeComments}
              onChange={setIncludeComments}
              hint={t(m.includeCommentsHint)}
            />
            <CheckboxField
              label={t(m.mailLabel)}
              checked={mailInvited}
              onChange={setMailInvited}
              hint={t(m.mailHint)}
            />
          </Stack>
        )}
      </DialogFrame>
    </>
  );
}

/** The survey's shared pages: who shared which round when, and a way to take each down. */
export function ResultsShares({ surveyId }: { surveyId: string }) {
  const { t } = useRoundIntl();
  const sharedDay = useSharedDay();
  const { data, mutate } = useResultsShares(surveyId);
  const [revoking, setRevoking] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!data || data.shares.length === 0) return null;
  const revoke = async (shareId: string) => {
    setBusy(true);
    try {
      await apiRequest('RevokeResultsShare', { params: { id: surveyId, shareId } });
      toast.success(t(m.revoked));
      setRevoking(null);
      await mutate();
    } catch (failure) {
      toast.failure(describeError(failure, t(m.revokeFailed)));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack as="section" gap="2" aria-labelledby="results-shares" data-testid="results-shares">
      <Heading as="h2" size="md" id="results-shares">
        {t(m.pagesHeading)}
      </Heading>
      <List.Root gap="2" ps="0" listStyleType="none">
        {data.shares.map((s) => (
          <List.Item key={s.id}>
            <HStack gap="3" wrap="wrap" justify="space-between">
              <Text>
                {t(m.pageItem, {
                  round: s.round,
                  name: s.sharedBy,
                  day: sharedDay(s.sharedAt.slice(0, 10)),
                  comments: s.includeComments ? 'yes' : 'no',
                  mailed: s.mailed === null ? 'no' : 'yes',
                  count: s.mailed ?? 0,
                })}
              </Text>
              {s.revokedAt ? (
                <Badge variant="subtle">
                  {t(m.takenDown, { day: sharedDay(s.revokedAt.slice(0, 10)) })}
                </Badge>
              ) : (
                <Button
                  size="sm"
                  variant="outline"
                  colorPalette="red"
                  minH="11"
                  onClick={() => setRevoking(s.id)}
                >
                  {t(m.takeDown)}
                </Button>
              )}
            </HStack>
          </List.Item>
        ))}
      </List.Root>
      <ConfirmDialog
        open={revoking !== null}
        title={t(m.takeDownTitle)}
        confirmLabel={t(m.takeDown)}
        destructive
        busy={busy}
        onConfirm={() => revoking && void revoke(revoking)}
        onCancel={() => setRevoking(null)}
      >
        {t(m.takeDownText)}
      </ConfirmDialog>
    </Stack>
  );
}

import { Button, Stack, Text } from '@chakra-ui/react';
import { useAppIntl } from '../i18n/intl';
import { DialogFrame } from './dialog-frame';
import { componentMessages as m } from './messages';

interface StaleVersionDialogProps {
  open: boolean;
  /** What was changed, in the product's words: 'survey', 'team', 'profile'. */
  thing: string;
  /** Which choice is being carried out, if any: the buttons wait for it. */
  busy?: 'reload' | 'keep' | undefined;
  /** Reload theirs: the newer version replaces what this page holds; the user's edits go. */
  onReload: () => void;
  /**
   * Keep mine: save what this page changed over the newer version (the fields it did not change
   * keep the newer values, see lib/merge-changes.ts).
   */
  onKeep: () => void;
  /** Close without choosing: nothing is saved, the edits stay on the page. */
  onClose: () => void;
}

/**
 * What a save based on an older version (409 `stale_version`, decision 0025) shows: someone
 * else changed it meanwhile, and the two ways on. Never 'All changes saved'.
 */
export function StaleVersionDialog({
  open,
  thing,
  busy,
  onReload,
  onKeep,
  onClose,
}: StaleVersionDialogProps) {
  const { formatMessage } = useAppIntl();
  return (
    <DialogFrame
      role="alertdialog"
      open={open}
      title={formatMessage(m.staleTitle, { thing })}
      busy={busy !== undefined}
      onDismiss={onClose}
      size={{ base: 'xs', sm: 'md' }}
      footer={
        <>
          <Button
            size="lg"
            variant="outline"
            loading={busy === 'reload'}
            disabled={busy !== undefined}
            onClick={onReload}
          >
            {formatMessage(m.reloadTheirs)}
          </Button>
          <Button
            size="lg"
            colorPalette="blue"
            loading={busy === 'keep'}
            disabled={busy !== undefined}
            onClick={onKeep}
          >
            {formatMessage(m.keepMine)}
          </Button>
        </>
      }
    >
      <Stack gap="3" color="fg.muted">
        <Text>{formatMessage(m.staleText, { thing })}</Text>
        <Text>{formatMessage(m.staleHow)}</Text>
      </Stack>
    </DialogFrame>
  );
}

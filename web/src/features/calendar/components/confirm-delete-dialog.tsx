import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useAppIntl } from '../../../i18n/intl';
import { ruleText } from '../calendar-rules';
import { calendarDialogMessages as d } from '../messages';

interface ConfirmDeleteDialogProps {
  /** The survey the automation sends, named in the question's detail. */
  title: string | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** 'Delete this automation?' (spec 2 §5): an alert dialog, focus starting on Cancel. */
export function ConfirmDeleteDialog({
  title,
  busy,
  onConfirm,
  onCancel,
}: ConfirmDeleteDialogProps) {
  const intl = useAppIntl();
  const { formatMessage } = intl;
  return (
    <Dialog.Root
      role="alertdialog"
      open={title !== null}
      onOpenChange={(details) => {
        if (!details.open && !busy) onCancel();
      }}
      size={{ base: 'xs', sm: 'sm' }}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{ruleText('confirmDelete', intl)}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text color="fg.muted">{formatMessage(d.deleteDetail, { title })}</Text>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              <Button size="lg" variant="outline" onClick={onCancel} disabled={busy}>
                {formatMessage(d.cancel)}
              </Button>
              <Button size="lg" colorPalette="red" loading={busy} onClick={onConfirm}>
                {formatMessage(d.delete)}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

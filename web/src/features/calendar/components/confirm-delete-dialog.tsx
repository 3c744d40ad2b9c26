import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { calendarMessages } from '../calendar-rules';

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
              <Dialog.Title>{calendarMessages.confirmDelete}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text color="fg.muted">
                {title} will no longer be sent on this schedule. Rounds already sent and their
                responses stay.
              </Text>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              <Button size="lg" variant="outline" onClick={onCancel} disabled={busy}>
                Cancel
              </Button>
              <Button size="lg" colorPalette="red" loading={busy} onClick={onConfirm}>
                Delete
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

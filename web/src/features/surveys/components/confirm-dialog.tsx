import { Button, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DialogFrame } from '../../../components/dialog-frame';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** A destructive action shows in red. */
  destructive?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before something that cannot be taken back. An alert dialog: focus starts on Cancel,
 * Escape and the backdrop cancel.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  destructive,
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <DialogFrame
      role="alertdialog"
      open={open}
      title={title}
      busy={busy}
      onDismiss={onCancel}
      footer={
        <>
          <Button size="lg" variant="outline" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button
            size="lg"
            colorPalette={destructive ? 'red' : 'blue'}
            loading={busy}
            onClick={onConfirm}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Text color="fg.muted">{children}</Text>
    </DialogFrame>
  );
}

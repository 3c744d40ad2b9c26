import { Dialog, Portal } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';

interface DialogFrameProps {
  /**
   * `alertdialog` for a dialog that asks before something happens (a confirmation, a deletion, a
   * save that met a newer version); `dialog` for one that only collects a form.
   */
  role: 'dialog' | 'alertdialog';
  open: boolean;
  title: ReactNode;
  /** Escape, the backdrop or the dialog's own close asked to close it. */
  onDismiss: () => void;
  /** While an action runs, the dialog stays open whatever is pressed. */
  busy?: boolean;
  size?: Dialog.RootProps['size'];
  scrollBehavior?: Dialog.RootProps['scrollBehavior'];
  /** The element focus starts on (by default the first control, Cancel in most dialogs). */
  initialFocusEl?: () => HTMLElement | null;
  /** Makes the dialog one form: its submit button (in `footer`) submits it, Enter too. */
  onSubmit?: (event: FormEvent) => void;
  /** The buttons, in reading order: the way back first, the action last. */
  footer: ReactNode;
  children: ReactNode;
}

/**
 * The frame of the product's small dialogs: centred, with room at the sides on a phone, its
 * buttons wrapping below each other when narrow, and never closed while its action runs.
 */
export function DialogFrame({
  role,
  open,
  title,
  onDismiss,
  busy,
  size = { base: 'xs', sm: 'sm' },
  scrollBehavior,
  initialFocusEl,
  onSubmit,
  footer,
  children,
}: DialogFrameProps) {
  const parts = (
    <>
      <Dialog.Header>
        <Dialog.Title wordBreak="break-word">{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>{children}</Dialog.Body>
      <Dialog.Footer flexWrap="wrap" gap="3">
        {footer}
      </Dialog.Footer>
    </>
  );
  return (
    <Dialog.Root
      role={role}
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !busy) onDismiss();
      }}
      size={size}
      placement="center"
      {...(scrollBehavior ? { scrollBehavior } : {})}
      {...(initialFocusEl ? { initialFocusEl } : {})}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          {onSubmit ? (
            <Dialog.Content asChild>
              <form onSubmit={onSubmit} noValidate>
                {parts}
              </form>
            </Dialog.Content>
          ) : (
            <Dialog.Content>{parts}</Dialog.Content>
          )}
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

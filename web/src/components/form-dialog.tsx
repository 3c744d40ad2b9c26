import { Button } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { useAppIntl } from '../i18n/intl';
import { componentMessages as m } from './messages';
import { DialogFrame } from './dialog-frame';

interface FormDialogProps {
  open: boolean;
  title: string;
  /** Asked to close (Cancel, Escape, the backdrop); ignored while `busy`. */
  onClose: () => void;
  onSubmit: (event: FormEvent) => void;
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  /** The field that takes focus when the dialog opens. */
  initialFocus?: RefObject<HTMLElement | null>;
  /**
   * A form that deletes something: an alert dialog, wider (it says first what goes), scrolling
   * inside on a short screen, with its submit button in red.
   */
  destructive?: boolean;
  children: ReactNode;
}

/**
 * A dialog holding one form: title, fields, Cancel and a submit button that shows it is busy.
 * Submitting by Enter works, and the dialog cannot be closed while the form is being sent.
 */
export function FormDialog({
  open,
  title,
  onClose,
  onSubmit,
  busy,
  submitLabel,
  busyLabel,
  initialFocus,
  destructive,
  children,
}: FormDialogProps) {
  const { formatMessage } = useAppIntl();
  const close = () => {
    if (!busy) onClose();
  };
  return (
    <DialogFrame
      role={destructive ? 'alertdialog' : 'dialog'}
      open={open}
      title={title}
      busy={busy}
      onDismiss={close}
      onSubmit={onSubmit}
      {...(destructive
        ? { size: { base: 'md', md: 'lg' }, scrollBehavior: 'inside' as const }
        : { size: 'md' as const })}
      {...(initialFocus ? { initialFocusEl: () => initialFocus.current } : {})}
      footer={
        <>
          <Button size="lg" variant="ghost" onClick={close} disabled={busy}>
            {formatMessage(m.cancel)}
          </Button>
          <Button
            type="submit"
            size="lg"
            colorPalette={destructive ? 'red' : 'blue'}
            loading={busy}
            loadingText={busyLabel}
          >
            {submitLabel}
          </Button>
        </>
      }
    >
      {children}
    </DialogFrame>
  );
}

/**
 * A form's values and field errors: `update(field)` is an input's onChange that also clears
 * that field's error, `reset()` goes back to `empty`.
 */
export function useFormState<T extends { [K in keyof T]: string }>(empty: T) {
  const [form, setForm] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<keyof T, string>>>({});
  const update = (field: keyof T) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };
  const reset = () => {
    setForm(empty);
    setErrors({});
  };
  return { form, errors, setErrors, update, reset };
}

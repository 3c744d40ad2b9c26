import {
  Box,
  Field,
  IconButton,
  Input,
  InputGroup,
  Text,
  Textarea,
  type InputProps,
  type TextareaProps,
} from '@chakra-ui/react';
import { forwardRef, useId, useState, type ReactNode } from 'react';
import { useAppIntl } from '../i18n/intl';
import { componentMessages as m } from './messages';

interface FieldFrameProps {
  label: ReactNode;
  /** The field's error; it is announced (polite live region) and tied to the control. */
  error?: string | null;
  /** A second line under the error (the spec's "detail"). */
  errorDetail?: string | null;
  hint?: ReactNode;
  required?: boolean;
}

/**
 * Said once a field holds as many characters as it takes, so that a longer paste, which the
 * browser cuts at the limit without a word, does not pass unnoticed.
 */
function useLimitNote({ maxLength, value }: { maxLength?: number | undefined; value?: unknown }) {
  const { formatMessage } = useAppIntl();
  return typeof maxLength === 'number' &&
    maxLength >= FREE_TEXT_LIMIT &&
    typeof value === 'string' &&
    value.length >= maxLength
    ? formatMessage(m.limitReached, { max: maxLength })
    : null;
}

/**
 * Below this a limit is a format's length (a colour's 7, a date's 10, a phone number's), which a
 * valid value fills: only free text, where a paste can run long, is told it reached its limit.
 */
const FREE_TEXT_LIMIT = 50;

/** Ids that tie a control to its hint and error, for `aria-describedby`. */
function useFieldIds(hasHint: boolean, hasError: boolean, extra?: string) {
  const base = useId();
  const hintId = `${base}-hint`;
  const errorId = `${base}-error`;
  const describedBy = [hasHint ? hintId : null, extra ?? null, hasError ? errorId : null].filter(
    Boolean,
  );
  return {
    controlId: `${base}-control`,
    hintId,
    errorId,
    describedBy: describedBy.length ? describedBy.join(' ') : undefined,
  };
}

function FieldFrame({
  label,
  error,
  errorDetail,
  hint,
  required,
  ids,
  limit,
  children,
}: FieldFrameProps & {
  ids: ReturnType<typeof useFieldIds>;
  limit?: string | null;
  children: ReactNode;
}) {
  return (
    <Field.Root invalid={Boolean(error)} required={required} id={ids.controlId}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {hint && (
        <Text id={ids.hintId} textStyle="sm" color="fg.muted">
          {hint}
        </Text>
      )}
      {/* Always present, so screen readers hear an error the moment it appears. */}
      <Box id={ids.errorId} aria-live="polite" color="fg.error" textStyle="sm" width="full">
        {error && <Text fontWeight="medium">{error}</Text>}
        {error && errorDetail && <Text>{errorDetail}</Text>}
        {!error && limit && <Text color="fg.muted">{limit}</Text>}
      </Box>
    </Field.Root>
  );
}

export type TextFieldProps = FieldFrameProps & Omit<InputProps, 'size'>;

/** A labelled input with its hint and error (44 px tall). */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, errorDetail, hint, required, ...input },
  ref,
) {
  const ids = useFieldIds(Boolean(hint), Boolean(error), input['aria-describedby']);
  const limit = useLimitNote(input);
  return (
    <FieldFrame {...{ label, error, errorDetail, hint, required, ids }} limit={limit}>
      <Input
        ref={ref}
        size="lg"
        {...input}
        id={ids.controlId}
        aria-describedby={ids.describedBy}
        aria-invalid={error ? true : undefined}
      />
    </FieldFrame>
  );
});

/** A password input with a show/hide toggle. */
export const PasswordField = forwardRef<HTMLInputElement, Omit<TextFieldProps, 'type'>>(
  function PasswordField({ label, error, errorDetail, hint, required, ...input }, ref) {
    const ids = useFieldIds(Boolean(hint), Boolean(error), input['aria-describedby']);
    const { formatMessage } = useAppIntl();
    const [visible, setVisible] = useState(false);
    return (
      <FieldFrame {...{ label, error, errorDetail, hint, required, ids }}>
        <InputGroup
          endElement={
            <IconButton
              variant="ghost"
              size="lg"
              color="fg.muted"
              me="-3"
              aria-label={formatMessage(visible ? m.hidePassword : m.showPassword)}
              aria-controls={ids.controlId}
              disabled={input.disabled}
              onClick={() => setVisible((v) => !v)}
            >
              {visible ? <EyeOffIcon /> : <EyeIcon />}
            </IconButton>
          }
        >
          <Input
            ref={ref}
            size="lg"
            {...input}
            type={visible ? 'text' : 'password'}
            id={ids.controlId}
            aria-describedby={ids.describedBy}
            aria-invalid={error ? true : undefined}
          />
        </InputGroup>
      </FieldFrame>
    );
  },
);

export type TextareaFieldProps = FieldFrameProps & Omit<TextareaProps, 'size'>;

export const TextareaField = forwardRef<HTMLTextAreaElement, TextareaFieldProps>(
  function TextareaField({ label, error, errorDetail, hint, required, ...textarea }, ref) {
    const ids = useFieldIds(Boolean(hint), Boolean(error), textarea['aria-describedby']);
    const limit = useLimitNote(textarea);
    return (
      <FieldFrame {...{ label, error, errorDetail, hint, required, ids }} limit={limit}>
        <Textarea
          ref={ref}
          size="lg"
          {...textarea}
          id={ids.controlId}
          aria-describedby={ids.describedBy}
          aria-invalid={error ? true : undefined}
        />
      </FieldFrame>
    );
  },
);

function EyeIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </svg>
  );
}

function EyeOffIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M3 3l18 18" strokeLinecap="round" />
      <path d="M10.6 5.1A9.8 9.8 0 0 1 12 5c6.5 0 10 7 10 7a17.6 17.6 0 0 1-3.2 4.2M6.6 6.6C3.8 8.4 2 12 2 12s3.5 7 10 7a9.6 9.6 0 0 0 5.4-1.6" />
      <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
    </svg>
  );
}

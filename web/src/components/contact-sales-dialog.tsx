import { Alert, Box, Button, Field, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  CONTACT_SALES_LIMITS,
  contactSalesBody,
  TEAM_SIZES,
  type ContactSalesBody,
} from '#shared/api/billing';
import { apiRequest, isApiError } from '../lib/api-client';
import { useAuth } from '../lib/auth';
import { DialogFrame } from './dialog-frame';
import { useFormState } from './form-dialog';
import { useAppIntl } from '../i18n/intl';
import { componentMessages as m } from './messages';
import { TextareaField, TextField } from './form-field';

export const CONTACT_SALES_FAILED = m.salesFailed.defaultMessage;

type ContactForm = Record<keyof ContactSalesBody, string>;

/** The first problem with each field, by the same schema the server checks. */
function validate(form: ContactForm): Partial<ContactForm> {
  const parsed = contactSalesBody.safeParse({ ...form, message: form.message || undefined });
  const errors: Partial<ContactForm> = {};
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = issue.path[0] as keyof ContactForm | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

interface ContactSalesDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Enterprise "Contact sales": name, work e-mail, company, team size and a message, mailed to the
 * support address. A signed-in person finds their name, e-mail and company filled in. Once sent,
 * the dialog says so; a refusal is said on its field, any other failure above the form.
 */
export function ContactSalesDialog({ open, onClose }: ContactSalesDialogProps) {
  const { formatMessage } = useAppIntl();
  const { user } = useAuth();
  const empty: ContactForm = {
    name: user ? `${user.firstName} ${user.lastName}`.trim() : '',
    email: user?.email ?? '',
    company: user?.company ?? '',
    teamSize: '',
    message: '',
  };
  const { form, errors, setErrors, update, reset } = useFormState(empty);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const first = useRef<HTMLInputElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  // Sent: the form's button is gone, so the focus goes to the one that takes its place.
  useEffect(() => {
    if (sent) closeButton.current?.focus();
  }, [sent]);
  const sizeId = useId();
  const sizeErrorId = useId();

  const close = () => {
    reset();
    setFailure(null);
    setSent(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = validate(form);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const firstBad = (Object.keys(form) as (keyof ContactForm)[]).find((key) => found[key]);
      document.getElementsByName(firstBad ?? 'name')[0]?.focus();
      return;
    }
    setBusy(true);
    try {
      const body = contactSalesBody.parse({ ...form, message: form.message || undefined });
      const result = await apiRequest('ContactSales', { body });
      setSent(result.message);
    } catch (error) {
      if (isApiError(error) && error.fields) setErrors(error.fields as Partial<ContactForm>);
      setFailure(
        isApiError(error) && !error.fields && error.message
          ? error.message
          : formatMessage(m.salesFailed),
      );
    } finally {
      setBusy(false);
    }
  };

  // One dialog throughout: the form, then in its place the word that it was sent (a second
  // dialog taking over from the first would lose the focus on the way and close).
  return (
    <DialogFrame
      role="dialog"
      open={open}
      title={formatMessage(sent ? m.salesSent : m.salesTitle)}
      onDismiss={() => {
        if (!busy) close();
      }}
      busy={busy}
      size="md"
      initialFocusEl={() => first.current}
      onSubmit={(e) => {
        if (sent) {
          e.preventDefault();
          close();
        } else void submit(e);
      }}
      footer={
        sent ? (
          <Button ref={closeButton} type="submit" size="lg" colorPalette="blue">
            {formatMessage(m.close)}
          </Button>
        ) : (
          <>
            <Button size="lg" variant="ghost" onClick={close} disabled={busy}>
              {formatMessage(m.cancel)}
            </Button>
            <Button
              type="submit"
              size="lg"
              colorPalette="blue"
              loading={busy}
              loadingText={formatMessage(m.sending)}
            >
              {formatMessage(m.salesSend)}
            </Button>
          </>
        )
      }
    >
      {sent ? (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Description>{sent}</Alert.Description>
        </Alert.Root>
      ) : (
        <Stack gap="4">
          <Text color="fg.muted">{formatMessage(m.salesIntro)}</Text>
          {failure && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Description>{failure}</Alert.Description>
            </Alert.Root>
          )}
          <TextField
            ref={first}
            label={formatMessage(m.salesName)}
            name="name"
            required
            autoComplete="name"
            maxLength={CONTACT_SALES_LIMITS.name}
            value={form.name}
            error={errors.name}
            onChange={update('name')}
          />
          <TextField
            label={formatMessage(m.salesEmail)}
            name="email"
            type="email"
            required
            autoComplete="email"
            value={form.email}
            error={errors.email}
            onChange={update('email')}
          />
          <TextField
            label={formatMessage(m.salesCompany)}
            name="company"
            required
            autoComplete="organization"
            maxLength={CONTACT_SALES_LIMITS.company}
            value={form.company}
            error={errors.company}
            onChange={update('company')}
          />
          <Field.Root required invalid={Boolean(errors.teamSize)}>
            <Field.Label htmlFor={sizeId}>
              {formatMessage(m.salesTeamSize)}
              <Field.RequiredIndicator />
            </Field.Label>
            <NativeSelect.Root size="lg">
              <NativeSelect.Field
                id={sizeId}
                name="teamSize"
                value={form.teamSize}
                onChange={update('teamSize')}
                aria-describedby={errors.teamSize ? sizeErrorId : undefined}
              >
                <option value="">{formatMessage(m.salesChoose)}</option>
                {Object.entries(TEAM_SIZES).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {/* Always present, so screen readers hear an error the moment it appears. */}
            <Box id={sizeErrorId} aria-live="polite" color="fg.error" textStyle="sm" width="full">
              {errors.teamSize && <Text fontWeight="medium">{errors.teamSize}</Text>}
            </Box>
          </Field.Root>
          <TextareaField
            label={formatMessage(m.salesMessage)}
            name="message"
            rows={4}
            maxLength={CONTACT_SALES_LIMITS.message}
            value={form.message}
            error={errors.message}
            onChange={update('message')}
          />
        </Stack>
      )}
    </DialogFrame>
  );
}

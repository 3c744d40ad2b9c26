import { Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useId, useRef, useState, type FormEvent } from 'react';
import type { User } from '#shared/api/auth';
import { PasswordField } from '../../../components/form-field';
import { apiRequest, isApiError } from '../../../lib/api-client';
import { useAppIntl } from '../../../i18n/intl';
import { useAuth } from '../../../lib/auth';
import { describeError } from '../../../lib/error-catalogue';
import { toast } from '../../../lib/toast';
import {
  PASSWORD_CHANGE_FAILED,
  PASSWORD_CHANGED_MESSAGE,
  validatePasswordChange,
  type PasswordChangeErrors,
  type PasswordChangeForm,
} from '../profile-rules';
import { profileMessages as m } from '../messages';

const empty: PasswordChangeForm = { currentPassword: '', newPassword: '', confirmPassword: '' };
const order: (keyof PasswordChangeForm)[] = ['currentPassword', 'newPassword', 'confirmPassword'];

/** Password: a Change Password panel with the current, new and confirmed password. */
export function PasswordCard({ user }: { user: User }) {
  const { setSession } = useAuth();
  const { formatMessage } = useAppIntl();
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState(empty);
  const [errors, setErrors] = useState<PasswordChangeErrors>({});
  const [busy, setBusy] = useState(false);
  const panelId = useId();
  const formRef = useRef<HTMLFormElement>(null);

  const close = () => {
    setOpen(false);
    setForm(empty);
    setErrors({});
  };

  const showErrors = (found: PasswordChangeErrors) => {
    setErrors(found);
    const first = order.find((name) => found[name]);
    const control = first && formRef.current?.elements.namedItem(first);
    if (control instanceof HTMLElement) control.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validatePasswordChange(form);
    if (order.some((name) => found[name])) return showErrors(found);
    setBusy(true);
    try {
      const result = await apiRequest('ChangePassword', {
        body: { currentPassword: form.currentPassword, newPassword: form.newPassword },
      });
      // The old token no longer works: keep the new one.
      setSession(result.token);
      toast.success(result.message || PASSWORD_CHANGED_MESSAGE);
      close();
    } catch (failure) {
      if (isApiError(failure) && failure.fields) {
        showErrors(failure.fields as PasswordChangeErrors);
      }
      toast.failure(describeError(failure, PASSWORD_CHANGE_FAILED));
    } finally {
      setBusy(false);
    }
  };

  const field = (name: keyof PasswordChangeForm) => ({
    name,
    value: form[name],
    error: errors[name],
    required: true,
    onChange: (e: { target: { value: string } }) => {
      const value = e.target.value;
      setForm((f) => ({ ...f, [name]: value }));
      setErrors((x) => (x[name] ? { ...x, [name]: undefined } : x));
    },
  });

  const google = user.authProvider === 'google';

  return (
    <Card.Root variant="outline">
      <Card.Body gap="5">
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Heading as="h2" size="lg">
            {formatMessage(m.passwordHeading)}
          </Heading>
          {!google && (
            <Button
              size="lg"
              variant="outline"
              aria-expanded={open}
              aria-controls={panelId}
              onClick={() => (open ? close() : setOpen(true))}
            >
              {formatMessage(m.passwordChange)}
            </Button>
          )}
        </HStack>
        {google ? (
          <Text color="fg.muted">{formatMessage(m.passwordGoogle)}</Text>
        ) : !open ? (
          <Text color="fg.muted">{formatMessage(m.passwordAdvice)}</Text>
        ) : null}
        <div id={panelId} hidden={!open}>
          {open && (
            <form ref={formRef} onSubmit={(e) => void submit(e)} noValidate>
              <Stack gap="5">
                <PasswordField
                  label={formatMessage(m.passwordCurrent)}
                  autoComplete="current-password"
                  {...field('currentPassword')}
                />
                <PasswordField
                  label={formatMessage(m.passwordNew)}
                  autoComplete="new-password"
                  hint={formatMessage(m.passwordNewHint)}
                  {...field('newPassword')}
                />
                <PasswordField
                  label={formatMessage(m.passwordConfirm)}
                  autoComplete="new-password"
                  {...field('confirmPassword')}
                />
                <Stack direction={{ base: 'column-reverse', sm: 'row' }} gap="3" justify="flex-end">
                  <Button size="lg" variant="ghost" onClick={close} disabled={busy}>
                    {formatMessage(m.cancel)}
                  </Button>
                  <Button
                    type="submit"
                    size="lg"
                    colorPalette="blue"
                    loading={busy}
                    loadingText={formatMessage(m.updating)}
                  >
                    {formatMessage(m.passwordUpdate)}
                  </Button>
                </Stack>
              </Stack>
            </form>
          )}
        </div>
      </Card.Body>
    </Card.Root>
  );
}

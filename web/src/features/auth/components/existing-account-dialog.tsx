import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useAppIntl } from '../../../i18n/intl';
import { authMessages as m, strong } from '../messages';

export interface ExistingAccount {
  status: 'verified' | 'unverified';
  email: string;
}

interface ExistingAccountDialogProps {
  account: ExistingAccount | null;
  onClose: () => void;
  /** 'Sign In' / 'Try Signing In Instead': to /login with the e-mail. */
  onSignIn: (email: string) => void;
  /** 'Resend Verification Email'; resolves to whether it was sent. */
  onResend: (email: string) => Promise<boolean>;
}

/**
 * After a duplicate-email failure: 'Account Already Exists' for a verified account, or the
 * unverified account's dialog with a way to get a new verification e-mail.
 */
export function ExistingAccountDialog({
  account,
  onClose,
  onSignIn,
  onResend,
}: ExistingAccountDialogProps) {
  const { formatMessage } = useAppIntl();
  const [sending, setSending] = useState(false);
  const verified = account?.status === 'verified';

  const resend = async () => {
    if (!account) return;
    setSending(true);
    const sent = await onResend(account.email);
    setSending(false);
    if (sent) onClose();
  };

  return (
    <Dialog.Root
      open={account !== null}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="center"
      role="alertdialog"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                {formatMessage(verified ? m.existsTitle : m.unverifiedTitle)}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {verified ? (
                <Text>{formatMessage(m.existsText, { email: account?.email, strong })}</Text>
              ) : (
                <Text>{formatMessage(m.unverifiedText, { email: account?.email, strong })}</Text>
              )}
            </Dialog.Body>
            <Dialog.Footer
              flexDirection={{ base: 'column-reverse', sm: 'row' }}
              alignItems={{ base: 'stretch', sm: 'center' }}
              gap="3"
            >
              <Dialog.ActionTrigger asChild>
                <Button size="lg" variant="ghost">
                  {formatMessage(m.cancel)}
                </Button>
              </Dialog.ActionTrigger>
              {verified ? (
                <Button
                  size="lg"
                  colorPalette="blue"
                  onClick={() => account && onSignIn(account.email)}
                >
                  {formatMessage(m.signIn)}
                </Button>
              ) : (
                <>
                  <Button
                    size="lg"
                    variant="outline"
                    onClick={() => account && onSignIn(account.email)}
                  >
                    {formatMessage(m.trySignIn)}
                  </Button>
                  <Button
                    size="lg"
                    colorPalette="blue"
                    loading={sending}
                    loadingText={formatMessage(m.sending)}
                    onClick={() => void resend()}
                  >
                    {formatMessage(m.resendVerification)}
                  </Button>
                </>
              )}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

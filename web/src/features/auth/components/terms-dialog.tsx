import { Button, CloseButton, Dialog, Heading, Portal, Stack, Text } from '@chakra-ui/react';
import { useAppIntl } from '../../../i18n/intl';
import { authMessages as m } from '../messages';

const sections: { title: string; text: string }[] = [
  {
    title: '1. Acceptance of Terms',
    text:
      'By creating an account or using Candor you accept these Terms of Service. If you do not ' +
      'agree with them, do not register or use the service.',
  },
  {
    title: '2. No Liability and Indemnification',
    text:
      'To the fullest extent the law allows, Candor and its operators are not liable for any ' +
      'indirect, incidental or consequential damages, or for any loss of data, arising from your ' +
      'use of the service. You agree to indemnify and hold them harmless from claims that arise ' +
      'from your content or your use of the service.',
  },
  {
    title: '3. User Conduct',
    text:
      'You are responsible for the surveys you create and the people you invite. Do not use ' +
      'Candor to harass anyone, to collect information people did not agree to give, to try to ' +
      'identify anonymous respondents, or to break any law.',
  },
  {
    title: '4. No Warranty',
    text:
      'The service is provided "as is" and "as available", without warranties of any kind, ' +
      'express or implied, including fitness for a particular purpose and uninterrupted or ' +
      'error-free operation.',
  },
  {
    title: '5. Changes to These Terms',
    text:
      'We may change these terms from time to time. When we do, we will update this page; using ' +
      'the service after a change means you accept the new terms.',
  },
  {
    title: '6. Governing Law',
    text:
      'These terms are governed by the laws of the jurisdiction in which the operator of this ' +
      'Candor installation is established, without regard to its conflict-of-law rules.',
  },
];

interface TermsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'I Agree': ticks the Terms of Service box and closes. */
  onAccept: () => void;
}

/** The Terms of Service, in a dialog the register screen opens from its checkbox. */
export function TermsDialog({ open, onOpenChange, onAccept }: TermsDialogProps) {
  const { formatMessage } = useAppIntl();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      scrollBehavior="inside"
      size={{ base: 'full', md: 'lg' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{formatMessage(m.termsTitle)}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="5">
                {sections.map((section) => (
                  <Stack key={section.title} gap="1">
                    <Heading as="h3" size="md">
                      {section.title}
                    </Heading>
                    <Text color="fg.muted">{section.text}</Text>
                  </Stack>
                ))}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button size="lg" variant="outline">
                  {formatMessage(m.close)}
                </Button>
              </Dialog.ActionTrigger>
              <Button size="lg" colorPalette="blue" onClick={onAccept}>
                {formatMessage(m.agree)}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild top="2" insetEnd="2">
              <CloseButton size="lg" aria-label={formatMessage(m.closeTerms)} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

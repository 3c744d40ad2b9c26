import { Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import type { Survey } from '../../../../../shared/src/api/surveys';

/**
 * Send: the e-mail modal (recipients, subject, message) arrives with survey distribution. Until
 * then this says so plainly instead of offering a form that cannot send.
 */
export function SendSurveyDialog({
  survey,
  onClose,
}: {
  survey: Survey | null;
  onClose: () => void;
}) {
  return (
    <Dialog.Root
      open={survey !== null}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      size={{ base: 'xs', sm: 'md' }}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header pe="14">
              <Dialog.Title>Send by e-mail</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text>
                  Sending “{survey?.title}” to a list of e-mail addresses is coming soon, together
                  with the rest of survey distribution.
                </Text>
                <Text color="fg.muted">
                  Your survey and its questions are saved and will be ready to send from here.
                </Text>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button size="lg" colorPalette="blue">
                  OK
                </Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild top="2" insetEnd="2">
              <CloseButton size="lg" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

import { Box, Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import {
  BUILT_IN_TEMPLATES,
  type SurveyTemplate,
} from '../../../../../shared/src/domain/survey-templates';

interface TemplatesDialogProps {
  open: boolean;
  onClose: () => void;
  /** A template was picked (the editor asks first when there is unsaved work). */
  onPick: (template: SurveyTemplate) => void;
}

/** The six built-in templates; picking one replaces the title, description and questions. */
export function TemplatesDialog({ open, onClose, onPick }: TemplatesDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      scrollBehavior="inside"
      size="lg"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header pe="14">
              <Dialog.Title>Survey Templates</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text color="fg.muted">
                  A template replaces the survey’s title, description and all of its questions.
                </Text>
                <Stack as="ul" gap="3" listStyleType="none" ps="0">
                  {BUILT_IN_TEMPLATES.map((template) => (
                    <Box as="li" key={template.id}>
                      <Button
                        variant="outline"
                        width="full"
                        height="auto"
                        minH="11"
                        py="3"
                        px="4"
                        justifyContent="flex-start"
                        textAlign="start"
                        whiteSpace="normal"
                        onClick={() => onPick(template)}
                      >
                        <Stack gap="1" align="flex-start" fontWeight="normal">
                          <Text as="span" fontWeight="semibold" textStyle="md" color="fg">
                            {template.name}
                          </Text>
                          <Text as="span" textStyle="sm" color="fg.muted">
                            {template.description}
                          </Text>
                          <Text as="span" textStyle="sm" color="fg.muted">
                            {template.questions.length} questions
                          </Text>
                        </Stack>
                      </Button>
                    </Box>
                  ))}
                </Stack>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button size="lg" variant="outline">
                  Cancel
                </Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild top="2" insetEnd="2">
              <CloseButton size="lg" aria-label="Close templates" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

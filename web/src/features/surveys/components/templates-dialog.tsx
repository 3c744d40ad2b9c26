import { Badge, Box, Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { BUILT_IN_TEMPLATES, type SurveyTemplate } from '#shared/domain/survey-templates';
import { useAppIntl } from '../../../i18n/intl';
import { templatesMessages as m } from '../messages';
import { describeOptions, QUESTION_TYPE_MESSAGES } from '../survey-draft';

interface TemplatesDialogProps {
  open: boolean;
  onClose: () => void;
  /** A template was chosen after its preview (the editor asks first when there is unsaved work). */
  onPick: (template: SurveyTemplate) => void;
  /** Opens straight on this template's preview (a generated one), instead of the list. */
  preview?: SurveyTemplate | null;
  /** How the previewed template was picked (a generated one says it was matched by keywords). */
  previewNote?: string | null;
}

/**
 * The six built-in templates. Choosing one shows what it holds first (title, description and
 * every question with its options), since applying it replaces the survey's title, description
 * and questions; 'Use This Template' applies it, 'Back' returns to the list.
 */
export function TemplatesDialog({
  open,
  onClose,
  onPick,
  preview = null,
  previewNote = null,
}: TemplatesDialogProps) {
  const [shown, setShown] = useState<SurveyTemplate | null>(preview);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { formatMessage: say } = useAppIntl();

  // Each opening starts on the list, or on the preview it was opened for.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setShown(preview);
  }

  useEffect(() => {
    if (shown) requestAnimationFrame(() => headingRef.current?.focus());
  }, [shown]);

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
              <Dialog.Title>{say(m.title)}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {shown ? (
                <TemplatePreview
                  template={shown}
                  headingRef={headingRef}
                  note={shown === preview ? previewNote : null}
                />
              ) : (
                <Stack gap="4">
                  <Text color="fg.muted">{say(m.intro)}</Text>
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
                          onClick={() => setShown(template)}
                        >
                          <Stack gap="1" align="flex-start" fontWeight="normal">
                            <Text as="span" fontWeight="semibold" textStyle="md" color="fg">
                              {template.name}
                            </Text>
                            <Text as="span" textStyle="sm" color="fg.muted">
                              {template.description}
                            </Text>
                            <Text as="span" textStyle="sm" color="fg.muted">
                              {say(m.questionCount, { count: template.questions.length })}
                            </Text>
                          </Stack>
                        </Button>
                      </Box>
                    ))}
                  </Stack>
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              {shown ? (
                <>
                  <Button
                    size="lg"
                    variant="outline"
                    onClick={() => (preview ? onClose() : setShown(null))}
                  >
                    {say(preview ? m.cancel : m.back)}
                  </Button>
                  <Button size="lg" colorPalette="blue" onClick={() => onPick(shown)}>
                    {say(m.use)}
                  </Button>
                </>
              ) : (
                <Dialog.ActionTrigger asChild>
                  <Button size="lg" variant="outline">
                    {say(m.cancel)}
                  </Button>
                </Dialog.ActionTrigger>
              )}
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild top="2" insetEnd="2">
              <CloseButton size="lg" aria-label={say(m.close)} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function TemplatePreview({
  template,
  headingRef,
  note,
}: {
  template: SurveyTemplate;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  note?: string | null | undefined;
}) {
  const intl = useAppIntl();
  const say = intl.formatMessage;
  return (
    <Stack gap="4" data-testid="template-preview">
      <Stack gap="1">
        <Text
          as="h3"
          ref={headingRef}
          tabIndex={-1}
          textStyle="lg"
          fontWeight="semibold"
          outline="none"
        >
          {/* The title it gives the survey, which mostly begins with the template's name. */}
          {template.title.startsWith(template.name)
            ? template.title
            : `${template.name}: ${template.title}`}
        </Text>
        <Text color="fg.muted">{template.description}</Text>
        {note && (
          <Text textStyle="sm" data-testid="template-note">
            {note}
          </Text>
        )}
        <Text textStyle="sm" color="fg.muted">
          {say(m.replaces, { count: template.questions.length })}
        </Text>
      </Stack>
      <Stack as="ol" gap="3" ps="5" listStyleType="decimal">
        {template.questions.map((question, index) => (
          <Box as="li" key={index}>
            <Stack gap="1">
              <Text fontWeight="medium" wordBreak="break-word">
                {question.text}
                {question.required && (
                  <Text as="span" color="fg.muted" fontWeight="normal">
                    {' '}
                    {say(m.required)}
                  </Text>
                )}
              </Text>
              <Box>
                <Badge variant="subtle" colorPalette="gray" me="2">
                  {say(QUESTION_TYPE_MESSAGES[question.type])}
                </Badge>
                <Text as="span" textStyle="sm" color="fg.muted" wordBreak="break-word">
                  {describeOptions(question, intl)}
                </Text>
              </Box>
            </Stack>
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}

import { Box, Button, CloseButton, Flex, Heading, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { markTourSeen } from '../../lib/accessibility';

interface TourStep {
  target: string;
  title: string;
  text: string;
}

/** The tour's four steps (spec 1 §2, Guided tour), each pointing at a `data-tour` element. */
export const tourSteps: TourStep[] = [
  {
    target: 'dashboard',
    title: 'Your dashboard',
    text: 'See your teams, active surveys, responses and overall sentiment at a glance.',
  },
  {
    target: 'teams',
    title: 'Teams',
    text: 'Create teams, invite members and set each team’s branding.',
  },
  {
    target: 'surveys',
    title: 'Surveys',
    text: 'Build short pulse surveys, send them to your teams and read anonymous responses.',
  },
  {
    target: 'profile',
    title: 'Your profile',
    text: 'Update your details, password, accessibility settings and keyboard shortcuts.',
  },
];

function visibleTarget(name: string): HTMLElement | null {
  for (const element of document.querySelectorAll<HTMLElement>(`[data-tour="${name}"]`)) {
    if (element.getClientRects().length > 0) return element;
  }
  return null;
}

/**
 * The first-visit tour: a small non-modal card (the page stays usable) that highlights each step's
 * element. Steps whose element is not on screen (the sidebar on phones) are left out. Skipping,
 * closing or finishing saves the seen flag.
 */
export function GuidedTour({ onDone }: { onDone(): void }) {
  const steps = useMemo(() => tourSteps.filter((step) => visibleTarget(step.target)), []);
  const [index, setIndex] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const step = steps[index];

  const finish = () => {
    markTourSeen();
    onDone();
  };

  useEffect(() => {
    if (steps.length === 0) finish();
    // Only on mount: no steps means nothing to show.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!step) return;
    const element = visibleTarget(step.target);
    element?.setAttribute('data-tour-active', '');
    return () => element?.removeAttribute('data-tour-active');
  }, [step]);

  if (!step) return null;
  const last = index === steps.length - 1;
  return (
    <Box
      role="dialog"
      aria-modal="false"
      aria-labelledby="tour-title"
      aria-describedby="tour-text"
      data-testid="guided-tour"
      position="fixed"
      bottom="4"
      insetStart={{ base: '4', md: '3' }}
      insetEnd={{ base: '4', md: 'auto' }}
      // Over the sidebar on wider screens, so the page beside it stays free to use.
      w={{ md: '13.5rem' }}
      bg="bg.panel"
      color="fg"
      borderWidth="1px"
      borderRadius="l3"
      boxShadow="lg"
      p="4"
      zIndex="popover"
    >
      <Flex justify="space-between" align="start" gap="2">
        <Box>
          <Text textStyle="xs" color="fg.muted" data-testid="tour-progress">
            Step {index + 1} of {steps.length}
          </Text>
          <Heading as="h2" size="md" id="tour-title" ref={heading}>
            {step.title}
          </Heading>
        </Box>
        <CloseButton aria-label="Close tour" size="lg" mt="-2" me="-2" onClick={finish} />
      </Flex>
      <Text id="tour-text" mt="2" textStyle="sm">
        {step.text}
      </Text>
      <Box
        mt="3"
        h="1"
        bg="bg.muted"
        borderRadius="full"
        overflow="hidden"
        role="progressbar"
        aria-label="Tour progress"
        aria-valuemin={1}
        aria-valuemax={steps.length}
        aria-valuenow={index + 1}
      >
        <Box h="full" bg="blue.solid" w={`${((index + 1) / steps.length) * 100}%`} />
      </Box>
      <Flex mt="3" justify="space-between" gap="2" wrap="wrap-reverse">
        <Button variant="ghost" size="lg" px="2" onClick={finish}>
          Skip tour
        </Button>
        <Flex gap="2">
          {index > 0 && (
            <Button variant="outline" size="lg" onClick={() => setIndex(index - 1)}>
              Back
            </Button>
          )}
          <Button
            colorPalette="blue"
            size="lg"
            onClick={() => (last ? finish() : setIndex(index + 1))}
          >
            {last ? 'Finish' : 'Next'}
          </Button>
        </Flex>
      </Flex>
    </Box>
  );
}

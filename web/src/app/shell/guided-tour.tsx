import { Box, Button, CloseButton, Flex, Heading, Text } from '@chakra-ui/react';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
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
    // On a phone the sidebar is a drawer: its entries are not on screen, the menu button is.
    target: 'menu',
    title: 'The menu',
    text: 'Teams, Surveys, the Calendar, Analytics and the rest of Candor are in this menu.',
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
 * Where the card goes: just below its target, lined up with its left edge and kept on screen
 * (above the target when there is no room below). For a sidebar entry that keeps the card over
 * the sidebar, so the page beside it stays free to use.
 */
export function placeCard(
  target: Pick<DOMRect, 'top' | 'bottom' | 'left' | 'right'>,
  card: { width: number; height: number },
  view: { width: number; height: number },
): { top: number; left: number } {
  const gap = 8;
  const margin = 8;
  const clamp = (value: number, low: number, high: number) =>
    Math.max(low, Math.min(value, Math.max(low, high)));
  const below = target.bottom + gap;
  const top =
    below + card.height + margin <= view.height
      ? below
      : clamp(target.top - gap - card.height, margin, view.height - card.height - margin);
  return { top, left: clamp(target.left, margin, view.width - card.width - margin) };
}

/**
 * The first-visit tour: a small non-modal card (the page stays usable) that highlights each step's
 * element, placed beside it (or below it on a phone). Steps whose element is not on screen (the
 * sidebar's entries on phones, the menu button on wider screens) are left out. Skipping, closing
 * or finishing saves the seen flag.
 */
export function GuidedTour({ onDone }: { onDone(): void }) {
  const steps = useMemo(() => tourSteps.filter((step) => visibleTarget(step.target)), []);
  const [index, setIndex] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const card = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<{ top: number; left: number } | null>(null);
  const step = steps[index];

  useLayoutEffect(() => {
    if (!step) return;
    const measure = () => {
      const element = visibleTarget(step.target);
      const box = card.current;
      if (!element || !box) return;
      setPlace(
        placeCard(
          element.getBoundingClientRect(),
          { width: box.offsetWidth, height: box.offsetHeight },
          { width: window.innerWidth, height: window.innerHeight },
        ),
      );
    };
    measure();
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, true);
    return () => {
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure, true);
    };
  }, [step]);

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
      ref={card}
      position="fixed"
      // Beside (or below) what it points at; hidden for the one frame before it is measured.
      style={
        place ? { top: place.top, left: place.left } : { top: 0, left: 0, visibility: 'hidden' }
      }
      // The sidebar's width on wider screens, so a card under a sidebar entry stays over it.
      w={{ base: 'calc(100vw - 2rem)', sm: '18rem', md: '13.5rem' }}
      maxW="18rem"
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

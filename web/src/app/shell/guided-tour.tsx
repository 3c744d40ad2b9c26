import { Box, Button, CloseButton, Flex, Heading, Text } from '@chakra-ui/react';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { markTourSeen } from '../../lib/accessibility';
import { apiRequest } from '../../lib/api-client';
import type { AppMessage } from '../../i18n/define-messages';
import { useAppIntl } from '../../i18n/intl';
import { useAuth } from '../../lib/auth';
import { helpMessages as m } from './help-messages';

interface TourStep {
  target: string;
  title: AppMessage;
  text: AppMessage;
}

/** The tour's four steps (spec 1 §2, Guided tour), each pointing at a `data-tour` element. */
export const tourSteps: TourStep[] = [
  {
    target: 'dashboard',
    title: m.tourDashboardTitle,
    text: m.tourDashboardText,
  },
  {
    // On a phone the sidebar is a drawer: its entries are not on screen, the menu button is.
    target: 'menu',
    title: m.tourMenuTitle,
    text: m.tourMenuText,
  },
  {
    target: 'teams',
    title: m.tourTeamsTitle,
    text: m.tourTeamsText,
  },
  {
    target: 'surveys',
    title: m.tourSurveysTitle,
    text: m.tourSurveysText,
  },
  {
    target: 'profile',
    title: m.tourProfileTitle,
    text: m.tourProfileText,
  },
];

function visibleTarget(name: string): HTMLElement | null {
  for (const element of document.querySelectorAll<HTMLElement>(`[data-tour="${name}"]`)) {
    if (element.getClientRects().length > 0) return element;
  }
  return null;
}

type Box4 = Pick<DOMRect, 'top' | 'bottom' | 'left' | 'right'>;
export type Side = 'right' | 'below' | 'above' | 'left';

/**
 * Where the card goes: beside its target, never over it. To the right of it when there is room (a
 * sidebar entry: the card sits on the page beside the sidebar, whose other entries stay in
 * view), else below it (a header button), else above, else to its left; lined up with the
 * target and kept on screen along that side.
 */
export function placeCard(
  target: Box4,
  card: { width: number; height: number },
  view: { width: number; height: number },
): { top: number; left: number; side: Side } {
  const gap = 12;
  const margin = 8;
  const clamp = (value: number, low: number, high: number) =>
    Math.max(low, Math.min(value, Math.max(low, high)));
  const alongY = clamp(target.top - 8, margin, view.height - card.height - margin);
  const alongX = clamp(target.left, margin, view.width - card.width - margin);
  if (target.right + gap + card.width + margin <= view.width) {
    return { top: alongY, left: target.right + gap, side: 'right' };
  }
  if (target.bottom + gap + card.height + margin <= view.height) {
    return { top: target.bottom + gap, left: alongX, side: 'below' };
  }
  if (target.top - gap - card.height >= margin) {
    return { top: target.top - gap - card.height, left: alongX, side: 'above' };
  }
  return { top: alongY, left: Math.max(margin, target.left - gap - card.width), side: 'left' };
}

/** Where the arrow sits along the card's edge: at the middle of the target, within the card. */
function arrowOffset(side: Side, target: Box4, place: { top: number; left: number }, size: number) {
  const along =
    side === 'right' || side === 'left'
      ? (target.top + target.bottom) / 2 - place.top
      : (target.left + target.right) / 2 - place.left;
  return Math.max(16, Math.min(along, size - 16));
}

interface Placement {
  top: number;
  left: number;
  side: Side;
  arrow: number;
}

/**
 * The tour: a small non-modal card (the page stays usable) that highlights each step's element
 * and sits beside it, never over it. Steps whose element is not on screen (the sidebar's entries
 * on phones, where the menu button stands for them; the menu button on wider screens) are left
 * out. Skipping, closing or finishing saves the seen flag on this device and on the account, so it
 * never starts by itself again anywhere (decision 0043); it can be taken again from the keyboard
 * shortcuts help.
 */
export function GuidedTour({ onDone }: { onDone(): void }) {
  const { user, setUser } = useAuth();
  const { formatMessage } = useAppIntl();
  const steps = useMemo(() => tourSteps.filter((step) => visibleTarget(step.target)), []);
  const [index, setIndex] = useState(0);
  const card = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<Placement | null>(null);
  const step = steps[index];

  useLayoutEffect(() => {
    if (!step) return;
    const measure = () => {
      const element = visibleTarget(step.target);
      const box = card.current;
      if (!element || !box) return;
      const target = element.getBoundingClientRect();
      const size = { width: box.offsetWidth, height: box.offsetHeight };
      const placed = placeCard(target, size, {
        width: document.documentElement.clientWidth,
        height: window.innerHeight,
      });
      const edge = placed.side === 'right' || placed.side === 'left' ? size.height : size.width;
      setPlace({ ...placed, arrow: arrowOffset(placed.side, target, placed, edge) });
    };
    measure();
    // The card's own height changes with each step's text: measure again once it has.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    if (card.current) observer?.observe(card.current);
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, true);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure, true);
    };
  }, [step]);

  const finish = () => {
    markTourSeen();
    if (user?.tourDone === false) {
      // Seen on this device already; a failure here only means another device may show it once.
      apiRequest('MarkTourDone').then(
        (result) => setUser(result.user),
        () => undefined,
      );
    }
    onDone();
  };

  useEffect(() => {
    // Nothing of it on screen: nothing was shown, so nothing is saved as seen.
    if (steps.length === 0) onDone();
    // Only on mount.
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
      data-side={place?.side}
      ref={card}
      position="fixed"
      // Beside what it points at; hidden for the one frame before it is measured.
      style={
        place ? { top: place.top, left: place.left } : { top: 0, left: 0, visibility: 'hidden' }
      }
      w={{ base: 'calc(100vw - 2rem)', sm: '20rem' }}
      maxW="20rem"
      bg="bg.panel"
      color="fg"
      borderWidth="1px"
      borderRadius="l3"
      boxShadow="lg"
      p="4"
      zIndex="popover"
    >
      {place && <Arrow side={place.side} offset={place.arrow} />}
      <Flex justify="space-between" align="start" gap="2">
        <Box>
          <Text textStyle="xs" color="fg.muted" data-testid="tour-progress">
            {formatMessage(m.tourStep, { step: index + 1, count: steps.length })}
          </Text>
          <Heading as="h2" size="md" id="tour-title">
            {formatMessage(step.title)}
          </Heading>
        </Box>
        <CloseButton
          aria-label={formatMessage(m.tourClose)}
          size="lg"
          mt="-2"
          me="-2"
          onClick={finish}
        />
      </Flex>
      <Text id="tour-text" mt="2" textStyle="sm">
        {formatMessage(step.text)}
      </Text>
      <Box
        mt="3"
        h="1"
        bg="bg.muted"
        borderRadius="full"
        overflow="hidden"
        role="progressbar"
        aria-label={formatMessage(m.tourProgress)}
        aria-valuemin={1}
        aria-valuemax={steps.length}
        aria-valuenow={index + 1}
      >
        <Box h="full" bg="blue.solid" w={`${((index + 1) / steps.length) * 100}%`} />
      </Box>
      <Flex mt="3" justify="space-between" gap="2" wrap="wrap-reverse">
        <Button variant="ghost" size="lg" px="2" onClick={finish}>
          {formatMessage(m.tourSkip)}
        </Button>
        <Flex gap="2">
          {index > 0 && (
            <Button variant="outline" size="lg" onClick={() => setIndex(index - 1)}>
              {formatMessage(m.tourBack)}
            </Button>
          )}
          <Button
            colorPalette="blue"
            size="lg"
            onClick={() => (last ? finish() : setIndex(index + 1))}
          >
            {formatMessage(last ? m.tourFinish : m.tourNext)}
          </Button>
        </Flex>
      </Flex>
    </Box>
  );
}

/** A small point on the card's edge facing the target (decorative: the dialog says what it is). */
function Arrow({ side, offset }: { side: Side; offset: number }) {
  const size = 12;
  const edge = -size / 2 - 1;
  const at =
    side === 'right'
      ? { left: edge, top: offset - size / 2 }
      : side === 'left'
        ? { right: edge, top: offset - size / 2 }
        : side === 'below'
          ? { top: edge, left: offset - size / 2 }
          : { bottom: edge, left: offset - size / 2 };
  const borders =
    side === 'right'
      ? { borderStartWidth: '1px', borderBottomWidth: '1px' }
      : side === 'left'
        ? { borderEndWidth: '1px', borderTopWidth: '1px' }
        : side === 'below'
          ? { borderStartWidth: '1px', borderTopWidth: '1px' }
          : { borderEndWidth: '1px', borderBottomWidth: '1px' };
  return (
    <Box
      aria-hidden="true"
      position="absolute"
      w={`${size}px`}
      h={`${size}px`}
      bg="bg.panel"
      transform="rotate(45deg)"
      style={at}
      {...borders}
    />
  );
}

import { Box } from '@chakra-ui/react';
import { ember, iris } from '../lib/brand';

/**
 * Candor's mark (decision 0049): a speech bubble, square at its lower-left corner where a bubble's
 * tail would be, holding an open "C" that a spark of the accent colour completes: someone's say,
 * heard. The same drawing is the favicon (web/public/favicon.svg).
 */
export function LogoMark({ size = '1.3em' }: { size?: string }) {
  return (
    <svg
      viewBox="0 0 32 32"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      style={{ flexShrink: 0 }}
    >
      <path fill={iris[600]} d="M9 2h14a7 7 0 0 1 7 7v14a7 7 0 0 1-7 7H2V9a7 7 0 0 1 7-7z" />
      <path
        d="M19.5 10.6a7 7 0 1 0 0 10.8"
        fill="none"
        stroke="#fff"
        strokeWidth="3.4"
        strokeLinecap="round"
      />
      <circle cx="23" cy="16" r="3.1" fill={ember[400]} />
    </svg>
  );
}

/** The mark and the name: the product's name is text, so it is what the link around it is called. */
export function Logo() {
  return (
    <Box as="span" display="inline-flex" alignItems="center" gap="2">
      <LogoMark />
      <Box as="span" fontWeight="bold" letterSpacing="tighter">
        Candor
      </Box>
    </Box>
  );
}

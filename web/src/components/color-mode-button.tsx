import { Box, IconButton } from '@chakra-ui/react';
import { useTheme } from 'next-themes';
import { defineMessages } from '../i18n/define-messages';
import { useAppIntl } from '../i18n/intl';
import { useHydrated } from '../lib/use-hydrated';

const m = defineMessages({
  toLight: { id: 'shell.switchToLight', defaultMessage: 'Switch to light theme' },
  toDark: { id: 'shell.switchToDark', defaultMessage: 'Switch to dark theme' },
});

/** Switches between light and dark; next-themes keeps the choice in local storage (`theme`). */
export function ColorModeButton() {
  const { resolvedTheme, setTheme } = useTheme();
  const { formatMessage } = useAppIntl();
  // Markup rendered ahead cannot know the saved theme: its label offers dark, as does the render
  // that hydrates it, and follows the theme right after. The icon follows the theme's class on
  // <html> from the first paint.
  const isDark = useHydrated() && resolvedTheme === 'dark';
  const label = formatMessage(isDark ? m.toLight : m.toDark);
  return (
    <IconButton
      aria-label={label}
      title={label}
      variant="ghost"
      size="lg"
      color="fg"
      onClick={() => setTheme(isDark ? 'light' : 'dark')}
    >
      <Box as="span" display="inline-flex" _dark={{ display: 'none' }}>
        <MoonIcon />
      </Box>
      <Box as="span" display="none" _dark={{ display: 'inline-flex' }}>
        <SunIcon />
      </Box>
    </IconButton>
  );
}

function SunIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <circle cx="12" cy="12" r="4" />
      <path
        strokeLinecap="round"
        d="M12 2v2M12 20v2M4.93 4.93l1.41 1.41M17.66 17.66l1.41 1.41M2 12h2M20 12h2M4.93 19.07l1.41-1.41M17.66 6.34l1.41-1.41"
      />
    </svg>
  );
}

function MoonIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path strokeLinejoin="round" d="M21 12.79A9 9 0 1 1 11.21 3 7 7 0 0 0 21 12.79z" />
    </svg>
  );
}

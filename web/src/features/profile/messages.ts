import { defineMessages } from '../../i18n/define-messages';

/** The profile screen's text (decision 0061). */
export const profileMessages = defineMessages({
  languageHeading: { id: 'profile.language.heading', defaultMessage: 'Language' },
  languageText: {
    id: 'profile.language.text',
    defaultMessage:
      'The language of Candor on this device. Until you choose one, your browser’s language is used when Candor has it, else English.',
  },
  languageLabel: { id: 'profile.language.label', defaultMessage: 'Language' },
  languageFailed: {
    id: 'profile.language.failed',
    defaultMessage: 'The language could not be loaded. Check your connection and try again.',
  },
  loading: { id: 'profile.loading', defaultMessage: 'Loading your profile' },
  title: { id: 'profile.title', defaultMessage: 'Profile Settings · Candor' },
  heading: { id: 'profile.heading', defaultMessage: 'Profile Settings' },
  intro: {
    id: 'profile.intro',
    defaultMessage: 'Your picture, your details, your password and your data.',
  },
  a11yHeading: { id: 'profile.a11y.heading', defaultMessage: 'Accessibility & Hotkeys' },
  a11yEnable: { id: 'profile.a11y.enable', defaultMessage: 'Enable accessibility features' },
  a11yEnableHelp: { id: 'profile.a11y.enableHelp', defaultMessage: 'Turns on the settings below.' },
  a11yHint: {
    id: 'profile.a11y.hint',
    defaultMessage: 'Enable accessibility features to customize these settings.',
  },
  highContrast: { id: 'profile.a11y.highContrast', defaultMessage: 'High Contrast Mode' },
  highContrastHelp: {
    id: 'profile.a11y.highContrastHelp',
    defaultMessage: 'Stronger text and border colours.',
  },
  largeText: { id: 'profile.a11y.largeText', defaultMessage: 'Large Text' },
  largeTextHelp: { id: 'profile.a11y.largeTextHelp', defaultMessage: 'Makes all text larger.' },
  reducedMotion: { id: 'profile.a11y.reducedMotion', defaultMessage: 'Reduced Motion' },
  reducedMotionHelp: {
    id: 'profile.a11y.reducedMotionHelp',
    defaultMessage: 'Turns off animations and transitions.',
  },
  focusIndicators: { id: 'profile.a11y.focusIndicators', defaultMessage: 'Focus Indicators' },
  focusIndicatorsHelp: {
    id: 'profile.a11y.focusIndicatorsHelp',
    defaultMessage: 'A strong outline on the focused control.',
  },
  screenReader: { id: 'profile.a11y.screenReader', defaultMessage: 'Screen Reader Support' },
  screenReaderHelp: {
    id: 'profile.a11y.screenReaderHelp',
    defaultMessage: 'Announces page changes to screen readers.',
  },
  shortcuts: { id: 'profile.a11y.shortcuts', defaultMessage: 'Keyboard Shortcuts' },
  shortcutsHelp: {
    id: 'profile.a11y.shortcutsHelp',
    defaultMessage: 'Alt (Option on a Mac) with a key moves around the app (Alt+? lists them).',
  },
});

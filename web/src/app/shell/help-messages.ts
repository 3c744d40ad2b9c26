import { defineMessages } from '../../i18n/define-messages';

/** The keyboard shortcut help and the guided tour (loaded when first opened). */
export const helpMessages = defineMessages({
  title: { id: 'shell.help.title', defaultMessage: 'Keyboard shortcuts' },
  close: { id: 'shell.help.close', defaultMessage: 'Close keyboard shortcuts' },
  tabNavigation: { id: 'shell.help.tabNavigation', defaultMessage: 'Navigation' },
  tabGeneral: { id: 'shell.help.tabGeneral', defaultMessage: 'General' },
  tabAccessibility: { id: 'shell.help.tabAccessibility', defaultMessage: 'Accessibility' },
  holdApple: {
    id: 'shell.help.holdApple',
    defaultMessage: 'Hold Option (⌥) and press a key; ⌘ keeps its usual browser commands.',
  },
  holdAlt: { id: 'shell.help.holdAlt', defaultMessage: 'Hold Alt and press a key.' },
  pauseWhileTyping: {
    id: 'shell.help.pauseWhileTyping',
    defaultMessage: 'Shortcuts pause while you type in a field.',
  },
  or: { id: 'shell.help.or', defaultMessage: 'or' },
  openHelp: { id: 'shell.help.openHelp', defaultMessage: 'Open this keyboard shortcut help' },
  escape: {
    id: 'shell.help.escape',
    defaultMessage: 'Close this help, else the topmost dialog, else go back',
  },
  activate: { id: 'shell.help.activate', defaultMessage: 'Activate the focused button' },
  tab: { id: 'shell.help.tab', defaultMessage: 'Move to the next control (Shift+Tab: previous)' },
  featuresHeading: { id: 'shell.help.featuresHeading', defaultMessage: 'Accessibility features' },
  featureSkipLink: {
    id: 'shell.help.feature.skipLink',
    defaultMessage: 'Skip to main content link as the first stop on every page',
  },
  featureFocus: {
    id: 'shell.help.feature.focus',
    defaultMessage: 'Visible focus indicators on every control',
  },
  featureContrast: {
    id: 'shell.help.feature.contrast',
    defaultMessage:
      'High contrast mode, large text and reduced motion (Profile › Accessibility & Hotkeys)',
  },
  featureScreenReader: {
    id: 'shell.help.feature.screenReader',
    defaultMessage: 'Screen reader support: page changes and notifications are announced',
  },
  featureTouch: {
    id: 'shell.help.feature.touch',
    defaultMessage: 'Touch targets of at least 44 px',
  },
  featureThemes: { id: 'shell.help.feature.themes', defaultMessage: 'Light and dark themes' },
  featureShortcuts: {
    id: 'shell.help.feature.shortcuts',
    defaultMessage: 'Keyboard shortcuts that can be switched off on the profile screen',
  },
  takeTour: { id: 'shell.help.takeTour', defaultMessage: 'Take the tour' },
  gotIt: { id: 'shell.help.gotIt', defaultMessage: 'Got it' },
  tourDashboardTitle: { id: 'shell.tour.dashboard.title', defaultMessage: 'Your dashboard' },
  tourDashboardText: {
    id: 'shell.tour.dashboard.text',
    defaultMessage: 'See your teams, active surveys, responses and overall sentiment at a glance.',
  },
  tourMenuTitle: { id: 'shell.tour.menu.title', defaultMessage: 'The menu' },
  tourMenuText: {
    id: 'shell.tour.menu.text',
    defaultMessage:
      'Teams, Surveys, the Calendar, Analytics and the rest of Candor are in this menu.',
  },
  tourTeamsTitle: { id: 'shell.tour.teams.title', defaultMessage: 'Teams' },
  tourTeamsText: {
    id: 'shell.tour.teams.text',
    defaultMessage: 'Create teams, invite members and set each team’s branding.',
  },
  tourSurveysTitle: { id: 'shell.tour.surveys.title', defaultMessage: 'Surveys' },
  tourSurveysText: {
    id: 'shell.tour.surveys.text',
    defaultMessage:
      'Build short pulse surveys, send them to your teams and read anonymous responses.',
  },
  tourProfileTitle: { id: 'shell.tour.profile.title', defaultMessage: 'Your profile' },
  tourProfileText: {
    id: 'shell.tour.profile.text',
    defaultMessage: 'Update your details, password, accessibility settings and keyboard shortcuts.',
  },
  tourStep: { id: 'shell.tour.step', defaultMessage: 'Step {step} of {count}' },
  tourClose: { id: 'shell.tour.close', defaultMessage: 'Close tour' },
  tourProgress: { id: 'shell.tour.progress', defaultMessage: 'Tour progress' },
  tourSkip: { id: 'shell.tour.skip', defaultMessage: 'Skip tour' },
  tourBack: { id: 'shell.tour.back', defaultMessage: 'Back' },
  tourNext: { id: 'shell.tour.next', defaultMessage: 'Next' },
  tourFinish: { id: 'shell.tour.finish', defaultMessage: 'Finish' },
});

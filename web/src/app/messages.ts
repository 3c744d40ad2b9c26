import { defineMessages } from '../i18n/define-messages';

/** The text of the app's frame: header, sidebar, session guards and error pages (decision 0061). */
export const shellMessages = defineMessages({
  skipToMain: { id: 'shell.skipToMain', defaultMessage: 'Skip to main content' },
  openMenu: { id: 'shell.openMenu', defaultMessage: 'Open navigation menu' },
  closeMenu: { id: 'shell.closeMenu', defaultMessage: 'Close navigation menu' },
  expandSidebar: { id: 'shell.expandSidebar', defaultMessage: 'Expand sidebar' },
  collapseSidebar: { id: 'shell.collapseSidebar', defaultMessage: 'Collapse sidebar' },
  keyboardShortcuts: { id: 'shell.keyboardShortcuts', defaultMessage: 'Keyboard shortcuts' },
  keyboardShortcutsKey: {
    id: 'shell.keyboardShortcutsKey',
    defaultMessage: 'Keyboard shortcuts ({key})',
  },
  profile: { id: 'shell.profile', defaultMessage: 'Profile' },
  signOut: { id: 'shell.signOut', defaultMessage: 'Sign out' },
  signIn: { id: 'shell.signIn', defaultMessage: 'Sign in' },
  navigatedTo: { id: 'shell.navigatedTo', defaultMessage: 'Navigated to {title}' },
  mainNavigation: { id: 'shell.mainNavigation', defaultMessage: 'Main navigation' },
  navDashboard: { id: 'shell.nav.dashboard', defaultMessage: 'Dashboard' },
  navTeams: { id: 'shell.nav.teams', defaultMessage: 'Teams' },
  navSurveys: { id: 'shell.nav.surveys', defaultMessage: 'Surveys' },
  navAnalytics: { id: 'shell.nav.analytics', defaultMessage: 'Analytics' },
  navCalendar: { id: 'shell.nav.calendar', defaultMessage: 'Calendar' },
  navBilling: { id: 'shell.nav.billing', defaultMessage: 'Billing' },
  navReferrals: { id: 'shell.nav.referrals', defaultMessage: 'Referrals' },
  navSupport: { id: 'shell.nav.support', defaultMessage: 'Support' },
  checkingSession: { id: 'shell.checkingSession', defaultMessage: 'Checking your session' },
  openingSurvey: { id: 'shell.openingSurvey', defaultMessage: 'Opening the survey' },
  newVersionTitle: {
    id: 'shell.newVersion.title',
    defaultMessage: 'New version available · Candor',
  },
  newVersionHeading: {
    id: 'shell.newVersion.heading',
    defaultMessage: 'A new version is available',
  },
  newVersionText: {
    id: 'shell.newVersion.text',
    defaultMessage:
      'Candor was updated while this tab was open. Reload to use the new version; anything you saved is kept.',
  },
  reload: { id: 'shell.newVersion.reload', defaultMessage: 'Reload' },
  errorTitle: { id: 'shell.error.title', defaultMessage: 'Something went wrong · Candor' },
  errorHeading: { id: 'shell.error.heading', defaultMessage: 'Something went wrong' },
  errorText: {
    id: 'shell.error.text',
    defaultMessage: 'This page could not be shown. Reloading usually fixes it.',
  },
  errorTextDetail: {
    id: 'shell.error.textDetail',
    defaultMessage: 'This page could not be shown ({detail}). Reloading usually fixes it.',
  },
  reloadPage: { id: 'shell.error.reloadPage', defaultMessage: 'Reload the page' },
});

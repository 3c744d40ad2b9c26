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
  dataDownloaded: { id: 'profile.data.downloaded', defaultMessage: 'Your data was downloaded' },
  dataFailed: {
    id: 'profile.data.failed',
    defaultMessage: 'Your data could not be downloaded. Please try again.',
  },
  dataHeading: { id: 'profile.data.heading', defaultMessage: 'Your Data' },
  dataText: {
    id: 'profile.data.text',
    defaultMessage:
      'Download what Candor holds about you as a JSON file: your profile, plan, teams (with the rosters of teams you own), the surveys you created and your notifications. Respondents’ answers are theirs and stay anonymous, so only their counts are included.',
  },
  preparing: { id: 'profile.data.preparing', defaultMessage: 'Preparing...' },
  dataDownload: { id: 'profile.data.download', defaultMessage: 'Download My Data' },
  passwordHeading: { id: 'profile.password.heading', defaultMessage: 'Password' },
  passwordChange: { id: 'profile.password.change', defaultMessage: 'Change Password' },
  passwordGoogle: {
    id: 'profile.password.google',
    defaultMessage: 'You sign in with Google, so there is no Candor password to change.',
  },
  passwordAdvice: {
    id: 'profile.password.advice',
    defaultMessage: 'Use a password you do not use anywhere else.',
  },
  passwordCurrent: { id: 'profile.password.current', defaultMessage: 'Current password' },
  passwordNew: { id: 'profile.password.new', defaultMessage: 'New password' },
  passwordNewHint: { id: 'profile.password.newHint', defaultMessage: 'At least 6 characters.' },
  passwordConfirm: { id: 'profile.password.confirm', defaultMessage: 'Confirm new password' },
  cancel: { id: 'profile.cancel', defaultMessage: 'Cancel' },
  updating: { id: 'profile.password.updating', defaultMessage: 'Updating...' },
  passwordUpdate: { id: 'profile.password.update', defaultMessage: 'Update Password' },
  zoneSaved: { id: 'profile.zone.saved', defaultMessage: 'Time zone saved' },
  zoneFailed: { id: 'profile.zone.failed', defaultMessage: 'Failed to save your time zone' },
  zoneHeading: { id: 'profile.zone.heading', defaultMessage: 'Time Zone' },
  zoneText: {
    id: 'profile.zone.text',
    defaultMessage: 'The calendar’s automations and scheduled sends start in this zone.',
  },
  zoneTextUnset: {
    id: 'profile.zone.textUnset',
    defaultMessage:
      'The calendar’s automations and scheduled sends start in this zone. Not chosen yet: your browser’s zone is used.',
  },
  zoneSearch: { id: 'profile.zone.search', defaultMessage: 'Search time zones' },
  zoneSearchPlaceholder: {
    id: 'profile.zone.searchPlaceholder',
    defaultMessage: 'City or region, e.g. Tokyo',
  },
  zoneLabel: { id: 'profile.zone.label', defaultMessage: 'Time zone' },
  saving: { id: 'profile.saving', defaultMessage: 'Saving...' },
  zoneSave: { id: 'profile.zone.save', defaultMessage: 'Save Time Zone' },
  avatarHeading: { id: 'profile.avatar.heading', defaultMessage: 'Profile picture' },
  avatarPreview: { id: 'profile.avatar.preview', defaultMessage: 'New profile picture preview' },
  avatarOf: { id: 'profile.avatar.of', defaultMessage: "{name}'s profile picture" },
  memberSince: { id: 'profile.avatar.memberSince', defaultMessage: 'Member since {date}' },
  avatarInput: { id: 'profile.avatar.input', defaultMessage: 'Profile picture' },
  chooseAnother: { id: 'profile.avatar.chooseAnother', defaultMessage: 'Choose Another Image' },
  choose: { id: 'profile.avatar.choose', defaultMessage: 'Choose Image' },
  selected: { id: 'profile.avatar.selected', defaultMessage: 'Selected: {file}' },
  uploading: { id: 'profile.avatar.uploading', defaultMessage: 'Uploading...' },
  upload: { id: 'profile.avatar.upload', defaultMessage: 'Upload Avatar' },
  changeAvatar: { id: 'profile.avatar.change', defaultMessage: 'Change Avatar' },
  reloaded: {
    id: 'profile.info.reloaded',
    defaultMessage: 'Reloaded: you now see your profile as it was last saved.',
  },
  infoHeading: { id: 'profile.info.heading', defaultMessage: 'Basic Information' },
  editProfile: { id: 'profile.info.edit', defaultMessage: 'Edit Profile' },
  firstName: { id: 'profile.info.firstName', defaultMessage: 'First name' },
  lastName: { id: 'profile.info.lastName', defaultMessage: 'Last name' },
  email: { id: 'profile.info.email', defaultMessage: 'Email' },
  emailHint: {
    id: 'profile.info.emailHint',
    defaultMessage: 'This is your login email and cannot be changed',
  },
  phone: { id: 'profile.info.phone', defaultMessage: 'Phone (optional)' },
  company: { id: 'profile.info.company', defaultMessage: 'Company (optional)' },
  bio: { id: 'profile.info.bio', defaultMessage: 'Bio (optional)' },
  saveChanges: { id: 'profile.info.save', defaultMessage: 'Save Changes' },
  deleted: { id: 'profile.delete.deleted', defaultMessage: 'Your account has been deleted' },
  deleteFailed: { id: 'profile.delete.failed', defaultMessage: 'Failed to delete your account' },
  typeEmail: {
    id: 'profile.delete.typeEmail',
    defaultMessage: 'Type your e-mail address exactly as shown to confirm',
  },
  enterPassword: {
    id: 'profile.delete.enterPassword',
    defaultMessage: 'Enter your password to confirm',
  },
  deleteHeading: { id: 'profile.delete.heading', defaultMessage: 'Delete Account' },
  deleteText: {
    id: 'profile.delete.text',
    defaultMessage:
      'Deleting your account signs you out everywhere and removes your personal data, the teams you own and the surveys that belong to them. You will see the full list before anything is deleted.',
  },
  deleteButton: { id: 'profile.delete.button', defaultMessage: 'Delete My Account' },
  deleteTitle: { id: 'profile.delete.title', defaultMessage: 'Delete your account?' },
  deleting: { id: 'profile.delete.deleting', defaultMessage: 'Deleting...' },
  deleteIntro: {
    id: 'profile.delete.intro',
    defaultMessage: 'This cannot be undone. When you delete your account:',
  },
  findingTeams: { id: 'profile.delete.findingTeams', defaultMessage: 'Finding the teams you own' },
  ownedTeams: {
    id: 'profile.delete.ownedTeams',
    defaultMessage:
      '<strong>{count, plural, one {The team you own is deleted for everyone:} other {The # teams you own are deleted for everyone:}}</strong> {teams}, with their members, invitations, automations, logos and the surveys assigned to them alone (with their responses). They are not handed to an admin.',
  },
  noOwnedTeams: {
    id: 'profile.delete.noOwnedTeams',
    defaultMessage: 'Teams you own are deleted for everyone (you own none now).',
  },
  leaveTeams: {
    id: 'profile.delete.leaveTeams',
    defaultMessage: 'You leave the other teams you are on.',
  },
  surveys: {
    id: 'profile.delete.surveys',
    defaultMessage:
      'Surveys you created with no team are deleted; surveys assigned to other people’s teams stay with those teams.',
  },
  signedOut: {
    id: 'profile.delete.signedOut',
    defaultMessage:
      'You are signed out everywhere at once, and your personal data (profile, picture, plan record, notifications, referral code) is deleted.',
  },
  registerAgain: {
    id: 'profile.delete.registerAgain',
    defaultMessage: 'Your e-mail address can be used to register again.',
  },
  answersStay: {
    id: 'profile.delete.answersStay',
    defaultMessage: 'Answers people gave never name an account, so they stay as they are.',
  },
  subscription: {
    id: 'profile.delete.subscription',
    defaultMessage:
      'A paid subscription must be cancelled first, on the <link>Billing</link> page.',
  },
  wantCopy: {
    id: 'profile.delete.wantCopy',
    defaultMessage: 'Want a copy? Use Download My Data first.',
  },
  notDeleted: { id: 'profile.delete.notDeleted', defaultMessage: 'Your account was not deleted' },
  confirmEmail: {
    id: 'profile.delete.confirmEmail',
    defaultMessage: 'Type your e-mail address to confirm',
  },
  yourPassword: { id: 'profile.delete.yourPassword', defaultMessage: 'Your password' },
});

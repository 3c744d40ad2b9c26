import { defineMessages } from '../../i18n/define-messages';

/**
 * The Teams screens' text (decision 0061): the team list, its cards and Create Team, the team's
 * own page and its forms; below, the rules' words, Delete Team, branding, Add people and the
 * invitation page.
 */
export const teamsMessages = defineMessages({
  title: { id: 'teams.title', defaultMessage: 'Teams · Candor' },
  heading: { id: 'teams.heading', defaultMessage: 'Teams' },
  intro: {
    id: 'teams.intro',
    defaultMessage: 'Create teams, add people and manage who does what.',
  },
  createTeam: { id: 'teams.createTeam', defaultMessage: 'Create Team' },
  loadFailed: { id: 'teams.loadFailed', defaultMessage: 'Failed to load teams' },
  retry: { id: 'teams.retry', defaultMessage: 'Retry' },
  noTeams: { id: 'teams.noTeams', defaultMessage: 'No teams yet' },
  noTeamsText: {
    id: 'teams.noTeamsText',
    defaultMessage:
      'Create your first team, then invite the people whose feedback you want to hear.',
  },
  loading: { id: 'teams.loading', defaultMessage: 'Loading teams' },
  invitationWaiting: {
    id: 'teams.invitation.waiting',
    defaultMessage: 'You have a team invitation waiting',
  },
  invitationReview: {
    id: 'teams.invitation.review',
    defaultMessage: 'Review it to join the team.',
  },
  invitationReviewButton: {
    id: 'teams.invitation.reviewButton',
    defaultMessage: 'Review invitation',
  },
  dismiss: { id: 'teams.dismiss', defaultMessage: 'Dismiss' },
  members: {
    id: 'teams.card.members',
    defaultMessage: '{count, plural, one {# member} other {# members}}',
  },
  noDescription: { id: 'teams.card.noDescription', defaultMessage: 'No description provided' },
  surveys: { id: 'teams.card.surveys', defaultMessage: 'Surveys' },
  responses: { id: 'teams.card.responses', defaultMessage: 'Responses' },
  view: { id: 'teams.card.view', defaultMessage: 'View' },
  viewTeam: { id: 'teams.card.viewTeam', defaultMessage: 'View {team}' },
  addPeople: { id: 'teams.card.addPeople', defaultMessage: 'Add people' },
  addPeopleTo: { id: 'teams.card.addPeopleTo', defaultMessage: 'Add people to {team}' },
  settings: { id: 'teams.card.settings', defaultMessage: 'Settings' },
  settingsFor: { id: 'teams.card.settingsFor', defaultMessage: 'Settings for {team}' },
  roleOwner: { id: 'teams.role.owner', defaultMessage: 'Owner' },
  roleAdmin: { id: 'teams.role.admin', defaultMessage: 'Admin' },
  created: { id: 'teams.create.created', defaultMessage: 'Team created successfully' },
  createFailed: { id: 'teams.create.failed', defaultMessage: 'Failed to create team' },
  creating: { id: 'teams.create.creating', defaultMessage: 'Creating...' },
  teamName: { id: 'teams.create.name', defaultMessage: 'Team name' },
  descriptionOptional: {
    id: 'teams.create.description',
    defaultMessage: 'Description (optional)',
  },
  roleMember: { id: 'teams.role.member', defaultMessage: 'Member' },
  invited: { id: 'teams.member.invited', defaultMessage: 'Invited' },
  roleFor: { id: 'teams.member.roleFor', defaultMessage: 'Role for {name}' },
  remove: { id: 'teams.member.remove', defaultMessage: 'Remove' },
  removeName: { id: 'teams.member.removeName', defaultMessage: 'Remove {name}' },
  removeTitle: { id: 'teams.member.removeTitle', defaultMessage: 'Remove member' },
  removeConfirm: {
    id: 'teams.member.removeConfirm',
    defaultMessage: 'Are you sure you want to remove this member?',
  },
  removing: { id: 'teams.member.removing', defaultMessage: 'Removing...' },
  cancel: { id: 'teams.cancel', defaultMessage: 'Cancel' },
  roleUpdated: {
    id: 'teams.member.roleUpdated',
    defaultMessage: 'Member role updated successfully',
  },
  roleFailed: { id: 'teams.member.roleFailed', defaultMessage: 'Failed to update member role' },
  removed: { id: 'teams.member.removed', defaultMessage: 'Member removed successfully' },
  removeFailed: { id: 'teams.member.removeFailed', defaultMessage: 'Failed to remove member' },
  updated: { id: 'teams.info.updated', defaultMessage: 'Team updated successfully' },
  updateFailed: { id: 'teams.info.updateFailed', defaultMessage: 'Failed to update team' },
  reloaded: {
    id: 'teams.info.reloaded',
    defaultMessage: 'Reloaded: you now see the team as it was last saved.',
  },
  description: { id: 'teams.info.description', defaultMessage: 'Description' },
  saving: { id: 'teams.info.saving', defaultMessage: 'Saving...' },
  saveChanges: { id: 'teams.info.saveChanges', defaultMessage: 'Save Changes' },
  loadDetailsFailed: {
    id: 'teams.detail.loadFailed',
    defaultMessage: 'Failed to load team details',
  },
  loadFailedTitle: {
    id: 'teams.detail.loadFailedTitle',
    defaultMessage: 'Failed to load team details · Candor',
  },
  notFoundTitle: { id: 'teams.detail.notFoundTitle', defaultMessage: 'Team not found · Candor' },
  team: { id: 'teams.detail.team', defaultMessage: 'Team' },
  teamTitle: { id: 'teams.detail.teamTitle', defaultMessage: 'Team · Candor' },
  logoOf: { id: 'teams.detail.logoOf', defaultMessage: '{team} logo' },
  branding: { id: 'teams.detail.branding', defaultMessage: 'Branding' },
  edit: { id: 'teams.detail.edit', defaultMessage: 'Edit' },
  information: { id: 'teams.detail.information', defaultMessage: 'Team Information' },
  createdOn: { id: 'teams.detail.created', defaultMessage: 'Created {date}' },
  quickActions: { id: 'teams.detail.quickActions', defaultMessage: 'Quick Actions' },
  createSurvey: { id: 'teams.detail.createSurvey', defaultMessage: 'Create Survey' },
  viewAnalytics: { id: 'teams.detail.viewAnalytics', defaultMessage: 'View Analytics' },
  teamActions: { id: 'teams.detail.teamActions', defaultMessage: 'Team actions' },
  teamSettings: { id: 'teams.detail.teamSettings', defaultMessage: 'Team Settings' },
  ownerOnly: { id: 'teams.detail.ownerOnly', defaultMessage: 'Only you, the owner, see these.' },
  editInfo: { id: 'teams.detail.editInfo', defaultMessage: 'Edit name and description' },
  changeBrand: { id: 'teams.detail.changeBrand', defaultMessage: 'Change logo and colour' },
  deleteHeading: { id: 'teams.detail.deleteHeading', defaultMessage: 'Delete this team' },
  deleteText: {
    id: 'teams.detail.deleteText',
    defaultMessage:
      'Removes its people, invitations, automations, logo and the surveys assigned to it alone. The dialog lists what goes before anything is deleted.',
  },
  deleteTeam: { id: 'teams.detail.deleteTeam', defaultMessage: 'Delete Team' },
  logoUploaded: { id: 'teams.detail.logoUploaded', defaultMessage: 'Logo uploaded' },
  noLogo: {
    id: 'teams.detail.noLogo',
    defaultMessage: 'No logo yet: the initial shows on the brand color.',
  },
  brandColor: { id: 'teams.detail.brandColor', defaultMessage: 'Brand color' },
  membersHeading: { id: 'teams.detail.membersHeading', defaultMessage: 'Team Members' },
  loadingMembers: { id: 'teams.detail.loadingMembers', defaultMessage: 'Loading members' },
  noMembers: { id: 'teams.detail.noMembers', defaultMessage: 'No members yet' },
  allTeams: { id: 'teams.detail.allTeams', defaultMessage: '← All teams' },
  notFound: { id: 'teams.detail.notFound', defaultMessage: 'Team not found' },
  notFoundText: {
    id: 'teams.detail.notFoundText',
    defaultMessage:
      'This team does not exist, or you are not on it. Check the link, or pick a team from your list.',
  },
  backToTeams: { id: 'teams.detail.backToTeams', defaultMessage: 'Back to Teams' },
  loadingTeam: { id: 'teams.detail.loadingTeam', defaultMessage: 'Loading team' },
  readsHeading: { id: 'teams.reads.heading', defaultMessage: 'Who opened our results' },
  readsText: {
    id: 'teams.reads.text',
    defaultMessage:
      'Every time a manager opens this team’s survey results or exports them, it is listed here by day, for everyone on the team.',
  },
  readsEmpty: {
    id: 'teams.reads.empty',
    defaultMessage: 'Nobody has opened this team’s results yet.',
  },
  readsFailed: {
    id: 'teams.reads.failed',
    defaultMessage: 'Failed to load who opened the results',
  },
});

/** The rules' words (team-rules.ts, team-errors.ts): checks, toasts, invitation refusals. */
export const teamRulesMessages = defineMessages({
  nameRequired: { id: 'teams.rules.nameRequired', defaultMessage: 'Team name is required' },
  nameInvisible: {
    id: 'teams.rules.nameInvisible',
    defaultMessage:
      'Team name must not contain line breaks, control characters or invisible formatting characters',
  },
  descriptionInvisible: {
    id: 'teams.rules.descriptionInvisible',
    defaultMessage:
      'Description must not contain control characters or invisible formatting characters',
  },
  notAnImage: { id: 'teams.rules.notAnImage', defaultMessage: 'Please select an image file' },
  tooLarge: { id: 'teams.rules.tooLarge', defaultMessage: 'Image size must be less than 5MB' },
  logoHint: { id: 'teams.rules.logoHint', defaultMessage: 'JPG, PNG or GIF. Max 5MB.' },
  badColor: {
    id: 'teams.rules.badColor',
    defaultMessage: 'Color must be a hex value like #3B82F6',
  },
  brandingUpdated: {
    id: 'teams.rules.brandingUpdated',
    defaultMessage: 'Branding updated successfully',
  },
  brandingFailed: { id: 'teams.rules.brandingFailed', defaultMessage: 'Failed to update branding' },
  colorFailed: {
    id: 'teams.rules.colorFailed',
    defaultMessage: 'Failed to update team color. Please try again.',
  },
  addFailed: { id: 'teams.rules.addFailed', defaultMessage: 'Failed to add member' },
  inviteFailed: {
    id: 'teams.rules.inviteFailed',
    defaultMessage: 'Failed to send invitation. Please try again.',
  },
  inviteNotFound: {
    id: 'teams.rules.inviteNotFound',
    defaultMessage: 'Team not found. Please refresh the page and try again.',
  },
  inviteForbidden: {
    id: 'teams.rules.inviteForbidden',
    defaultMessage: 'You do not have permission to invite members to this team.',
  },
  alreadyMember: {
    id: 'teams.rules.alreadyMember',
    defaultMessage: 'User is already a member of this team.',
  },
});

/** Delete Team. */
export const deleteTeamMessages = defineMessages({
  title: { id: 'teams.delete.title', defaultMessage: 'Delete {team}?' },
  submit: { id: 'teams.delete.submit', defaultMessage: 'Delete Team' },
  busy: { id: 'teams.delete.busy', defaultMessage: 'Deleting...' },
  intro: { id: 'teams.delete.intro', defaultMessage: 'This cannot be undone. Deleting the team:' },
  surveysAlone: {
    id: 'teams.delete.surveysAlone',
    defaultMessage:
      '<strong>deletes {count, plural, one {# survey} other {# surveys}} assigned to this team alone, with their responses</strong>{titles}. Results gathered through a team never pass to one person, so they are not kept for their creators.',
  },
  surveysAloneTitles: { id: 'teams.delete.surveysAloneTitles', defaultMessage: ': {titles}' },
  surveysShared: {
    id: 'teams.delete.surveysShared',
    defaultMessage:
      '{count, plural, one {# survey also assigned to other teams stays} other {# surveys also assigned to other teams stay}} with those teams.',
  },
  surveysUnknown: {
    id: 'teams.delete.surveysUnknown',
    defaultMessage:
      'deletes the surveys assigned to this team alone, with their responses; surveys also assigned to other teams stay with them.',
  },
  countingSurveys: { id: 'teams.delete.countingSurveys', defaultMessage: 'Counting surveys' },
  members: {
    id: 'teams.delete.members',
    defaultMessage:
      'removes its {count, plural, one {# member} other {# members}} and its pending invitations (people keep their accounts);',
  },
  noAutomations: {
    id: 'teams.delete.noAutomations',
    defaultMessage: 'has no automations to cancel;',
  },
  automations: {
    id: 'teams.delete.automations',
    defaultMessage:
      'cancels {count, plural, one {# automation} other {# automations}} that send only to it (others stop sending to it);',
  },
  someAutomations: {
    id: 'teams.delete.someAutomations',
    defaultMessage: 'cancels its automations that send only to it (others stop sending to it);',
  },
  logo: { id: 'teams.delete.logo', defaultMessage: 'deletes its logo.' },
  noLogo: { id: 'teams.delete.noLogo', defaultMessage: 'has no logo to delete.' },
  typeName: { id: 'teams.delete.typeName', defaultMessage: 'Type the team name to confirm' },
  typeNameExactly: {
    id: 'teams.delete.typeNameExactly',
    defaultMessage: 'Type the team name exactly as shown to confirm',
  },
  exportFirst: {
    id: 'teams.delete.exportFirst',
    defaultMessage: 'Export any results you want to keep before you delete the team.',
  },
  deleted: { id: 'teams.delete.deleted', defaultMessage: 'Team deleted successfully' },
  failed: { id: 'teams.delete.failed', defaultMessage: 'Failed to delete team' },
});

/** The branding form. */
export const brandingMessages = defineMessages({
  form: { id: 'teams.branding.form', defaultMessage: 'Edit branding' },
  reloaded: {
    id: 'teams.branding.reloaded',
    defaultMessage: 'Reloaded: you now see the team as it was last saved.',
  },
  teamLogo: { id: 'teams.branding.teamLogo', defaultMessage: 'Team logo' },
  newLogoPreview: { id: 'teams.branding.newLogoPreview', defaultMessage: 'New logo preview' },
  currentLogo: { id: 'teams.branding.currentLogo', defaultMessage: '{team} current logo' },
  changeLogo: { id: 'teams.branding.changeLogo', defaultMessage: 'Change Logo' },
  uploadLogo: { id: 'teams.branding.uploadLogo', defaultMessage: 'Upload Logo' },
  selected: { id: 'teams.branding.selected', defaultMessage: 'Selected: {file}' },
  colorPicker: { id: 'teams.branding.colorPicker', defaultMessage: 'Color picker' },
  brandColor: { id: 'teams.branding.brandColor', defaultMessage: 'Brand color' },
  colorHint: { id: 'teams.branding.colorHint', defaultMessage: 'A hex value like #3B82F6.' },
  palette: { id: 'teams.branding.palette', defaultMessage: 'Palette' },
  cancel: { id: 'teams.branding.cancel', defaultMessage: 'Cancel' },
  save: { id: 'teams.branding.save', defaultMessage: 'Save Branding' },
  saving: { id: 'teams.branding.saving', defaultMessage: 'Saving...' },
});

/** Add people: the dialog and its rules (add-people.ts). */
export const addPeopleMessages = defineMessages({
  people: {
    id: 'teams.add.people',
    defaultMessage: '{count, plural, one {# person} other {# people}}',
  },
  title: { id: 'teams.add.title', defaultMessage: 'Add people to {team}' },
  fileUnreadable: {
    id: 'teams.add.fileUnreadable',
    defaultMessage: 'That file could not be read. Choose a CSV file, or paste the list.',
  },
  everyoneOnTeam: {
    id: 'teams.add.everyoneOnTeam',
    defaultMessage:
      'Everyone in the list is on the team already: tick Invite to send someone without an account an invitation',
  },
  addCount: {
    id: 'teams.add.addCount',
    defaultMessage: 'Add {count, plural, one {# person} other {# people}}',
  },
  inviteCount: {
    id: 'teams.add.inviteCount',
    defaultMessage: 'Invite {count, plural, one {# person} other {# people}}',
  },
  addPeople: { id: 'teams.add.addPeople', defaultMessage: 'Add people' },
  retry: {
    id: 'teams.add.retry',
    defaultMessage: 'Edit and try again ({count, plural, one {# person} other {# people}})',
  },
  done: { id: 'teams.add.done', defaultMessage: 'Done' },
  cancel: { id: 'teams.add.cancel', defaultMessage: 'Cancel' },
  adding: { id: 'teams.add.adding', defaultMessage: 'Adding...' },
  introOwner: {
    id: 'teams.add.introOwner',
    defaultMessage:
      'Everyone you add is on the roster and gets the surveys sent to this team. Tick <b>Invite</b> for anyone who should also get an e-mail to make an account and sign in, as a member or an admin who helps run the team.',
  },
  introAdmin: {
    id: 'teams.add.introAdmin',
    defaultMessage:
      'Everyone you add is on the roster and gets the surveys sent to this team. Tick <b>Invite</b> for anyone who should also get an e-mail to make an account and sign in (as a member).',
  },
  peopleLabel: { id: 'teams.add.peopleLabel', defaultMessage: 'People' },
  placeholder: {
    id: 'teams.add.placeholder',
    defaultMessage:
      // '<' quoted: a bare one would open a tag.
      `"Lee, Jordan" '<'jordan@example.com>; sam@example.com\nPriya Nair, priya@example.com`,
  },
  hint: {
    id: 'teams.add.hint',
    defaultMessage:
      'Paste e-mail addresses with or without names, separated by commas, semicolons or new lines, or a CSV with an ‘email’ column (and ‘name’, or ‘first name’ and ‘last name’). Up to {max} people.',
  },
  chooseFile: { id: 'teams.add.chooseFile', defaultMessage: 'Choose CSV file' },
  rosterNeeded: {
    id: 'teams.add.rosterNeeded',
    defaultMessage: 'The team’s people are needed to tell who is on it already.',
  },
  retryLoad: { id: 'teams.add.retryLoad', defaultMessage: 'Retry' },
  loadingRoster: { id: 'teams.add.loadingRoster', defaultMessage: 'Loading the team’s people' },
  overLimitTitle: {
    id: 'teams.add.overLimitTitle',
    defaultMessage: 'More people than your plan has room for',
  },
  overLimitText: {
    id: 'teams.add.overLimitText',
    defaultMessage:
      'Your {plan} plan has room for {room, plural, one {# person} other {# people}} more on your teams ({limit} in all); this list adds {adding}. Take {excess} out of the list, or <link>upgrade on the Billing page</link>.',
  },
  notReadOne: {
    id: 'teams.add.notRead',
    defaultMessage:
      '{count, plural, one {Not read: # line (fix it in the box above)} other {Not read: # lines (fix them in the box above)}}',
  },
  unreadLine: { id: 'teams.add.unreadLine', defaultMessage: 'Line {line}: {text} — {reason}' },
  summaryAdd: { id: 'teams.add.summaryAdd', defaultMessage: '{people} to add' },
  summaryAddInvited: {
    id: 'teams.add.summaryAddInvited',
    defaultMessage: '{people} to add, {invited} with an invitation',
  },
  summaryOnTeam: { id: 'teams.add.summaryOnTeam', defaultMessage: '{count} already on the team' },
  summaryOnTeamInvited: {
    id: 'teams.add.summaryOnTeamInvited',
    defaultMessage: '{count} already on the team, {invited} to invite',
  },
  summaryRepeats: { id: 'teams.add.summaryRepeats', defaultMessage: '{count} listed twice' },
  summaryUnread: { id: 'teams.add.summaryUnread', defaultMessage: '{count} not read' },
  tableLabel: { id: 'teams.add.tableLabel', defaultMessage: 'People in the list' },
  person: { id: 'teams.add.person', defaultMessage: 'Person' },
  onTheTeam: { id: 'teams.add.onTheTeam', defaultMessage: 'On the team?' },
  inviteAll: { id: 'teams.add.inviteAll', defaultMessage: 'Invite all' },
  invitePerson: {
    id: 'teams.add.invitePerson',
    defaultMessage: 'Invite <hidden>{person}</hidden>',
  },
  newLink: { id: 'teams.add.newLink', defaultMessage: 'A new link; their role stays' },
  inviteAs: { id: 'teams.add.inviteAs', defaultMessage: 'Invite {person} as' },
  member: { id: 'teams.add.member', defaultMessage: 'Member' },
  admin: { id: 'teams.add.admin', defaultMessage: 'Admin' },
  asMember: { id: 'teams.add.asMember', defaultMessage: 'as Member' },
  hasAccount: { id: 'teams.add.hasAccount', defaultMessage: 'Has an account' },
  notAddedAgain: { id: 'teams.add.notAddedAgain', defaultMessage: 'Not added again' },
  noNew: { id: 'teams.add.noNew', defaultMessage: 'No, new' },
  alreadyOnTeam: { id: 'teams.add.alreadyOnTeam', defaultMessage: 'Already on the team' },
  listedBefore: { id: 'teams.add.listedBefore', defaultMessage: 'Listed before (line {line})' },
  countAdded: { id: 'teams.add.countAdded', defaultMessage: 'Added' },
  countInvited: { id: 'teams.add.countInvited', defaultMessage: 'Invited' },
  countAlreadyThere: { id: 'teams.add.countAlreadyThere', defaultMessage: 'Already there' },
  countNotDone: { id: 'teams.add.countNotDone', defaultMessage: 'Not done' },
  outcomeLine: { id: 'teams.add.outcomeLine', defaultMessage: 'Line {line}: {person}' },
  notMailed: {
    id: 'teams.add.notMailed',
    defaultMessage:
      'The invitation is saved, but its e-mail could not be sent: try again to resend it.',
  },
  notInvited: { id: 'teams.add.notInvited', defaultMessage: 'On the team; not invited: {reason}' },
  notAdded: { id: 'teams.add.notAdded', defaultMessage: 'Not added' },
  resultAdded: {
    id: 'teams.add.resultAdded',
    defaultMessage: 'Added {count, plural, one {# person} other {# people}}',
  },
  resultInvited: { id: 'teams.add.resultInvited', defaultMessage: ', {count} invited' },
  resultNotMailed: {
    id: 'teams.add.resultNotMailed',
    defaultMessage: ' ({count} invitation e-mails not sent)',
  },
  resultFailed: { id: 'teams.add.resultFailed', defaultMessage: '; {count} not done' },
  noAnswer: {
    id: 'teams.add.noAnswer',
    defaultMessage: 'The server did not say what became of this person',
  },
  notSent: { id: 'teams.add.notSent', defaultMessage: 'Not sent' },
  noEmail: { id: 'teams.add.noEmail', defaultMessage: '(no e-mail address)' },
  importEmpty: {
    id: 'teams.add.import.empty',
    defaultMessage: 'Paste at least one e-mail address, or choose a CSV file',
  },
  importTooMany: {
    id: 'teams.add.import.tooMany',
    defaultMessage: 'At most {max} people per import: split the list',
  },
  importTooLong: {
    id: 'teams.add.import.tooLong',
    defaultMessage: 'The list is too long: split it into smaller imports',
  },
  importNoEmailColumn: {
    id: 'teams.add.import.noEmailColumn',
    defaultMessage: "The CSV file has no 'email' column",
  },
  importInvalidEmail: {
    id: 'teams.add.import.invalidEmail',
    defaultMessage: 'Not a valid e-mail address',
  },
  importNameTooLong: {
    id: 'teams.add.import.nameTooLong',
    defaultMessage: 'Name must be at most {max} characters',
  },
  importNameInvisible: {
    id: 'teams.add.import.nameInvisible',
    defaultMessage: 'Name contains invisible or control characters',
  },
  importOnRoster: { id: 'teams.add.import.onRoster', defaultMessage: 'Already on this team' },
});

/** The invitation page (/invitations/accept). */
export const invitationMessages = defineMessages({
  invalidHeading: { id: 'teams.invite.invalidHeading', defaultMessage: 'Invitation not valid' },
  invalidTitle: {
    id: 'teams.invite.invalidTitle',
    defaultMessage: 'This invitation link is invalid or has expired',
  },
  invalidDetail: {
    id: 'teams.invite.invalidDetail',
    defaultMessage: 'Ask the team owner or an admin to invite you again.',
  },
  goToCandor: { id: 'teams.invite.goToCandor', defaultMessage: 'Go to Candor' },
  loading: { id: 'teams.invite.loading', defaultMessage: 'Loading invitation' },
  heading: { id: 'teams.invite.heading', defaultMessage: 'Team invitation' },
  loadFailed: { id: 'teams.invite.loadFailed', defaultMessage: 'Failed to load the invitation' },
  retry: { id: 'teams.invite.retry', defaultMessage: 'Retry' },
  joined: { id: 'teams.invite.joined', defaultMessage: 'You joined {team}' },
  acceptFailed: {
    id: 'teams.invite.acceptFailed',
    defaultMessage: 'Failed to accept the invitation',
  },
  join: { id: 'teams.invite.join', defaultMessage: 'Join {team}' },
  invitedYou: {
    id: 'teams.invite.invitedYou',
    defaultMessage:
      '<strong>{inviter}</strong> invited you to join <strong>{team}</strong> on Candor.',
  },
  aTeamOwner: { id: 'teams.invite.aTeamOwner', defaultMessage: 'A team owner' },
  email: { id: 'teams.invite.email', defaultMessage: 'Email' },
  role: { id: 'teams.invite.role', defaultMessage: 'Role' },
  admin: { id: 'teams.invite.admin', defaultMessage: 'Admin' },
  member: { id: 'teams.invite.member', defaultMessage: 'Member' },
  checkingSession: { id: 'teams.invite.checkingSession', defaultMessage: 'Checking your session' },
  signInToAccept: {
    id: 'teams.invite.signInToAccept',
    defaultMessage: 'Sign in with {email} to accept, or create an account with that address.',
  },
  signIn: { id: 'teams.invite.signIn', defaultMessage: 'Sign in' },
  createAccount: { id: 'teams.invite.createAccount', defaultMessage: 'Create account' },
  otherAccount: {
    id: 'teams.invite.otherAccount',
    defaultMessage: 'This invitation is for another account',
  },
  otherAccountText: {
    id: 'teams.invite.otherAccountText',
    defaultMessage:
      'You are signed in as {user}. This invitation is for {email}: sign in with that account to accept it.',
  },
  switchAccount: {
    id: 'teams.invite.switchAccount',
    defaultMessage: 'Sign out and switch account',
  },
  goToTeams: { id: 'teams.invite.goToTeams', defaultMessage: 'Go to Teams' },
  accept: { id: 'teams.invite.accept', defaultMessage: 'Accept Invitation' },
  joining: { id: 'teams.invite.joining', defaultMessage: 'Joining...' },
  notNow: { id: 'teams.invite.notNow', defaultMessage: 'Not now' },
});

import { defineMessages } from '../../i18n/define-messages';

/**
 * The Teams screens' text (decision 0061). So far the team list, its cards and Create Team; the
 * team's own page, its dialogs and the invitation page still hold theirs in the markup.
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

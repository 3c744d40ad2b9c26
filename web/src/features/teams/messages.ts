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

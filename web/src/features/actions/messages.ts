import type { ActionStatus } from '#shared/api/actions';
import { defineMessages } from '../../i18n/define-messages';

/** A team's actions page's own text (decision 0061). */
export const actionsMessages = defineMessages({
  backToTeam: { id: 'actions.backToTeam', defaultMessage: '← Back to the team' },
  title: { id: 'actions.title', defaultMessage: 'Actions · Candor' },
  titleOfTeam: { id: 'actions.titleOfTeam', defaultMessage: 'Actions: {team} · Candor' },
  heading: { id: 'actions.heading', defaultMessage: 'Team actions' },
  headingOfTeam: { id: 'actions.headingOfTeam', defaultMessage: '{team}: actions' },
  loadFailed: { id: 'actions.loadFailed', defaultMessage: 'Failed to load actions' },
  changeFailed: { id: 'actions.changeFailed', defaultMessage: 'Failed to change the status' },
  empty: {
    id: 'actions.empty',
    defaultMessage:
      'No actions yet. On a question of a round’s results, choose Add action: the next round asks whether you followed through.',
  },
  loading: { id: 'actions.loading', defaultMessage: 'Loading actions' },
  changed: { id: 'actions.changed', defaultMessage: 'Status changed to {status}' },
  source: { id: 'actions.source', defaultMessage: '{survey}, round {round}: “{question}”' },
  owner: { id: 'actions.owner', defaultMessage: 'Owner' },
  due: { id: 'actions.due', defaultMessage: 'Due' },
  checkedIn: { id: 'actions.checkedIn', defaultMessage: 'Checked in' },
  nextRound: { id: 'actions.nextRound', defaultMessage: 'the next round' },
  round: { id: 'actions.round', defaultMessage: 'round {round}' },
  changeStatus: { id: 'actions.changeStatus', defaultMessage: 'Change status' },
  statusChanges: { id: 'actions.statusChanges', defaultMessage: 'Status changes' },
  historyEntry: { id: 'actions.historyEntry', defaultMessage: '{status}, by {name}, {time}' },
});

/** The statuses' words (the server's `ACTION_STATUS_LABELS` in English). */
export const actionStatusMessages = defineMessages({
  open: { id: 'actions.status.open', defaultMessage: 'Open' },
  in_progress: { id: 'actions.status.inProgress', defaultMessage: 'In progress' },
  done: { id: 'actions.status.done', defaultMessage: 'Done' },
  dropped: { id: 'actions.status.dropped', defaultMessage: 'Dropped' },
}) satisfies Record<ActionStatus, unknown>;

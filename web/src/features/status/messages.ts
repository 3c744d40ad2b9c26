import { defineMessages } from '../../i18n/define-messages';

/** The system status screen's text (decision 0061). */
export const statusMessages = defineMessages({
  title: { id: 'status.title', defaultMessage: 'System status · Candor' },
  heading: { id: 'status.heading', defaultMessage: 'System status' },
  intro: {
    id: 'status.intro',
    defaultMessage: 'Whether Candor and the services it relies on are answering.',
  },
  loading: { id: 'status.loading', defaultMessage: 'Loading system status…' },
  loadFailed: { id: 'status.loadFailed', defaultMessage: 'Could not load the system status' },
  retry: { id: 'status.retry', defaultMessage: 'Retry' },
  retrying: { id: 'status.retrying', defaultMessage: 'Retrying…' },
  operational: { id: 'status.operational', defaultMessage: 'Operational' },
  degraded: { id: 'status.degraded', defaultMessage: 'Degraded' },
  allUp: { id: 'status.allUp', defaultMessage: 'All systems operational' },
  someDown: { id: 'status.someDown', defaultMessage: 'Some services are not answering' },
  version: { id: 'status.version', defaultMessage: 'Version <mono>{version}</mono>' },
  checkedAt: { id: 'status.checkedAt', defaultMessage: 'Checked at <when>{time}</when>' },
  services: { id: 'status.services', defaultMessage: 'Services' },
  latency: { id: 'status.latency', defaultMessage: '{ms, number} ms' },
  up: { id: 'status.up', defaultMessage: 'Up' },
  down: { id: 'status.down', defaultMessage: 'Down' },
  tableName: { id: 'status.service.table', defaultMessage: 'Database' },
  tableDescription: {
    id: 'status.service.tableDescription',
    defaultMessage: 'Teams, surveys and responses',
  },
  filesName: { id: 'status.service.files', defaultMessage: 'File storage' },
  filesDescription: { id: 'status.service.filesDescription', defaultMessage: 'Logos and avatars' },
  mailName: { id: 'status.service.mail', defaultMessage: 'Mail' },
  mailDescription: {
    id: 'status.service.mailDescription',
    defaultMessage: 'Invitations and reminders',
  },
});

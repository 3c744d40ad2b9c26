import { createIntl, type IntlShape } from 'react-intl';
import { defineMessages } from '../../i18n/define-messages';
import { useAppIntl } from '../../i18n/intl';

/*
 * The text of a survey's rounds and results (decision 0061): sending by e-mail and its progress,
 * the invitations card, closing a round, the Results tab with its team heatmap, sharing results,
 * actions, and the individual answers. Rendered with `useAppIntl()`.
 */

/** What the helpers below say things with: the app's intl in the chosen language. */
export type RoundIntl = Pick<IntlShape, 'formatMessage' | 'formatNumber' | 'formatDate' | 'locale'>;

let english: RoundIntl | undefined;
/** English, the messages' defaults: what a helper says when no language is given. */
export function englishIntl(): RoundIntl {
  english ??= createIntl({
    locale: 'en-US',
    defaultLocale: 'en',
    messages: {},
    // English is every message's default: no catalog is missing.
    onError: (error) => {
      if (error.code !== 'MISSING_TRANSLATION') console.error(error);
    },
  });
  return english;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Dates and figures in the app's language: a calendar day (`YYYY-MM-DD`, the same day in every
 * zone) as 'Mar 5, 2026', an instant with its time, a figure with fixed decimals.
 */
export function roundFormat(intl: RoundIntl) {
  const day = (value: string): string => {
    const match = DAY.exec(value);
    if (!match) return value;
    const [year = 0, month = 1, date = 1] = match.slice(1).map(Number);
    return intl.formatDate(new Date(Date.UTC(year, month - 1, date)), {
      dateStyle: 'medium',
      timeZone: 'UTC',
    });
  };
  const when = (value: string | null): string => {
    if (!value) return '—';
    if (DAY.test(value)) return day(value);
    const instant = new Date(value);
    if (Number.isNaN(instant.getTime())) return value;
    return intl.formatDate(instant, { dateStyle: 'medium', timeStyle: 'short' });
  };
  /** A figure with `decimals` decimals, no grouping: "4.2" ("4,2" in German). */
  const fixed = (value: number, decimals: number): string =>
    intl.formatNumber(value, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: false,
    });
  /** A change or eNPS with its sign: "+0.4", "−1.0", "0.0". */
  const signed = (value: number, decimals: number): string => {
    const text = fixed(Math.abs(value), decimals);
    return value > 0 ? `+${text}` : value < 0 ? `−${text}` : text;
  };
  return { day, when, fixed, signed };
}

/** roundFormat in the app's language, with its intl. */
export function useRoundIntl() {
  const intl = useAppIntl();
  return { intl, t: intl.formatMessage, ...roundFormat(intl) };
}

/** The Copy link field. */
export const copyLinkMessages = defineMessages({
  label: { id: 'rounds.copyLink.label', defaultMessage: 'Public survey link' },
  copy: { id: 'rounds.copyLink.copy', defaultMessage: 'Copy link' },
  copied: { id: 'rounds.copyLink.copied', defaultMessage: 'Copied!' },
  failed: { id: 'rounds.copyLink.failed', defaultMessage: 'Failed to copy link' },
});

/** Close round n. */
export const closeRoundMessages = defineMessages({
  failed: { id: 'rounds.close.failed', defaultMessage: 'Failed to close the round' },
  button: { id: 'rounds.close.button', defaultMessage: 'Close round {round}' },
  title: { id: 'rounds.close.title', defaultMessage: 'Close round {round}?' },
  warningAnonymous: {
    id: 'rounds.close.warningAnonymous',
    defaultMessage:
      "Its invitations stop taking answers. Answers still waiting for a group of at least {k} people are deleted without anyone reading them; answers already released stay. The round's managers get its report, and your next send starts round {next}. This cannot be undone.",
  },
  warningNamed: {
    id: 'rounds.close.warningNamed',
    defaultMessage:
      "Its invitations stop counting in it. The round's managers get its report, and your next send starts round {next}. This cannot be undone.",
  },
});

/** A send's progress. */
export const sendProgressMessages = defineMessages({
  sentOf: { id: 'rounds.progress.sentOf', defaultMessage: '{sent} of {total} sent' },
  failed: { id: 'rounds.progress.failed', defaultMessage: '{failed} failed' },
  skipped: { id: 'rounds.progress.skipped', defaultMessage: '{skipped} skipped (already sent)' },
  waiting: { id: 'rounds.progress.waiting', defaultMessage: '{waiting} waiting' },
  retryFailed: { id: 'rounds.progress.retryFailed', defaultMessage: 'Retry failed ({failed})' },
  queueing: { id: 'rounds.progress.queueing', defaultMessage: 'Queueing...' },
  paused: { id: 'rounds.progress.paused', defaultMessage: 'Sending is paused' },
  sending: { id: 'rounds.progress.sending', defaultMessage: 'Sending…' },
  unread: {
    id: 'rounds.progress.unread',
    defaultMessage: 'The progress could not be read just now; the e-mails keep going out.',
  },
  goesOn: {
    id: 'rounds.progress.goesOn',
    defaultMessage:
      'E-mails go out a few a second. You can close this window: the send goes on, and the invitations list shows each one.',
  },
});

/** Sentiment words, by class, of answers and comments. */
export const sentimentMessages = defineMessages({
  sentiment: { id: 'results.sentiment.label', defaultMessage: 'Sentiment:' },
  positive: { id: 'results.sentiment.positive', defaultMessage: 'Positive' },
  neutral: { id: 'results.sentiment.neutral', defaultMessage: 'Neutral' },
  negative: { id: 'results.sentiment.negative', defaultMessage: 'Negative' },
  notScored: { id: 'results.sentiment.notScored', defaultMessage: 'Not scored' },
});

/** Add action on a question of a round's results. */
export const actionMessages = defineMessages({
  recorded: {
    id: 'results.action.recorded',
    defaultMessage: 'Action recorded. The next round will ask whether you followed through.',
  },
  failed: { id: 'results.action.failed', defaultMessage: 'Failed to record the action' },
  ownersFailed: {
    id: 'results.action.ownersFailed',
    defaultMessage: 'Could not load who may own it. Close and try again.',
  },
  add: { id: 'results.action.add', defaultMessage: 'Add action' },
  addOn: { id: 'results.action.addOn', defaultMessage: 'on "{question}"' },
  whatRequired: { id: 'results.action.whatRequired', defaultMessage: 'Say what will be done' },
  dueRequired: { id: 'results.action.dueRequired', defaultMessage: 'Choose a due date' },
  ownerRequired: { id: 'results.action.ownerRequired', defaultMessage: 'Choose an owner' },
  title: { id: 'results.action.title', defaultMessage: 'Add an action' },
  cancel: { id: 'results.action.cancel', defaultMessage: 'Cancel' },
  save: { id: 'results.action.save', defaultMessage: 'Save action' },
  intro: {
    id: 'results.action.intro',
    defaultMessage:
      'On “{question}”, round {round}. The next round asks everyone invited whether you followed through.',
  },
  what: { id: 'results.action.what', defaultMessage: 'What will be done' },
  owner: { id: 'results.action.owner', defaultMessage: 'Owner' },
  dueDate: { id: 'results.action.dueDate', defaultMessage: 'Due date' },
});

/** Share with the team, and the survey's shared pages. */
export const shareMessages = defineMessages({
  previewFailed: {
    id: 'results.share.previewFailed',
    defaultMessage: 'Failed to preview the shared results',
  },
  shareFailed: { id: 'results.share.shareFailed', defaultMessage: 'Failed to share the results' },
  revokeFailed: {
    id: 'results.share.revokeFailed',
    defaultMessage: 'Failed to take the page down',
  },
  revoked: {
    id: 'results.share.revoked',
    defaultMessage: 'The shared page is down: its link no longer opens.',
  },
  mailInvited: {
    id: 'results.share.mailInvited',
    defaultMessage:
      '{count, plural, one {# person} other {# people}} invited to this round will get an e-mail with the link and your note.',
  },
  mailNobody: {
    id: 'results.share.mailNobody',
    defaultMessage:
      'Nobody was invited to this round by e-mail, so no e-mail goes out: pass the link on yourself.',
  },
  mailOff: {
    id: 'results.share.mailOff',
    defaultMessage: 'No e-mail goes out: pass the link on yourself.',
  },
  noteTooLong: {
    id: 'results.share.noteTooLong',
    defaultMessage: 'The note must be at most {max} characters',
  },
  button: { id: 'results.share.button', defaultMessage: 'Share with the team' },
  sharedTitle: { id: 'results.share.sharedTitle', defaultMessage: 'Results shared' },
  title: { id: 'results.share.title', defaultMessage: 'Share round {round}’s results' },
  done: { id: 'results.share.done', defaultMessage: 'Done' },
  cancel: { id: 'results.share.cancel', defaultMessage: 'Cancel' },
  edit: { id: 'results.share.edit', defaultMessage: 'Edit' },
  sharing: { id: 'results.share.sharing', defaultMessage: 'Sharing...' },
  share: { id: 'results.share.share', defaultMessage: 'Share' },
  preparing: { id: 'results.share.preparing', defaultMessage: 'Preparing...' },
  preview: { id: 'results.share.preview', defaultMessage: 'Preview' },
  linkLabel: { id: 'results.share.linkLabel', defaultMessage: 'Shared page' },
  linkHint: {
    id: 'results.share.linkHint',
    defaultMessage:
      'Copy it now: it is shown only once. Anyone with the link can open the page until you take it down.',
  },
  mailsOnWay: {
    id: 'results.share.mailsOnWay',
    defaultMessage:
      'The e-mails to {count, plural, one {# person} other {# people}} are on their way.',
  },
  previewIntro: {
    id: 'results.share.previewIntro',
    defaultMessage:
      'This is exactly what people will see on the shared page, with the list of who opened the survey’s results under it. The figures are frozen when you share.',
  },
  previewRegion: {
    id: 'results.share.previewRegion',
    defaultMessage: 'Preview of the shared page',
  },
  intro: {
    id: 'results.share.intro',
    defaultMessage:
      'A page with this round’s figures as the results show them now, its trend and your note. Nothing the results hold back is shared.',
  },
  noteLabel: { id: 'results.share.noteLabel', defaultMessage: 'Note to the team' },
  noteHint: {
    id: 'results.share.noteHint',
    defaultMessage: 'For example what you will do next. Optional.',
  },
  includeComments: { id: 'results.share.includeComments', defaultMessage: 'Include comments' },
  includeCommentsHint: {
    id: 'results.share.includeCommentsHint',
    defaultMessage: 'Only the excerpts the results already show; off unless you tick it.',
  },
  mailLabel: {
    id: 'results.share.mailLabel',
    defaultMessage: 'E-mail the link to the people invited to this round',
  },
  mailHint: {
    id: 'results.share.mailHint',
    defaultMessage:
      'Each person invited by e-mail gets one e-mail with the link, the survey’s name and your note; no figures. The preview says how many.',
  },
  pagesHeading: { id: 'results.share.pagesHeading', defaultMessage: 'Shared pages' },
  pageItem: {
    id: 'results.share.pageItem',
    defaultMessage:
      'Round {round}, shared by {name} on {day}{comments, select, yes {, with comments} other {}}{mailed, select, yes {, e-mailed to {count, plural, one {# person} other {# people}}} other {}}',
  },
  takenDown: { id: 'results.share.takenDown', defaultMessage: 'Taken down {day}' },
  takeDown: { id: 'results.share.takeDown', defaultMessage: 'Take down' },
  takeDownTitle: {
    id: 'results.share.takeDownTitle',
    defaultMessage: 'Take the shared page down?',
  },
  takeDownText: {
    id: 'results.share.takeDownText',
    defaultMessage:
      'Its link stops opening for everyone. This cannot be undone; you can share the round again.',
  },
});

/** The editor's Email Invitations card. */
export const invitationMessages = defineMessages({
  statusSending: { id: 'rounds.invitations.status.sending', defaultMessage: 'Sending' },
  statusSent: { id: 'rounds.invitations.status.sent', defaultMessage: 'Sent' },
  statusFailed: { id: 'rounds.invitations.status.failed', defaultMessage: 'Failed' },
  statusResponded: { id: 'rounds.invitations.status.responded', defaultMessage: 'Responded' },
  statusBounced: { id: 'rounds.invitations.status.bounced', defaultMessage: 'Bounced' },
  statusComplained: {
    id: 'rounds.invitations.status.complained',
    defaultMessage: 'Marked as spam',
  },
  resent: { id: 'rounds.invitations.resent', defaultMessage: 'Invitation resent!' },
  resendFailed: {
    id: 'rounds.invitations.resendFailed',
    defaultMessage: 'Failed to resend invitation',
  },
  loadFailed: { id: 'rounds.invitations.loadFailed', defaultMessage: 'Failed to load invitations' },
  heading: { id: 'rounds.invitations.heading', defaultMessage: 'Email Invitations' },
  introAnonymous: {
    id: 'rounds.invitations.introAnonymous',
    defaultMessage:
      'Everyone this survey was e-mailed to. Who responded is never shown, only how many.',
  },
  introNamed: {
    id: 'rounds.invitations.introNamed',
    defaultMessage: 'Everyone this survey was e-mailed to, and whether they have responded.',
  },
  sendByEmail: { id: 'rounds.invitations.sendByEmail', defaultMessage: 'Send by Email' },
  loading: { id: 'rounds.invitations.loading', defaultMessage: 'Loading invitations' },
  empty: {
    id: 'rounds.invitations.empty',
    defaultMessage:
      'No invitations yet. Send the survey by e-mail and each recipient shows here with their status.',
  },
  table: { id: 'rounds.invitations.table', defaultMessage: 'Invitations table' },
  recipient: { id: 'rounds.invitations.recipient', defaultMessage: 'Recipient' },
  status: { id: 'rounds.invitations.status', defaultMessage: 'Status' },
  sent: { id: 'rounds.invitations.sent', defaultMessage: 'Sent' },
  responded: { id: 'rounds.invitations.responded', defaultMessage: 'Responded' },
  actions: { id: 'rounds.invitations.actions', defaultMessage: 'Actions' },
  notSent: { id: 'rounds.invitations.notSent', defaultMessage: 'Not sent' },
  notYet: { id: 'rounds.invitations.notYet', defaultMessage: 'Not yet' },
  datesSent: { id: 'rounds.invitations.datesSent', defaultMessage: 'Sent: {sent}' },
  datesBoth: {
    id: 'rounds.invitations.datesBoth',
    defaultMessage: 'Sent: {sent} · Responded: {responded}',
  },
  resending: { id: 'rounds.invitations.resending', defaultMessage: 'Resending...' },
  resend: { id: 'rounds.invitations.resend', defaultMessage: 'Resend' },
  resendTo: { id: 'rounds.invitations.resendTo', defaultMessage: 'to {email}' },
  loadingMore: { id: 'rounds.invitations.loadingMore', defaultMessage: 'Loading...' },
  loadMore: { id: 'rounds.invitations.loadMore', defaultMessage: 'Load More Invitations' },
  retrying: {
    id: 'rounds.invitations.retrying',
    defaultMessage: 'The failed e-mails are going out again. Their progress shows here.',
  },
  retryingTitle: {
    id: 'rounds.invitations.retryingTitle',
    defaultMessage: 'Retrying the failed ones',
  },
  lastSendTitle: {
    id: 'rounds.invitations.lastSendTitle',
    defaultMessage:
      'The last send could not reach {failed, plural, one {# address} other {# addresses}}',
  },
  lastSendText: {
    id: 'rounds.invitations.lastSendText',
    defaultMessage:
      '{sent} of {total} sent. Retry sends only to the failed ones, with the same subject and message.',
  },
  noneReleased: {
    id: 'rounds.invitations.noneReleased',
    defaultMessage: 'No e-mailed responses released yet',
  },
  respondedReleased: {
    id: 'rounds.invitations.respondedReleased',
    defaultMessage:
      '{total} responded, released in {groups, plural, one {# group} other {# groups}}',
  },
  releasedInAtLeast: {
    id: 'rounds.invitations.releasedInAtLeast',
    defaultMessage:
      'E-mailed answers are released in groups of at least {threshold}, at most once a day, and no recipient is shown as having responded, so no answer can be tied to a person.',
  },
  releasedInGroups: {
    id: 'rounds.invitations.releasedInGroups',
    defaultMessage:
      'E-mailed answers are released in groups, at most once a day, and no recipient is shown as having responded, so no answer can be tied to a person.',
  },
  releases: { id: 'rounds.invitations.releases', defaultMessage: 'Releases' },
  released: { id: 'rounds.invitations.released', defaultMessage: 'Released {day}' },
  responses: {
    id: 'rounds.invitations.responses',
    defaultMessage: '{count, plural, one {# response} other {# responses}}',
  },
  rounds: { id: 'rounds.invitations.rounds', defaultMessage: 'Rounds' },
  roundLine: { id: 'rounds.invitations.roundLine', defaultMessage: 'Round {round} · {day}' },
  roundResponded: {
    id: 'rounds.invitations.roundResponded',
    defaultMessage:
      '{responded} of {invited} responded{rated, select, yes { ({rate}%)} other {}}{withheld, select, yes { · late answers too few to show} other {}}',
  },
});

/** Send by Email: the form, its result and the toasts. */
export const sendMessages = defineMessages({
  close: { id: 'rounds.send.close', defaultMessage: 'Close' },
  /**
   * What the product cannot tell apart, said where it matters: your own addresses, +tags and
   * another manager's are recognised, but an address of another domain that you control is not.
   */
  honestLimit: {
    id: 'rounds.send.honestLimit',
    defaultMessage:
      'Your own addresses and those of the teams’ owners and admins never count toward the threshold. Addresses on other domains that you control cannot be told apart from your team’s: answers through them would count like anyone’s, so send only to the people you mean to ask.',
  },
  failed: { id: 'rounds.send.failed', defaultMessage: 'Failed to send email survey' },
  sentTitle: { id: 'rounds.send.sentTitle', defaultMessage: 'Email survey sent successfully!' },
  noQuestions: {
    id: 'rounds.send.noQuestions',
    defaultMessage: 'This survey has no questions. Please add questions before sending via email.',
  },
  closed: {
    id: 'rounds.send.closed',
    defaultMessage:
      'This survey is not accepting responses. Turn on ‘Accepting responses’ in its settings to send it.',
  },
  rosterFailed: {
    id: 'rounds.send.rosterFailed',
    defaultMessage: 'The team members could not be loaded. Type the addresses, or try again.',
  },
  title: { id: 'rounds.send.title', defaultMessage: 'Send by Email' },
  sendToTeams: {
    id: 'rounds.send.sendToTeams',
    defaultMessage: '{count, plural, one {Send to team} other {Send to teams}}',
  },
  addingMembers: { id: 'rounds.send.addingMembers', defaultMessage: 'Adding members...' },
  addMembers: { id: 'rounds.send.addMembers', defaultMessage: 'Add members of {teams}' },
  rosterAdded: {
    id: 'rounds.send.rosterAdded',
    defaultMessage:
      '{count, plural, one {# person} other {# people}} from {teams} added{already, select, yes { ({listed} already listed)} other {}}.',
  },
  rosterAllListed: {
    id: 'rounds.send.rosterAllListed',
    defaultMessage: 'Everyone on {teams} is already listed.',
  },
  rosterSkipped: {
    id: 'rounds.send.rosterSkipped',
    defaultMessage: 'Skipped, no e-mail address: {names}.',
  },
  rosterHint: {
    id: 'rounds.send.rosterHint',
    defaultMessage: 'Everyone on the survey’s teams, once each; you can add more addresses below.',
  },
  recipients: { id: 'rounds.send.recipients', defaultMessage: 'Recipients' },
  recipientsPlaceholder: {
    id: 'rounds.send.recipientsPlaceholder',
    defaultMessage: 'ana@example.com, ben@example.com\ncarla@example.com',
  },
  recipientsHint: {
    id: 'rounds.send.recipientsHint',
    defaultMessage:
      'Separate addresses with commas or new lines, up to {max} at a time. Each person gets a personal link that works once.',
  },
  ownAddress: {
    id: 'rounds.send.ownAddress',
    defaultMessage:
      'Your own address (and its +tag aliases) does not count: you could answer through it yourself.',
  },
  subject: { id: 'rounds.send.subject', defaultMessage: 'Subject' },
  message: { id: 'rounds.send.message', defaultMessage: 'Message (optional)' },
  messageHint: {
    id: 'rounds.send.messageHint',
    defaultMessage: 'Shown above the link in the e-mail.',
  },
  openLinkHint: {
    id: 'rounds.send.openLinkHint',
    defaultMessage: 'Anyone with this link can answer; share it where e-mail does not reach.',
  },
  openLinkOff: {
    id: 'rounds.send.openLinkOff',
    defaultMessage:
      'The survey’s open link is off: only the personal links sent by e-mail can answer. Turn on ‘Open link’ in the survey’s settings to share one link.',
  },
  closeKeepsSending: {
    id: 'rounds.send.closeKeepsSending',
    defaultMessage: 'Close (keeps sending)',
  },
  sendMore: { id: 'rounds.send.sendMore', defaultMessage: 'Send to More People' },
  done: { id: 'rounds.send.done', defaultMessage: 'Done' },
  cancel: { id: 'rounds.send.cancel', defaultMessage: 'Cancel' },
  sending: { id: 'rounds.send.sending', defaultMessage: 'Sending...' },
  send: { id: 'rounds.send.send', defaultMessage: 'Send Survey' },
  thresholdWarning: {
    id: 'rounds.send.thresholdWarning',
    defaultMessage:
      'Only {counted} of these recipients count toward the anonymity threshold of {threshold}: answers will not be shown until at least {threshold} independent people answer.',
  },
  partlySent: {
    id: 'rounds.send.partlySent',
    defaultMessage:
      'Sent to {sent}, but {failed, plural, one {# address} other {# addresses}} could not be reached',
  },
  nothingNew: { id: 'rounds.send.nothingNew', defaultMessage: 'Nothing new was sent' },
  counts: {
    id: 'rounds.send.counts',
    defaultMessage: '{sent} sent, {failed} failed, {skipped} skipped (already sent)',
  },
  everyoneHasIt: {
    id: 'rounds.send.everyoneHasIt',
    defaultMessage: 'Everyone on the list already has this survey',
  },
  statusSent: { id: 'rounds.send.status.sent', defaultMessage: 'Sent' },
  statusFailed: { id: 'rounds.send.status.failed', defaultMessage: 'Failed' },
  statusSkipped: { id: 'rounds.send.status.skipped', defaultMessage: 'Skipped' },
  skippedAlready: { id: 'rounds.send.skippedAlready', defaultMessage: 'Skipped (already sent)' },
  recipientsHeading: { id: 'rounds.send.recipientsHeading', defaultMessage: 'Recipients' },
  notCountedHeading: {
    id: 'rounds.send.notCountedHeading',
    defaultMessage: 'Not counted toward the anonymity threshold',
  },
  notCountedText: {
    id: 'rounds.send.notCountedText',
    defaultMessage:
      'These are your own addresses, other managers of this survey, or another address of someone already invited (a +tag alias, or Gmail dots). They got the survey, but their answers do not count toward the threshold{known, select, yes { of {threshold}} other {}}, so they cannot make up a group around someone else’s answer.',
  },
});

/** The Results tab. */
export const resultsMessages = defineMessages({
  loadFailed: { id: 'results.loadFailed', defaultMessage: 'Failed to load results' },
  exportFailed: { id: 'results.exportFailed', defaultMessage: 'Failed to export results' },
  exported: { id: 'results.exported', defaultMessage: 'Results exported as CSV' },
  exportedPdf: { id: 'results.exportedPdf', defaultMessage: 'Results exported as PDF' },
  typeRating: { id: 'results.type.rating', defaultMessage: 'Rating' },
  typeMultipleChoice: { id: 'results.type.multipleChoice', defaultMessage: 'Multiple choice' },
  typeCheckbox: { id: 'results.type.checkbox', defaultMessage: 'Checkboxes' },
  typeText: { id: 'results.type.text', defaultMessage: 'Short text' },
  typeTextarea: { id: 'results.type.textarea', defaultMessage: 'Long text' },
  typeNumber: { id: 'results.type.number', defaultMessage: 'Number' },
  typeDate: { id: 'results.type.date', defaultMessage: 'Date' },
  typeEmail: { id: 'results.type.email', defaultMessage: 'E-mail' },
  answers: {
    id: 'results.answers',
    defaultMessage: '{count, plural, one {# answer} other {# answers}}',
  },
  pageTitle: { id: 'results.pageTitle', defaultMessage: 'Results: {title} · Candor' },
  anonymous: { id: 'results.anonymous', defaultMessage: 'Anonymous' },
  downloading: { id: 'results.downloading', defaultMessage: 'Downloading...' },
  download: { id: 'results.download', defaultMessage: 'Download {format}' },
  round: { id: 'results.round', defaultMessage: 'Round' },
  allRounds: { id: 'results.allRounds', defaultMessage: 'All rounds' },
  roundOption: {
    id: 'results.roundOption',
    defaultMessage:
      'Round {round} · {day}{shown, select, yes {} other { · waiting}}{closed, select, yes { · closed} other {}}',
  },
  waitingHeading: {
    id: 'results.waiting.heading',
    defaultMessage:
      'Results of {scope, select, all {all rounds} other {round {round}}} are waiting for more answers',
  },
  waitingText: {
    id: 'results.waiting.text',
    defaultMessage:
      'This survey is anonymous: its results show once at least {k} people’s answers have been released together{scope, select, all {} other { in this round}}, so no answer can be traced back to the person who gave it.',
  },
  waitingNote: {
    id: 'results.waiting.note',
    defaultMessage:
      'Until then nothing is shown here, not even how many answered: a number that moved with each answer would tell who had just answered.',
  },
  roundCloses: {
    id: 'results.waiting.roundCloses',
    defaultMessage:
      'A round closes when the next one starts, 14 days after it opened, or when you close it. Answers that have not made a group of {k} by then are deleted without anyone reading them.',
  },
  responses: { id: 'results.stat.responses', defaultMessage: 'Responses' },
  participation: { id: 'results.stat.participation', defaultMessage: 'Participation' },
  percent: { id: 'results.stat.percent', defaultMessage: '{percent}%' },
  invitedOf: {
    id: 'results.stat.invitedOf',
    defaultMessage: '{responded} of {invited} invited',
  },
  emailedRounds: { id: 'results.stat.emailedRounds', defaultMessage: 'e-mailed rounds' },
  comparedWith: { id: 'results.stat.comparedWith', defaultMessage: 'Compared with' },
  roundNumber: { id: 'results.stat.roundNumber', defaultMessage: 'Round {round}' },
  noAnswers: {
    id: 'results.noAnswers',
    defaultMessage:
      'No answers to show for {scope, select, all {all rounds} other {round {round}}} yet.',
  },
  change: { id: 'results.change', defaultMessage: '{change} vs round {round}' },
  question: { id: 'results.question', defaultMessage: 'Question {number}:' },
  average: { id: 'results.average', defaultMessage: 'Average' },
  enps: { id: 'results.enps', defaultMessage: 'eNPS' },
  promoters: {
    id: 'results.promoters',
    defaultMessage:
      'Promoters (9–10) {promoters} · Passives (7–8) {passives} · Detractors (0–6) {detractors}',
  },
  tableCaption: { id: 'results.table.caption', defaultMessage: 'Answers to “{question}”' },
  tableRating: { id: 'results.table.rating', defaultMessage: 'Rating' },
  tableChoice: { id: 'results.table.choice', defaultMessage: 'Choice' },
  tablePeople: { id: 'results.table.people', defaultMessage: 'People' },
  commentsWithheld: {
    id: 'results.comments.withheld',
    defaultMessage: 'Comments are shown once at least {threshold} people have answered.',
  },
  noComments: { id: 'results.comments.none', defaultMessage: 'No comments to show.' },
  loading: { id: 'results.loading', defaultMessage: 'Loading results' },
});

/** Results by team. */
export const heatmapMessages = defineMessages({
  loadFailed: {
    id: 'results.heatmap.loadFailed',
    defaultMessage: 'Failed to load results by team',
  },
  fromAfterTo: {
    id: 'results.heatmap.fromAfterTo',
    defaultMessage: 'From must be on or before To.',
  },
  noTeams: { id: 'results.heatmap.noTeams', defaultMessage: 'This survey has no teams' },
  notShown: {
    id: 'results.heatmap.notShownReason',
    defaultMessage:
      'Not shown: fewer than {k} of this team’s people answered together, or showing it beside another team would single someone out.',
  },
  noAnswers: {
    id: 'results.heatmap.noAnswersReason',
    defaultMessage:
      'No answers: none of this team’s people answered this question in the answers shown.',
  },
  levelLow: { id: 'results.heatmap.level.low', defaultMessage: 'Low' },
  levelBelow: { id: 'results.heatmap.level.below', defaultMessage: 'Below the middle' },
  levelMiddle: { id: 'results.heatmap.level.middle', defaultMessage: 'Middle' },
  levelAbove: { id: 'results.heatmap.level.above', defaultMessage: 'Above the middle' },
  levelHigh: { id: 'results.heatmap.level.high', defaultMessage: 'High' },
  scaleEnps: { id: 'results.heatmap.scaleEnps', defaultMessage: 'eNPS, −100 to +100' },
  scaleAverage: { id: 'results.heatmap.scaleAverage', defaultMessage: 'Average, {min}–{max}' },
  scopeRound: { id: 'results.heatmap.scope.round', defaultMessage: 'round {round}' },
  scopeFromTo: {
    id: 'results.heatmap.scope.fromTo',
    defaultMessage: 'answers released from {from} to {to}',
  },
  scopeFrom: { id: 'results.heatmap.scope.from', defaultMessage: 'answers released from {from}' },
  scopeTo: { id: 'results.heatmap.scope.to', defaultMessage: 'answers released up to {to}' },
  scopeAll: { id: 'results.heatmap.scope.all', defaultMessage: 'all rounds' },
  scopeDaysPicked: { id: 'results.heatmap.scope.daysPicked', defaultMessage: 'the days picked' },
  noColumns: {
    id: 'results.heatmap.noColumns',
    defaultMessage: 'This survey has no rating or 0–10 question to compare teams by.',
  },
  heading: { id: 'results.heatmap.heading', defaultMessage: 'Results by team' },
  intro: {
    id: 'results.heatmap.intro',
    defaultMessage:
      'Each team’s average on the rating questions and its eNPS on the 0–10 questions, for {scope}.',
  },
  from: { id: 'results.heatmap.from', defaultMessage: 'From' },
  to: { id: 'results.heatmap.to', defaultMessage: 'To' },
  clearDates: { id: 'results.heatmap.clearDates', defaultMessage: 'Clear dates' },
  byDatesHint: {
    id: 'results.heatmap.byDatesHint',
    defaultMessage: 'Pick days to see only the answers released on them, both days included.',
  },
  byRoundHint: {
    id: 'results.heatmap.byRoundHint',
    defaultMessage:
      'Showing round {round}, as picked above. Choose All rounds to pick days instead.',
  },
  region: { id: 'results.heatmap.region', defaultMessage: 'Table of results by team' },
  caption: { id: 'results.heatmap.caption', defaultMessage: 'Results by team, {scope}' },
  team: { id: 'results.heatmap.team', defaultMessage: 'Team' },
  responses: {
    id: 'results.heatmap.responses',
    defaultMessage: '{count, plural, one {# response} other {# responses}}',
  },
  notShownShort: { id: 'results.heatmap.notShownShort', defaultMessage: 'Not shown' },
  legend: {
    id: 'results.heatmap.legend',
    defaultMessage:
      'Colours show where a figure falls on its scale: a rating’s average between its question’s lowest and highest value, an eNPS between −100 and +100.',
  },
  colourKey: { id: 'results.heatmap.colourKey', defaultMessage: 'Colour key' },
  greyedKey: { id: 'results.heatmap.greyedKey', defaultMessage: 'Not shown or no answers' },
  dash: {
    id: 'results.heatmap.dash',
    defaultMessage: 'A dash: none of the team’s people answered it.',
  },
  waitingTitle: {
    id: 'results.heatmap.waitingTitle',
    defaultMessage: 'Results by team of {scope} are waiting for more answers.',
  },
  waitingText: {
    id: 'results.heatmap.waitingText',
    defaultMessage:
      'They show once at least {k} people’s answers have been released together, so no answer can be traced back to the person who gave it. Until then nothing is shown here, not even how many answered.',
  },
  assignText: {
    id: 'results.heatmap.assignText',
    defaultMessage: 'Assign the survey to teams to compare their results here.',
  },
  assignTeams: { id: 'results.heatmap.assignTeams', defaultMessage: 'Assign teams' },
  loading: { id: 'results.heatmap.loading', defaultMessage: 'Loading results by team' },
});

/** /surveys/{id}/responses: the page, and its individual answers. */
export const responsesMessages = defineMessages({
  title: { id: 'results.responses.title', defaultMessage: 'Survey Responses · Candor' },
  back: { id: 'results.responses.back', defaultMessage: 'Back to Surveys' },
  heading: { id: 'results.responses.heading', defaultMessage: 'Survey Responses' },
  tabResults: { id: 'results.responses.tabResults', defaultMessage: 'Results' },
  tabAnswers: { id: 'results.responses.tabAnswers', defaultMessage: 'Individual answers' },
  titleWith: { id: 'results.responses.titleWith', defaultMessage: 'Responses: {title} · Candor' },
  loadFailed: {
    id: 'results.responses.loadFailed',
    defaultMessage: 'Failed to load survey responses',
  },
  nothingHeading: {
    id: 'results.responses.nothingHeading',
    defaultMessage: 'No responses to show',
  },
  nothingText: {
    id: 'results.responses.nothingText',
    defaultMessage:
      'This survey has no responses you can see. It may have been deleted, or it belongs to a team you do not manage.',
  },
  conversations: { id: 'results.responses.conversations', defaultMessage: 'Conversations' },
  anonymous: { id: 'results.responses.anonymous', defaultMessage: 'Anonymous' },
  tabAll: { id: 'results.responses.tabAll', defaultMessage: 'All ({count})' },
  tabRegular: { id: 'results.responses.tabRegular', defaultMessage: 'Regular ({count})' },
  tabEmail: { id: 'results.responses.tabEmail', defaultMessage: 'Email ({count})' },
  sourceRegular: { id: 'results.responses.source.regular', defaultMessage: 'Regular' },
  sourceEmail: { id: 'results.responses.source.email', defaultMessage: 'Email' },
  emptyAll: { id: 'results.responses.emptyAll', defaultMessage: 'No responses yet.' },
  emptyRegular: {
    id: 'results.responses.emptyRegular',
    defaultMessage: 'No responses through the survey’s open link yet.',
  },
  emptyEmail: {
    id: 'results.responses.emptyEmail',
    defaultMessage: 'No responses through e-mailed links yet.',
  },
  emptyRound: {
    id: 'results.responses.emptyRound',
    defaultMessage: 'No responses of this round are shown yet.',
  },
  roundFailed: {
    id: 'results.responses.roundFailed',
    defaultMessage: 'This round’s responses could not be loaded.',
  },
  enpsHeading: {
    id: 'results.responses.enpsHeading',
    defaultMessage: 'Employee Net Promoter Score (eNPS)',
  },
  enpsFrom: {
    id: 'results.responses.enpsFrom',
    defaultMessage: 'from {count, plural, one {# answer} other {# answers}}',
  },
  enpsShares: {
    id: 'results.responses.enpsShares',
    defaultMessage:
      'Promoters (9–10) {promoters}% · Passives (7–8) {passives}% · Detractors (0–6) {detractors}%',
  },
  round: { id: 'results.responses.round', defaultMessage: 'Round' },
  allRounds: { id: 'results.responses.allRounds', defaultMessage: 'All rounds' },
  roundOption: { id: 'results.responses.roundOption', defaultMessage: 'Round {round} · {day}' },
  roundSummary: {
    id: 'results.responses.roundSummary',
    defaultMessage:
      'Round {round}: <strong>{responded} of {invited}</strong> invited responded{rated, select, yes { ({rate}%)} other {}}',
  },
  roundWithheld: {
    id: 'results.responses.roundWithheld',
    defaultMessage: 'Some late answers of this round were too few to show, and never will be.',
  },
  totalLine: {
    id: 'results.responses.totalLine',
    defaultMessage: 'Total responses: <strong>{total}</strong>',
  },
  releasedLine: {
    id: 'results.responses.releasedLine',
    defaultMessage: 'Released responses: <strong>{total}</strong>',
  },
  releaseHeading: {
    id: 'results.responses.releaseHeading',
    defaultMessage: 'How answers are released',
  },
  releaseText: {
    id: 'results.responses.releaseText',
    defaultMessage:
      'Answers are released in groups of at least {groupSize}, at most once a day, so no one can tell who gave which answer. Each source (the open link, e-mailed links) is released on its own, and the day shown with an answer is the day it was released.',
  },
  sourceTitleRegular: { id: 'results.responses.sourceTitle.regular', defaultMessage: 'Open link' },
  sourceTitleEmail: { id: 'results.responses.sourceTitle.email', defaultMessage: 'E-mailed links' },
  sourceLine: {
    id: 'results.responses.sourceLine',
    defaultMessage:
      '<strong>{source}:</strong> {day, select, none {nothing released yet.} other {last released {day}.}}',
  },
  releaseWaiting: {
    id: 'results.responses.releaseWaiting',
    defaultMessage: 'A group of answers is complete and waits for the next release.',
  },
  thresholdHeading: {
    id: 'results.responses.thresholdHeading',
    defaultMessage: 'Results appear at {threshold} responses',
  },
  thresholdText: {
    id: 'results.responses.thresholdText',
    defaultMessage:
      'This survey is anonymous: its answers are shown in groups of at least {threshold}, so no answer can be traced back to the person who gave it. The open link and e-mailed links each reach {threshold} on their own.',
  },
  thresholdNote: {
    id: 'results.responses.thresholdNote',
    defaultMessage:
      'Until then this page does not count the answers that came in: a number that moved with each answer would tell who had just answered.',
  },
  shareLinkHint: {
    id: 'results.responses.shareLinkHint',
    defaultMessage: 'Share the survey’s link to collect more responses.',
  },
  heldBackTitle: {
    id: 'results.responses.heldBackTitle',
    defaultMessage:
      'Nothing from {source, select, regular {the open link} other {e-mailed links}} is shown yet',
  },
  heldBackText: {
    id: 'results.responses.heldBackText',
    defaultMessage:
      'Each source of this anonymous survey is released on its own: answers from {source, select, regular {the open link} other {e-mailed links}} show once at least {threshold} of them can be released together. Until then this page does not say whether any came in.',
  },
  emptyHeading: { id: 'results.responses.emptyHeading', defaultMessage: 'No responses yet' },
  emptyText: {
    id: 'results.responses.emptyText',
    defaultMessage:
      'Share the survey’s link, or send it by e-mail from the survey list. Responses show here as they come in.',
  },
  loadingMore: { id: 'results.responses.loadingMore', defaultMessage: 'Loading...' },
  loadMore: { id: 'results.responses.loadMore', defaultMessage: 'Load More Responses' },
  response: { id: 'results.responses.response', defaultMessage: 'Response {number}' },
  releasedOn: { id: 'results.responses.releasedOn', defaultMessage: 'Released {day}' },
  submittedOn: { id: 'results.responses.submittedOn', defaultMessage: 'Submitted {day}' },
  noAnswers: { id: 'results.responses.noAnswers', defaultMessage: 'No answers given.' },
  replyTo: { id: 'results.responses.replyTo', defaultMessage: 'Reply to response {number}' },
  reply: { id: 'results.responses.reply', defaultMessage: 'Reply' },
  loading: { id: 'results.responses.loading', defaultMessage: 'Loading responses' },
});

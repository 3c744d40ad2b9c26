import { defineMessages } from '../../i18n/define-messages';

/** A survey's conversations page's own text (decision 0061). */
export const conversationsMessages = defineMessages({
  title: { id: 'conversations.title', defaultMessage: 'Conversations · Candor' },
  back: { id: 'conversations.back', defaultMessage: '← Back to responses' },
  heading: { id: 'conversations.heading', defaultMessage: 'Conversations' },
  intro: {
    id: 'conversations.intro',
    defaultMessage:
      'Replies to anonymous comments. Respondents read and answer through their private link; their messages reach you a few hours after they write them, and show only the day.',
  },
  loadFailed: {
    id: 'conversations.loadFailed',
    defaultMessage: 'Conversations could not be loaded',
  },
  loading: { id: 'conversations.loading', defaultMessage: 'Loading conversations…' },
  repliesClosed: {
    id: 'conversations.repliesClosed',
    defaultMessage:
      'Replies open once at least {threshold} answers are shown, so no comment is replied to below the comment threshold.',
  },
  list: { id: 'conversations.list', defaultMessage: 'Conversations' },
  none: {
    id: 'conversations.none',
    defaultMessage: 'No conversations yet. Use Reply on a response with a comment to start one.',
  },
  anonymous: {
    id: 'conversations.anonymous',
    defaultMessage: 'Anonymous respondent {number}',
  },
  closedMark: { id: 'conversations.closedMark', defaultMessage: '{name} (closed)' },
  unread: { id: 'conversations.unread', defaultMessage: '{count} unread' },
  choose: { id: 'conversations.choose', defaultMessage: 'Choose a conversation to read it.' },
  threadFailed: {
    id: 'conversations.threadFailed',
    defaultMessage: 'This conversation could not be loaded',
  },
  threadLoading: { id: 'conversations.threadLoading', defaultMessage: 'Loading…' },
  conversation: { id: 'conversations.conversation', defaultMessage: 'Conversation' },
  theComment: { id: 'conversations.theComment', defaultMessage: 'The comment' },
  revealedName: {
    id: 'conversations.revealedName',
    defaultMessage: 'The respondent chose to show their name: <strong>{name}</strong>',
  },
  messages: { id: 'conversations.messages', defaultMessage: 'Messages' },
  noMessages: {
    id: 'conversations.noMessages',
    defaultMessage:
      'No messages yet. Your reply starts a private conversation with the person who wrote this comment; they stay anonymous.',
  },
  closed: {
    id: 'conversations.closed',
    defaultMessage: 'The respondent closed this conversation.',
  },
  you: { id: 'conversations.you', defaultMessage: 'You' },
  respondent: { id: 'conversations.respondent', defaultMessage: 'Respondent' },
  sentFailed: {
    id: 'conversations.sendFailed',
    defaultMessage: 'Your reply could not be sent. Please try again.',
  },
  yourReply: { id: 'conversations.yourReply', defaultMessage: 'Your reply' },
  send: { id: 'conversations.send', defaultMessage: 'Send reply' },
});

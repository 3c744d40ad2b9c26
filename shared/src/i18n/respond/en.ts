/**
 * The respondent's side in English: the source catalog. Every other locale's module has exactly
 * these ids (catalogs.test.ts). ICU MessageFormat; `<b>…</b>` marks the words the page shows in
 * bold (the survey's title, a name). `page` is the answer and conversation pages' text, `mail`
 * the e-mails a respondent gets: a Lambda imports only `mail`, the page only `page`.
 */
export const page = {
  'respond.page.title.loading': 'Loading survey',
  'respond.page.title.failed': 'Survey not loaded',
  'respond.page.title.unavailable': 'Survey unavailable',
  'respond.page.title.thanks': 'Thank you: {title}',
  'respond.page.title.survey': 'Survey',
  'respond.page.loading': 'Loading survey…',
  'respond.page.footer': 'Candor: anonymous team pulse surveys',
  'respond.language.label': 'Language',
  'respond.failed.heading': "We couldn't load this survey",
  'respond.failed.hint': 'Check your connection and try again.',
  'respond.failed.retry': 'Retry',
  'respond.unavailable.hint':
    'If you think this is a mistake, ask whoever sent you the link for a new one.',
  'respond.closed.heading': 'This survey is closed',
  'respond.closed.lead': '<b>{title}</b> no longer accepts responses. Thank you for your interest.',
  'respond.closed.leadUntitled':
    'This survey no longer accepts responses. Thank you for your interest.',
  'respond.personalOnly.hint':
    'Open the link in the e-mail that invited you: each one is personal and works once. If you did not get one, ask whoever sent you this survey to send you an invitation.',
  'respond.personalOnly.hintTeam':
    'Open the link in the e-mail that invited you: each one is personal and works once. If you did not get one, ask whoever sent you this survey, or a manager of {team}, to send you an invitation.',
  'respond.responded.heading': 'You have already responded',
  'respond.responded.remembered':
    'This browser has already sent a response to <b>{title}</b>. Thank you for taking part.',
  'respond.responded.recorded':
    'A response has already been recorded for <b>{title}</b>. Thank you for taking part.',
  'respond.responded.untitled':
    'A response has already been recorded for this survey. Thank you for taking part.',
  'respond.thanks.heading': 'Thank you!',
  'respond.thanks.lead': 'Your response to <b>{title}</b> has been recorded.',
  'respond.thanks.anonymous': 'It was stored without your name, e-mail or device.',
  'respond.thanks.again': 'Submit another response',

  'respond.receipt.heading': 'What we stored',
  'respond.receipt.nothingElse': 'Nothing else: not {list}.',
  'respond.receipt.field.id': 'Answer id',
  'respond.receipt.field.surveyId': 'Survey',
  'respond.receipt.field.day': 'Day',
  'respond.receipt.field.source': 'How you answered',
  'respond.receipt.field.answers': 'Answers',
  'respond.receipt.field.sentiment': 'Sentiment',
  'respond.receipt.field.round': 'Round',
  'respond.receipt.field.email': 'E-mail address',
  'respond.receipt.field.invitation': 'Invitation',
  'respond.receipt.field.teams': 'Teams',
  'respond.receipt.kept.id': 'A random id, made for this answer alone, that says nothing about you',
  'respond.receipt.kept.surveyId': 'Which survey you answered',
  'respond.receipt.kept.day': 'The day you answered: this survey is not anonymous',
  'respond.receipt.kept.source':
    'Whether you answered through the open link or a personal e-mailed link',
  'respond.receipt.kept.answers': 'Your answers',
  'respond.receipt.kept.sentiment': 'A sentiment score worked out from your answers',
  'respond.receipt.kept.round':
    'Which round of invitations yours was in (the same for everyone invited in it)',
  'respond.receipt.kept.email': 'Your e-mail address: this survey is not anonymous',
  'respond.receipt.kept.invitationAnonymous':
    'Your invitation is marked as answered, with no day or time, so you are not reminded. Your answers do not name your invitation, and your invitation does not name your answers.',
  'respond.receipt.kept.invitationNamed':
    'Your invitation is marked as answered, with the day, so you are not reminded.',
  'respond.receipt.kept.teamsAnonymous':
    "Your answers are also added to a count kept for the survey's teams you are on ({teams, plural, =0 {none of them} one {one team} other {# teams}}), never stored with your answers. A team's figures show only once at least {threshold, plural, one {# person's answers are} other {# people's answers are}} counted in them together.",
  'respond.receipt.kept.teamsNamed':
    "Your answers are also counted in the figures of the survey's teams you are on.",
  'respond.receipt.notKept.nameOrEmail': 'your name or e-mail address',
  'respond.receipt.notKept.name': 'your name',
  'respond.receipt.notKept.network': 'your network (IP) address',
  'respond.receipt.notKept.device': 'your browser or device',
  'respond.receipt.notKept.dayOrTime': 'the day or time you answered',
  'respond.receipt.notKept.timeOfDay': 'the time of day you answered',
  'respond.receipt.notKept.invitation': 'whose invitation or personal link your answers came from',

  'respond.error.loadFailed': 'Failed to load survey info.',
  'respond.error.linkNotValid': 'This survey link is not valid.',
  'respond.error.unavailable': 'This survey is no longer available',
  'respond.error.personalOnly':
    'This survey can only be answered through the personal link in your invitation e-mail.',
  'respond.error.submitFailed': 'Failed to submit',
  'respond.error.checkFailed':
    'Your browser could not finish the check this survey asks for right now, so your answers were not sent. They are still here: please try again in a minute.',
  'respond.error.conversationFailed':
    'The conversation could not be reached. Check your connection and try again.',

  'respond.form.anonymous':
    "Your response is anonymous: we don't record your name, e-mail or device with your answers.",
  'respond.form.namedPersonal':
    'This survey is not anonymous: the e-mail address this link was sent to is kept with your answers.',
  'respond.form.namedOpen':
    'This survey is not anonymous: answers sent through a personal e-mailed link keep that e-mail address (this open link records none).',
  'respond.form.protection':
    'Managers see answers only in groups released together, dated by the day of the release: never one answer on its own, nor when it was given.',
  'respond.form.onePersonal': 'This personal link takes one response.',
  'respond.form.oneOpen':
    'One response per person. This browser keeps that limit: it remembers only that it has answered, nothing about you.',
  'respond.form.requiredHint': 'Questions marked {star} must be answered.',
  'respond.form.required': 'required',
  'respond.form.keptNote':
    'Answers you have not sent are kept on this device only, and go nowhere until you press Submit.',
  'respond.form.notKeptNote':
    'This browser does not let the page keep unsent answers: they are lost if the page reloads.',
  'respond.form.keptRestored': 'We kept the answers you had not sent yet, on this device only.',
  'respond.form.keptCleared': 'Your answers were cleared from this device.',
  'respond.form.clear': 'Clear my answers',
  'respond.form.acceptTerms': 'I have read and accept the Terms of Service',
  'respond.form.readTerms': 'Read the Terms of Service',
  'respond.form.termsRequired': 'Please accept the Terms of Service to submit',
  'respond.form.checkingLabel': 'Checking your browser',
  'respond.form.checking': 'Checking your browser…',
  'respond.form.submitting': 'Submitting…',
  'respond.form.submit': 'Submit Survey',
  'respond.form.reload': 'Reload the page',
  'respond.form.problems':
    '{count, plural, one {Please fix the problem marked above.} other {Please fix the # problems marked above.}}',

  'respond.question.numberBetween': 'A number from {min, number} to {max, number}.',
  'respond.question.numberAtLeast': 'A number of at least {min, number}.',
  'respond.question.numberAtMost': 'A number of at most {max, number}.',
  'respond.question.dateBetween': 'A date from {min} to {max}.',
  'respond.question.dateFrom': 'A date on or after {min}.',
  'respond.question.dateUntil': 'A date on or before {max}.',
  'respond.question.tickAll': 'Tick all that apply.',
  'respond.question.characters': '{count, number} of {max, number} characters',
  'respond.question.required': '(required)',
  'respond.question.unanswerable': 'This question cannot be answered here.',

  'respond.problem.required': 'This question is required',
  'respond.problem.notText': 'The answer must be text',
  'respond.problem.tooLong': 'The answer must be at most {max, number} characters',
  'respond.problem.chooseOption': 'Choose one of the options',
  'respond.problem.tickOptions': 'Tick the options that apply',
  'respond.problem.tickShown': 'Tick only the options shown',
  'respond.problem.tickOnce': 'Tick each option once',
  'respond.problem.rating': 'Choose a rating from {min, number} to {max, number}',
  'respond.problem.number': 'Enter a number',
  'respond.problem.numberRange': 'Enter a number from {min, number} to {max, number}',
  'respond.problem.decimals': 'Enter a number with fewer decimal places',
  'respond.problem.email': 'Enter an email address',
  'respond.problem.emailLong': 'The email address is too long',
  'respond.problem.emailInvalid': 'Enter a valid email address',
  'respond.problem.date': 'Enter a date (YYYY-MM-DD)',
  'respond.problem.dateFrom': 'Choose a date on or after {date}',
  'respond.problem.dateUntil': 'Choose a date on or before {date}',
  'respond.problem.unanswerable': 'This question cannot be answered',

  'respond.terms.title': 'Terms of Service',
  'respond.terms.summary':
    'By submitting this survey you agree to the following terms for your answers.',
  'respond.terms.voluntary':
    'Taking part is voluntary. You may skip optional questions, and nothing is sent until you press Submit Survey.',
  'respond.terms.anonymous':
    "This survey is anonymous: your name, e-mail address, IP address and device are not stored with your answers, and results are shown to the survey's owners only once enough people have responded.",
  'respond.terms.named':
    "This survey is not anonymous: when you answer through a personal e-mailed link, the e-mail address it was sent to is stored with your answers and shown to the survey's owners.",
  'respond.terms.asWritten':
    'What you write is stored as you write it. Please leave out anything that identifies you or anyone else unless you mean to share it.',
  'respond.terms.use':
    'Your answers are used by the team that sent this survey to understand how things are going, and are deleted when the survey is deleted.',
  'respond.terms.respect': 'Keep answers respectful: no abusive, threatening or unlawful content.',
  'respond.terms.final': 'A response cannot be changed once it is submitted.',
  'respond.terms.close': 'Close',
  'respond.terms.accept': 'Accept the terms',

  'respond.link.heading': 'Your private conversation link',
  'respond.link.hint':
    'A manager may reply to your comment. This link is the only way to read and answer, and you stay anonymous. It is shown only now: save it somewhere private.',
  'respond.link.label': 'Private conversation link',
  'respond.link.copy': 'Copy link',
  'respond.link.mail': 'E-mail it to myself',
  'respond.link.showQr': 'Show QR code',
  'respond.link.hideQr': 'Hide QR code',
  'respond.link.copied': 'Copied.',
  'respond.link.copyFailed': 'Could not copy: select the link and copy it yourself.',
  'respond.link.qr': 'QR code of your private conversation link, to open it on your phone',
  'respond.link.mailSubject': 'My private Candor conversation link',
  'respond.link.mailBody':
    'My private link to read and answer replies to my anonymous comment:\n\n{url}\n\nAnyone with this link can read the conversation.',

  'respond.conversation.documentTitle': 'Conversation: {title}',
  'respond.conversation.title': 'Conversation',
  'respond.conversation.loading': 'Loading your conversation…',
  'respond.conversation.notFound': 'Conversation not found',
  'respond.conversation.incomplete':
    'This conversation link is not complete. Open the whole link you saved.',
  'respond.conversation.heading': 'Conversation about your comment',
  'respond.conversation.on': 'On <b>{title}</b>. You are anonymous.',
  'respond.conversation.onNamed':
    'On <b>{title}</b>. You are anonymous — except that you chose to show your name, <b>{name}</b>.',
  'respond.conversation.waiting':
    'No reply yet. When a manager replies to your comment, you will read it here with this same link.',
  'respond.conversation.messages': 'Messages',
  'respond.conversation.manager': 'Manager',
  'respond.conversation.you': 'You',
  'respond.conversation.pending': 'on its way (delivered within hours)',
  'respond.conversation.delay':
    'Your messages reach the manager a few hours after you send them, all at once with others, so their timing cannot point to you.',
  'respond.conversation.closed': 'You closed this conversation: no more messages can be sent.',
  'respond.conversation.answer': 'Your answer',
  'respond.conversation.send': 'Send answer',
  'respond.conversation.showName': 'Show my name…',
  'respond.conversation.nameLabel': 'The name to show in this conversation',
  'respond.conversation.continue': 'Continue',
  'respond.conversation.cancel': 'Cancel',
  'respond.conversation.confirmName':
    'Show <b>{name}</b> to the manager in this conversation? This cannot be undone, and they can then link this comment to you.',
  'respond.conversation.yesShow': 'Yes, show my name',
  'respond.conversation.keepAnonymous': 'Keep me anonymous',
  'respond.conversation.close': 'Close conversation…',
  'respond.conversation.closeConfirm':
    'Close this conversation? Neither you nor the manager can write again.',
  'respond.conversation.closeIt': 'Close it',
  'respond.conversation.keepOpen': 'Keep it open',
} as const;

export const mail = {
  'respond.mail.yourTeam': 'Your team',
  'respond.mail.anonymous':
    'Your answers are anonymous: nobody sees who gave them, and results appear only once enough people have answered.',
  'respond.mail.named':
    'This survey is not anonymous: your e-mail address is kept with your answers.',
  'respond.mail.takeSurvey': 'Take the survey',
  'respond.mail.buttonFallback': 'If the button does not work, copy this link into your browser:',
  'respond.mail.footer': 'Candor · anonymous team pulse surveys',
  'respond.mail.invitation.subject': 'Survey: {title}',
  'respond.mail.invitation.preheader': '{title}: a short survey from {team}.',
  'respond.mail.invitation.intro':
    '{team} would like your honest feedback. It takes a couple of minutes.',
  'respond.mail.invitation.sentBy': 'Sent by {sender}.',
  'respond.mail.invitation.sentByTeam': 'Sent by {sender} for {team}.',
  'respond.mail.invitation.footnote':
    'This link is personal and can be used once. Please do not forward this e-mail. If you did not expect it, you can ignore it.',
  'respond.mail.reminder.subject': 'Reminder: {title}',
  'respond.mail.reminder.preheader': 'A reminder: {title}, a short survey from {team}.',
  'respond.mail.reminder.intro':
    'A reminder: {team} would like your honest feedback, if you have not given it yet. It takes a couple of minutes.',
  'respond.mail.reminder.footnote':
    'This link is personal and answers once; the link in the earlier e-mail works as well. Please do not forward this e-mail.',
  'respond.mail.conversationReply.subject': 'New reply about your comment on {title}',
  'respond.mail.conversationReply.preheader':
    'A manager replied to your anonymous comment. You stay anonymous.',
  'respond.mail.conversationReply.heading': 'A new reply in your conversation',
  'respond.mail.conversationReply.body':
    'A manager replied to your anonymous comment on {title}. Open your private conversation to read the reply and answer it; you stay anonymous.',
  'respond.mail.conversationReply.action': 'Read the reply',
  'respond.mail.conversationReply.private':
    "The button's link is your conversation: keep this e-mail private and do not forward it.",
  'respond.mail.conversationReply.unsubscribe':
    'You get this e-mail because you asked to hear of replies in this conversation. To stop these e-mails, open this link: {url}',
} as const;

export type RespondPageId = keyof typeof page;
export type RespondMailId = keyof typeof mail;

import { defineMessages } from '../../i18n/define-messages';

/*
 * The surveys screens' text (decision 0061), by part. The toasts and checks shared by the
 * screens are in `survey-messages.ts`; the plain modules' words beside their rules.
 */

/** The survey editor (`survey-editor.tsx`, `use-survey-editor.ts`). */
export const editorMessages = defineMessages({
  createTitle: { id: 'surveys.editor.createTitle', defaultMessage: 'Create Survey' },
  editTitle: { id: 'surveys.editor.editTitle', defaultMessage: 'Edit Survey' },
  pageTitle: {
    id: 'surveys.editor.pageTitle',
    defaultMessage: '{isNew, select, true {Create Survey} other {Edit Survey}} · Candor',
  },
  unsaved: { id: 'surveys.editor.unsaved', defaultMessage: 'Unsaved changes' },
  notSavedYet: { id: 'surveys.editor.notSavedYet', defaultMessage: 'Not saved yet' },
  allSaved: { id: 'surveys.editor.allSaved', defaultMessage: 'All changes saved' },
  closeEditor: { id: 'surveys.editor.closeEditor', defaultMessage: 'Close editor' },
  close: { id: 'surveys.editor.close', defaultMessage: 'Close' },
  restoredTitle: {
    id: 'surveys.editor.restoredTitle',
    defaultMessage: 'Restored your unsaved changes',
  },
  restoredText: {
    id: 'surveys.editor.restoredText',
    defaultMessage:
      'Kept in this browser since {when}. Save the survey to keep them, or discard them{isNew, select, true { to start again} other { to see the survey as it was last saved}}.',
  },
  discardChanges: { id: 'surveys.editor.discardChanges', defaultMessage: 'Discard changes' },
  templates: { id: 'surveys.editor.templates', defaultMessage: 'Templates' },
  settings: { id: 'surveys.editor.settings', defaultMessage: 'Settings' },
  send: { id: 'surveys.editor.send', defaultMessage: 'Send' },
  saving: { id: 'surveys.editor.saving', defaultMessage: 'Saving...' },
  saveSurvey: { id: 'surveys.editor.saveSurvey', defaultMessage: 'Save Survey' },
  details: { id: 'surveys.editor.details', defaultMessage: 'Survey Details' },
  title: { id: 'surveys.editor.title', defaultMessage: 'Title' },
  description: { id: 'surveys.editor.description', defaultMessage: 'Description (optional)' },
  generateHeading: {
    id: 'surveys.editor.generateHeading',
    defaultMessage: 'Start from a description',
  },
  generateText: {
    id: 'surveys.editor.generateText',
    defaultMessage:
      'Say who the survey is for and what it is about; a matching template is picked for you. Nothing leaves your browser.',
  },
  describeLabel: { id: 'surveys.editor.describeLabel', defaultMessage: 'Describe your survey' },
  describePlaceholder: {
    id: 'surveys.editor.describePlaceholder',
    defaultMessage: 'e.g. How nurses on night shifts feel about staffing',
  },
  generate: { id: 'surveys.editor.generate', defaultMessage: 'Generate AI Template' },
  promptMissing: {
    id: 'surveys.editor.promptMissing',
    defaultMessage: 'Describe what the survey is about first',
  },
  questionsLocked: {
    id: 'surveys.editor.questionsLocked',
    defaultMessage:
      'People have been sent this anonymous survey or have opened it, so its questions can only be reworded or reordered now: a question added or removed, or a change to its choices, scale, limits or whether it is required, would tell earlier answers from later ones. To ask something different, create a new survey.',
  },
  sendNotice: {
    id: 'surveys.editor.sendNotice',
    defaultMessage: 'You have unsaved changes: recipients get the survey as it was last saved.',
  },
  replaceTitle: { id: 'surveys.editor.replaceTitle', defaultMessage: 'Replace your survey?' },
  applyTemplate: { id: 'surveys.editor.applyTemplate', defaultMessage: 'Apply Template' },
  replaceText: {
    id: 'surveys.editor.replaceText',
    defaultMessage:
      '“{name}” replaces the title, the description and {count, plural, =0 {the questions} one {the one question} other {all # questions}}. Your unsaved changes will be lost.',
  },
  leaveTitle: { id: 'surveys.editor.leaveTitle', defaultMessage: 'Leave without saving?' },
  leave: { id: 'surveys.editor.leave', defaultMessage: 'Leave' },
  stay: { id: 'surveys.editor.stay', defaultMessage: 'Stay' },
  leaveText: {
    id: 'surveys.editor.leaveText',
    defaultMessage: 'Your changes to this survey have not been saved.',
  },
  questionOpen: {
    id: 'surveys.editor.questionOpen',
    defaultMessage: 'Save or cancel your changes to question {number} first',
  },
  reloaded: {
    id: 'surveys.editor.reloaded',
    defaultMessage: 'Reloaded: you now see the survey as it was last saved.',
  },
  // The settings' summary under 'Settings', its parts joined with ' · '.
  anonymousGroups: {
    id: 'surveys.editor.summary.anonymous',
    defaultMessage: 'Anonymous, answers released in groups of at least {threshold}',
  },
  notAnonymous: { id: 'surveys.editor.summary.notAnonymous', defaultMessage: 'Not anonymous' },
  multipleAllowed: {
    id: 'surveys.editor.summary.multipleAllowed',
    defaultMessage: 'multiple responses allowed',
  },
  onePerPerson: {
    id: 'surveys.editor.summary.onePerPerson',
    defaultMessage: 'one response per person',
  },
  accepting: { id: 'surveys.editor.summary.accepting', defaultMessage: 'accepting responses' },
  closedToResponses: {
    id: 'surveys.editor.summary.closed',
    defaultMessage: 'closed to responses',
  },
  openLinkOn: { id: 'surveys.editor.summary.openLinkOn', defaultMessage: 'open link on' },
  personalOnly: {
    id: 'surveys.editor.summary.personalOnly',
    defaultMessage: 'personal e-mailed links only',
  },
  scheduledFor: {
    id: 'surveys.editor.summary.scheduledFor',
    defaultMessage: 'scheduled for {date}',
  },
  notScheduled: { id: 'surveys.editor.summary.notScheduled', defaultMessage: 'not scheduled' },
  frequency: {
    id: 'surveys.editor.summary.frequency',
    defaultMessage:
      '{frequency, select, daily {daily} weekly {weekly} monthly {monthly} other {{frequency}}}',
  },
  repeats: {
    id: 'surveys.editor.summary.repeats',
    defaultMessage: 'repeats {frequencies} (Calendar)',
  },
  remindersAfter: {
    id: 'surveys.editor.summary.remindersAfter',
    defaultMessage: 'reminders after {days} days',
  },
  noReminders: { id: 'surveys.editor.summary.noReminders', defaultMessage: 'no reminders' },
});

/** The editor's page: loading and failing to load a survey (`survey-editor-page.tsx`). */
export const editorPageMessages = defineMessages({
  pageTitle: { id: 'surveys.editorPage.title', defaultMessage: 'Edit Survey · Candor' },
  retrying: { id: 'surveys.editorPage.retrying', defaultMessage: 'Retrying...' },
  retry: { id: 'surveys.editorPage.retry', defaultMessage: 'Retry' },
  back: { id: 'surveys.editorPage.back', defaultMessage: 'Back to Surveys' },
  loading: { id: 'surveys.editorPage.loading', defaultMessage: 'Loading survey' },
});

/** The survey list (`survey-list-page.tsx`). */
export const listMessages = defineMessages({
  pageTitle: { id: 'surveys.list.pageTitle', defaultMessage: 'Surveys · Candor' },
  heading: { id: 'surveys.list.heading', defaultMessage: 'Surveys' },
  intro: {
    id: 'surveys.list.intro',
    defaultMessage: 'Build pulse surveys, assign them to teams and send them.',
  },
  noMatch: { id: 'surveys.list.noMatch', defaultMessage: 'No surveys match' },
  noMatchText: {
    id: 'surveys.list.noMatchText',
    defaultMessage: 'Try other words, or another status.',
  },
  clearFilters: { id: 'surveys.list.clearFilters', defaultMessage: 'Clear Filters' },
  deleteTitle: { id: 'surveys.list.deleteTitle', defaultMessage: 'Delete survey?' },
  deleteSurvey: { id: 'surveys.list.deleteSurvey', defaultMessage: 'Delete Survey' },
  findSurveys: { id: 'surveys.list.findSurveys', defaultMessage: 'Find surveys' },
  search: { id: 'surveys.list.search', defaultMessage: 'Search' },
  searchPlaceholder: {
    id: 'surveys.list.searchPlaceholder',
    defaultMessage: 'Title, description or team',
  },
  status: { id: 'surveys.list.status', defaultMessage: 'Status' },
  allStatuses: { id: 'surveys.list.allStatuses', defaultMessage: 'All statuses' },
  count: {
    id: 'surveys.list.count',
    defaultMessage: '{total, plural, one {# survey} other {# surveys}}',
  },
  showing: { id: 'surveys.list.showing', defaultMessage: 'Showing {shown} of {total} surveys' },
  deleteWarning: {
    id: 'surveys.list.deleteWarning',
    defaultMessage:
      '“{title}” will be deleted. Its questions, team assignments and invitations{count, plural, =0 { are deleted with it} one {, and its # response are deleted too} other {, and its # responses are deleted too}}. This cannot be undone.',
  },
  emptyText: {
    id: 'surveys.list.emptyText',
    defaultMessage:
      'Start from one of the templates or write your own questions. Answers stay anonymous.',
  },
  loading: { id: 'surveys.list.loading', defaultMessage: 'Loading surveys' },
});

/** One survey's card in the list (`survey-card.tsx`). */
export const cardMessages = defineMessages({
  facts: {
    id: 'surveys.card.facts',
    defaultMessage: '{count, plural, one {# question} other {# questions}} · Created {date}',
  },
  noTeam: { id: 'surveys.card.noTeam', defaultMessage: 'No team assigned' },
  view: { id: 'surveys.card.view', defaultMessage: 'View {title}' },
  edit: { id: 'surveys.card.edit', defaultMessage: 'Edit {title}' },
  schedule: { id: 'surveys.card.schedule', defaultMessage: 'Schedule {title}' },
  send: { id: 'surveys.card.send', defaultMessage: 'Send {title}' },
  delete: { id: 'surveys.card.delete', defaultMessage: 'Delete {title}' },
  sendsToTeams: {
    id: 'surveys.card.sendsToTeams',
    defaultMessage: 'Sends to the members of {teams}',
  },
  noRecipients: { id: 'surveys.card.noRecipients', defaultMessage: 'No scheduled recipients' },
  recipients: {
    id: 'surveys.card.recipients',
    defaultMessage: 'Scheduled recipients ({count})',
  },
});

/** The survey's actions under its results (`survey-actions.tsx`). */
export const actionsMessages = defineMessages({
  loadFailed: {
    id: 'surveys.actions.loadFailed',
    defaultMessage: 'The survey’s actions could not be loaded.',
  },
  retry: { id: 'surveys.actions.retry', defaultMessage: 'Retry loading actions' },
  heading: { id: 'surveys.actions.heading', defaultMessage: 'Actions and follow-through' },
  caption: {
    id: 'surveys.actions.caption',
    defaultMessage: 'Actions and their follow-through scores',
  },
  action: { id: 'surveys.actions.action', defaultMessage: 'Action' },
  owner: { id: 'surveys.actions.owner', defaultMessage: 'Owner' },
  status: { id: 'surveys.actions.status', defaultMessage: 'Status' },
  followThrough: { id: 'surveys.actions.followThrough', defaultMessage: 'Follow-through' },
  byOwner: { id: 'surveys.actions.byOwner', defaultMessage: 'Follow-through by owner' },
  notChecked: { id: 'surveys.actions.notChecked', defaultMessage: 'Not checked' },
  nextRound: { id: 'surveys.actions.nextRound', defaultMessage: 'Next round' },
  round: { id: 'surveys.actions.round', defaultMessage: 'Round {round}' },
  waiting: {
    id: 'surveys.actions.waiting',
    defaultMessage: 'Round {round}: not enough answers yet',
  },
  nobodyRated: {
    id: 'surveys.actions.nobodyRated',
    defaultMessage: 'Round {round}: nobody rated it',
  },
  scored: {
    id: 'surveys.actions.scored',
    defaultMessage: '{score} in round {round} ({answered} answers)',
  },
  ownerPoint: { id: 'surveys.actions.ownerPoint', defaultMessage: 'round {round} {score}' },
});

/** The survey's teams in the editor (`survey-teams-field.tsx`). */
export const teamsFieldMessages = defineMessages({
  noTeamsHint: {
    id: 'surveys.teams.noTeamsHint',
    defaultMessage: 'Surveys can be assigned to teams you own or administer.',
  },
  teamOptional: { id: 'surveys.teams.teamOptional', defaultMessage: 'Team (optional)' },
  noTeam: { id: 'surveys.teams.noTeam', defaultMessage: 'No team' },
  loadingTeams: { id: 'surveys.teams.loading', defaultMessage: 'Loading teams…' },
  loadFailed: { id: 'surveys.teams.loadFailed', defaultMessage: 'Failed to load teams' },
  addLater: {
    id: 'surveys.teams.addLater',
    defaultMessage: 'You can add more teams once the survey is saved.',
  },
  assigned: { id: 'surveys.teams.assigned', defaultMessage: 'Assigned teams' },
  noneYet: { id: 'surveys.teams.noneYet', defaultMessage: 'Not assigned to any team yet.' },
  removeTeam: { id: 'surveys.teams.removeTeam', defaultMessage: 'Remove {team}' },
  remove: { id: 'surveys.teams.remove', defaultMessage: 'Remove' },
  addATeam: { id: 'surveys.teams.addATeam', defaultMessage: 'Add a team' },
  chooseTeam: { id: 'surveys.teams.chooseTeam', defaultMessage: 'Choose a team' },
  noOthers: { id: 'surveys.teams.noOthers', defaultMessage: 'No other teams to add' },
  addTeam: { id: 'surveys.teams.addTeam', defaultMessage: 'Add Team' },
});

/** The Questions card and each question on it (`questions-card.tsx`). */
export const questionsMessages = defineMessages({
  added: {
    id: 'surveys.questions.added',
    defaultMessage: '{type} question added as question {number}',
  },
  moved: {
    id: 'surveys.questions.moved',
    defaultMessage: 'Question moved to position {position} of {count}',
  },
  removed: { id: 'surveys.questions.removed', defaultMessage: 'Question {number} removed' },
  heading: { id: 'surveys.questions.heading', defaultMessage: 'Questions ({count})' },
  addType: { id: 'surveys.questions.addType', defaultMessage: 'Add Question Type' },
  notOnAnonymous: {
    id: 'surveys.questions.notOnAnonymous',
    defaultMessage: 'Not on an anonymous survey: it would record who answered.',
  },
  none: { id: 'surveys.questions.none', defaultMessage: 'No questions yet' },
  noneText: {
    id: 'surveys.questions.noneText',
    defaultMessage: 'Add one with ‘Add Question Type’, or start from a template.',
  },
  removeTitle: { id: 'surveys.questions.removeTitle', defaultMessage: 'Remove this question?' },
  removeQuestion: { id: 'surveys.questions.removeQuestion', defaultMessage: 'Remove Question' },
  removeText: {
    id: 'surveys.questions.removeText',
    defaultMessage:
      'This survey has {count, plural, one {# response} other {# responses}}. Once you save, the answers given to this question no longer show in its results or exports.',
  },
  number: { id: 'surveys.questions.number', defaultMessage: 'Question {number}' },
  required: {
    id: 'surveys.questions.required',
    defaultMessage: 'Required <hidden>for question {number}</hidden>',
  },
  moveUpLabel: { id: 'surveys.questions.moveUpLabel', defaultMessage: 'Move question {number} up' },
  moveUp: { id: 'surveys.questions.moveUp', defaultMessage: 'Move up' },
  moveDownLabel: {
    id: 'surveys.questions.moveDownLabel',
    defaultMessage: 'Move question {number} down',
  },
  moveDown: { id: 'surveys.questions.moveDown', defaultMessage: 'Move down' },
  edit: { id: 'surveys.questions.edit', defaultMessage: 'Edit <hidden>question {number}</hidden>' },
  removeLabel: { id: 'surveys.questions.removeLabel', defaultMessage: 'Remove question {number}' },
  remove: { id: 'surveys.questions.remove', defaultMessage: 'Remove' },
  identityOnAnonymous: {
    id: 'surveys.questions.identityOnAnonymous',
    defaultMessage:
      'An anonymous survey cannot ask for an e-mail address. Remove the e-mail question or turn off anonymity.',
  },
});

/** Editing one question (`question-edit-form.tsx`). */
export const questionFormMessages = defineMessages({
  form: { id: 'surveys.questionForm.form', defaultMessage: 'Edit question {number}' },
  text: { id: 'surveys.questionForm.text', defaultMessage: 'Question text' },
  choices: { id: 'surveys.questionForm.choices', defaultMessage: 'Choices' },
  choice: { id: 'surveys.questionForm.choice', defaultMessage: 'Choice {number}' },
  removeChoice: {
    id: 'surveys.questionForm.removeChoice',
    defaultMessage: 'Remove choice {number}',
  },
  minimum: {
    id: 'surveys.questionForm.minimumChoices',
    defaultMessage: 'A multiple-choice question keeps at least two choices.',
  },
  addChoice: { id: 'surveys.questionForm.addChoice', defaultMessage: 'Add Choice' },
  scale: { id: 'surveys.questionForm.scale', defaultMessage: 'Scale' },
  scale5: { id: 'surveys.questionForm.scale5', defaultMessage: '1 to 5' },
  scale10: { id: 'surveys.questionForm.scale10', defaultMessage: '1 to 10' },
  scaleEnps: { id: 'surveys.questionForm.scaleEnps', defaultMessage: '0 to 10 (eNPS)' },
  labelFor: { id: 'surveys.questionForm.labelFor', defaultMessage: 'Label for {value}' },
  enpsNote: {
    id: 'surveys.questionForm.enpsNote',
    defaultMessage:
      'The responses page shows this question’s eNPS: the % who answer 9 or 10 minus the % who answer 0 to 6.',
  },
  maxLength: {
    id: 'surveys.questionForm.maxLength',
    defaultMessage: 'Maximum length (characters)',
  },
  maxLengthHint: { id: 'surveys.questionForm.maxLengthHint', defaultMessage: 'From 1 to {max}.' },
  min: { id: 'surveys.questionForm.min', defaultMessage: 'Minimum' },
  max: { id: 'surveys.questionForm.max', defaultMessage: 'Maximum' },
  earliest: { id: 'surveys.questionForm.earliest', defaultMessage: 'Earliest date (optional)' },
  latest: { id: 'surveys.questionForm.latest', defaultMessage: 'Latest date (optional)' },
  requireDomain: { id: 'surveys.questionForm.requireDomain', defaultMessage: 'Require a domain' },
  requireDomainHint: {
    id: 'surveys.questionForm.requireDomainHint',
    defaultMessage: 'Only addresses with a full domain, like name@company.com, are accepted.',
  },
  cancel: { id: 'surveys.questionForm.cancel', defaultMessage: 'Cancel' },
  save: { id: 'surveys.questionForm.save', defaultMessage: 'Save Question' },
});

/** The templates dialog (`templates-dialog.tsx`); the templates' own text is survey content. */
export const templatesMessages = defineMessages({
  title: { id: 'surveys.templates.title', defaultMessage: 'Survey Templates' },
  intro: {
    id: 'surveys.templates.intro',
    defaultMessage:
      'Choose a template to see its questions. Using it replaces the survey’s title, description and all of its questions.',
  },
  questionCount: { id: 'surveys.templates.questionCount', defaultMessage: '{count} questions' },
  cancel: { id: 'surveys.templates.cancel', defaultMessage: 'Cancel' },
  back: { id: 'surveys.templates.back', defaultMessage: 'Back' },
  use: { id: 'surveys.templates.use', defaultMessage: 'Use This Template' },
  close: { id: 'surveys.templates.close', defaultMessage: 'Close templates' },
  replaces: {
    id: 'surveys.templates.replaces',
    defaultMessage:
      'Using it replaces the survey’s title, description and all of its questions with these {count}.',
  },
  required: { id: 'surveys.templates.required', defaultMessage: '(required)' },
});

/** The survey's settings (`settings-dialog.tsx`). */
export const settingsMessages = defineMessages({
  title: { id: 'surveys.settings.title', defaultMessage: 'Survey Settings' },
  thresholdAtLeast: {
    id: 'surveys.settings.thresholdAtLeast',
    defaultMessage: 'The anonymity threshold is at least {min}',
  },
  thresholdLocked: {
    id: 'surveys.settings.thresholdLocked',
    defaultMessage:
      'The anonymity threshold can only be raised once people have been invited or have answered.',
  },
  anonymityLocked: {
    id: 'surveys.settings.anonymityLocked',
    defaultMessage:
      'Anonymity cannot be changed once a survey has been sent or its link opened: people were told how their answers are kept. Create a new survey to change it.',
  },
  accepting: { id: 'surveys.settings.accepting', defaultMessage: 'Accepting responses' },
  acceptingOn: {
    id: 'surveys.settings.acceptingOn',
    defaultMessage: 'The survey’s link and e-mailed links take answers.',
  },
  acceptingOff: {
    id: 'surveys.settings.acceptingOff',
    defaultMessage: 'Closed: the survey’s page says so and takes no more answers.',
  },
  openLink: { id: 'surveys.settings.openLink', defaultMessage: 'Open link' },
  openLinkOn: {
    id: 'surveys.settings.openLinkOn',
    defaultMessage:
      'Anyone with the survey’s link can answer, as well as the personal links in invitation e-mails. Answers through the link cannot be told apart: your own would count toward the threshold like anyone’s.',
  },
  openLinkOff: {
    id: 'surveys.settings.openLinkOff',
    defaultMessage:
      'Off: only the personal links in invitation e-mails can answer; the survey’s link says so.',
  },
  anonymous: { id: 'surveys.settings.anonymous', defaultMessage: 'Anonymous responses' },
  anonymousHint: {
    id: 'surveys.settings.anonymousHint',
    defaultMessage: 'Answers are never linked to the people who gave them.',
  },
  threshold: { id: 'surveys.settings.threshold', defaultMessage: 'Anonymity threshold' },
  thresholdHint: {
    id: 'surveys.settings.thresholdHint',
    defaultMessage:
      'Answers are released in groups of at least this many, at most once a day ({min} or more). It can be lowered only until the survey is sent, its link opened or answered.',
  },
  thresholdHintLocked: {
    id: 'surveys.settings.thresholdHintLocked',
    defaultMessage:
      'Answers are released in groups of at least this many, at most once a day. People have been invited or have answered, so it can be raised but no longer lowered below {locked}.',
  },
  multiple: { id: 'surveys.settings.multiple', defaultMessage: 'Allow multiple responses' },
  multipleOn: {
    id: 'surveys.settings.multipleOn',
    defaultMessage: 'The same person may answer more than once.',
  },
  multipleOff: {
    id: 'surveys.settings.multipleOff',
    defaultMessage:
      'Off: each personal e-mailed link answers once, and the open link once per browser (the browser remembers it answered; another browser or a private window does not know).',
  },
  scheduled: {
    id: 'surveys.settings.scheduled',
    defaultMessage: 'Scheduled date and time (optional)',
  },
  scheduledHint: {
    id: 'surveys.settings.scheduledHint',
    defaultMessage: 'In your time zone, {timezone}. Leave it empty to send the survey yourself.',
  },
  clearDate: { id: 'surveys.settings.clearDate', defaultMessage: 'Clear the date' },
  reminders: { id: 'surveys.settings.reminders', defaultMessage: 'Send reminders' },
  remindersHint: {
    id: 'surveys.settings.remindersHint',
    defaultMessage: 'Reminders go only to people who have not responded yet.',
  },
  remindAfter: { id: 'surveys.settings.remindAfter', defaultMessage: 'Remind after' },
  days: {
    id: 'surveys.settings.days',
    defaultMessage: '{count, plural, one {# day} other {# days}}',
  },
  done: { id: 'surveys.settings.done', defaultMessage: 'Done' },
  close: { id: 'surveys.settings.close', defaultMessage: 'Close settings' },
});

/** The editor's Languages section (`survey-translations.tsx`, `survey-translations.ts`). */
export const translationsMessages = defineMessages({
  heading: { id: 'surveys.translations.heading', defaultMessage: 'Languages' },
  intro: {
    id: 'surveys.translations.intro',
    defaultMessage:
      "The default language is the one the survey's own text is written in. Respondents see the survey in their browser's language when it is translated, and can switch. Answers in every language count together.",
  },
  defaultLanguage: {
    id: 'surveys.translations.defaultLanguage',
    defaultMessage: 'Default language',
  },
  addTranslation: {
    id: 'surveys.translations.addTranslation',
    defaultMessage: 'Add a translation',
  },
  addLanguage: { id: 'surveys.translations.addLanguage', defaultMessage: 'Add language' },
  translations: { id: 'surveys.translations.translations', defaultMessage: 'Translations' },
  complete: { id: 'surveys.translations.complete', defaultMessage: 'Complete' },
  missingCount: {
    id: 'surveys.translations.missingCount',
    defaultMessage: '{count, plural, one {# missing translation} other {# missing translations}}',
  },
  edit: { id: 'surveys.translations.edit', defaultMessage: 'Edit {language}' },
  remove: { id: 'surveys.translations.remove', defaultMessage: 'Remove {language}' },
  none: {
    id: 'surveys.translations.none',
    defaultMessage: 'No translations yet: the survey is shown in {language} only.',
  },
  section: { id: 'surveys.translations.section', defaultMessage: '{language} translation' },
  missingTitle: {
    id: 'surveys.translations.missingTitle',
    defaultMessage: 'Missing translation in {language}',
  },
  missingText: {
    id: 'surveys.translations.missingText',
    defaultMessage:
      'Respondents reading in {language} see the {defaultLanguage} text for: {parts}. You can save now and finish later.',
  },
  defaultColumn: {
    id: 'surveys.translations.defaultColumn',
    defaultMessage: '{language} (default)',
  },
  title: { id: 'surveys.translations.title', defaultMessage: 'Title' },
  description: { id: 'surveys.translations.description', defaultMessage: 'Description' },
  question: { id: 'surveys.translations.question', defaultMessage: 'Question {number}' },
  saveFirst: {
    id: 'surveys.translations.saveFirst',
    defaultMessage: '{text}: save the survey first to translate this new question.',
  },
  choice: { id: 'surveys.translations.choice', defaultMessage: '{question}, choice {number}' },
  lowestLabel: {
    id: 'surveys.translations.lowestLabel',
    defaultMessage: '{question}, lowest label',
  },
  highestLabel: {
    id: 'surveys.translations.highestLabel',
    defaultMessage: '{question}, highest label',
  },
  inLanguage: {
    id: 'surveys.translations.inLanguage',
    defaultMessage: '{label} in {language}{missing, select, true { (missing)} other {}}',
  },
  summary: {
    id: 'surveys.translations.summary',
    defaultMessage: 'Languages: {language} (default), {parts}',
  },
  summaryPart: {
    id: 'surveys.translations.summaryPart',
    defaultMessage: '{language} ({missing, plural, =0 {complete} other {# missing}})',
  },
});

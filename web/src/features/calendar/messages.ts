import { defineMessages } from '../../i18n/define-messages';

/** The calendar rules' words (calendar-rules.ts): the form's checks and the toasts' titles. */
export const calendarRuleMessages = defineMessages({
  fillAll: { id: 'calendar.rules.fillAll', defaultMessage: 'Please fill all fields' },
  date: { id: 'calendar.rules.date', defaultMessage: 'Date must be in YYYY-MM-DD format' },
  time: { id: 'calendar.rules.time', defaultMessage: 'Time must be in HH:mm format' },
  timeZone: { id: 'calendar.rules.timeZone', defaultMessage: 'Choose a valid time zone' },
  endDate: {
    id: 'calendar.rules.endDate',
    defaultMessage: 'End date must be in YYYY-MM-DD format',
  },
  endBeforeStart: {
    id: 'calendar.rules.endBeforeStart',
    defaultMessage: 'End date must be on or after the start date',
  },
  rounds: {
    id: 'calendar.rules.rounds',
    defaultMessage: 'Number of rounds must be a whole number from 1 to {max}',
  },
  onceInPast: {
    id: 'calendar.rules.onceInPast',
    defaultMessage: 'Choose a date and time in the future',
  },
  startInPast: {
    id: 'calendar.rules.startInPast',
    defaultMessage: 'The start date has passed: choose today or a later day',
  },
  startTooFar: {
    id: 'calendar.rules.startTooFar',
    defaultMessage: 'Check the year: a start date is at most {years} years ahead',
  },
  loadTeams: { id: 'calendar.rules.loadTeams', defaultMessage: 'Failed to load teams' },
  loadSurveys: { id: 'calendar.rules.loadSurveys', defaultMessage: 'Failed to load surveys' },
  loadAutomations: {
    id: 'calendar.rules.loadAutomations',
    defaultMessage: 'Failed to load automations',
  },
  save: { id: 'calendar.rules.save', defaultMessage: 'Failed to save automation' },
  delete: { id: 'calendar.rules.delete', defaultMessage: 'Failed to delete automation' },
  confirmDelete: { id: 'calendar.rules.confirmDelete', defaultMessage: 'Delete this automation?' },
  empty: {
    id: 'calendar.rules.empty',
    defaultMessage: 'No automations or scheduled surveys yet.',
  },
  colorFormat: {
    id: 'calendar.rules.colorFormat',
    defaultMessage: 'Color must be a hex value like #3B82F6',
  },
  colorFailed: {
    id: 'calendar.rules.colorFailed',
    defaultMessage: 'Failed to update team color. Please try again.',
  },
  once: { id: 'calendar.frequency.once', defaultMessage: 'Once' },
  daily: { id: 'calendar.frequency.daily', defaultMessage: 'Daily' },
  weekly: { id: 'calendar.frequency.weekly', defaultMessage: 'Weekly' },
  monthly: { id: 'calendar.frequency.monthly', defaultMessage: 'Monthly' },
});

/** The calendar's form. */
export const automationFormMessages = defineMessages({
  editTitle: { id: 'calendar.form.editTitle', defaultMessage: 'Edit automation' },
  scheduleTitle: { id: 'calendar.form.scheduleTitle', defaultMessage: 'Schedule a survey' },
  survey: { id: 'calendar.form.survey', defaultMessage: 'Survey' },
  selectSurvey: { id: 'calendar.form.selectSurvey', defaultMessage: 'Select a survey' },
  frequency: { id: 'calendar.form.frequency', defaultMessage: 'Frequency' },
  timeZone: { id: 'calendar.form.timeZone', defaultMessage: 'Time zone' },
  startDate: { id: 'calendar.form.startDate', defaultMessage: 'Start date' },
  firstRound: { id: 'calendar.form.firstRound', defaultMessage: 'The day of the first round' },
  goesOutDay: { id: 'calendar.form.goesOutDay', defaultMessage: 'The day it goes out' },
  time: { id: 'calendar.form.time', defaultMessage: 'Time' },
  inZone: { id: 'calendar.form.inZone', defaultMessage: 'In {zone}' },
  ends: { id: 'calendar.form.ends', defaultMessage: 'Ends' },
  never: { id: 'calendar.form.never', defaultMessage: 'Never' },
  onDate: { id: 'calendar.form.onDate', defaultMessage: 'On a date' },
  afterRounds: { id: 'calendar.form.afterRounds', defaultMessage: 'After a number of rounds' },
  endDate: { id: 'calendar.form.endDate', defaultMessage: 'End date' },
  lastDay: { id: 'calendar.form.lastDay', defaultMessage: 'The last day a round may go out' },
  rounds: { id: 'calendar.form.rounds', defaultMessage: 'Number of rounds' },
  skipWeekends: {
    id: 'calendar.form.skipWeekends',
    defaultMessage:
      'Skip weekends <muted>(a run on Saturday or Sunday moves to Monday; daily runs skip them)</muted>',
  },
  nextRuns: { id: 'calendar.form.nextRuns', defaultMessage: 'Next runs' },
  goesOut: { id: 'calendar.form.goesOut', defaultMessage: 'Goes out' },
  fixStart: {
    id: 'calendar.form.fixStart',
    defaultMessage: 'Fix the start date to see when it goes out.',
  },
  pickStart: {
    id: 'calendar.form.pickStart',
    defaultMessage: 'Pick a start date and time to see when it goes out.',
  },
  runAt: { id: 'calendar.form.runAt', defaultMessage: '{day} at {time}' },
  collisionTitle: {
    id: 'calendar.form.collisionTitle',
    defaultMessage: 'Another schedule sends this survey on the same day',
  },
  collisionDay: { id: 'calendar.form.collisionDay', defaultMessage: '{day}, to {teams}' },
  collisionText: {
    id: 'calendar.form.collisionText',
    defaultMessage:
      'People get a survey at most once a day, so on those days this run skips whoever already had it. Pick another day to reach everyone.',
  },
  cancelEdit: { id: 'calendar.form.cancelEdit', defaultMessage: 'Cancel edit' },
  saving: { id: 'calendar.form.saving', defaultMessage: 'Saving...' },
  update: { id: 'calendar.form.update', defaultMessage: 'Update Automation' },
  add: { id: 'calendar.form.add', defaultMessage: 'Add Automation' },
});

/** The calendar's lists: one-time sends, recurring automations, upcoming runs. */
export const automationListMessages = defineMessages({
  teams: { id: 'calendar.list.teams', defaultMessage: 'Teams' },
  pause: { id: 'calendar.list.pause', defaultMessage: 'Pause' },
  resume: { id: 'calendar.list.resume', defaultMessage: 'Resume' },
  pauseSurvey: { id: 'calendar.list.pauseSurvey', defaultMessage: 'Pause {title}' },
  resumeSurvey: { id: 'calendar.list.resumeSurvey', defaultMessage: 'Resume {title}' },
  edit: { id: 'calendar.list.edit', defaultMessage: 'Edit' },
  editSurvey: { id: 'calendar.list.editSurvey', defaultMessage: 'Edit {title}' },
  delete: { id: 'calendar.list.delete', defaultMessage: 'Delete' },
  deleteSurvey: { id: 'calendar.list.deleteSurvey', defaultMessage: 'Delete {title}' },
  oneTimeTitle: {
    id: 'calendar.list.oneTimeTitle',
    defaultMessage: 'One-Time Scheduled Surveys',
  },
  oneTime: { id: 'calendar.list.oneTime', defaultMessage: 'One-Time' },
  scheduledFor: {
    id: 'calendar.list.scheduledFor',
    defaultMessage: 'Scheduled for {day} at {time}',
  },
  recurringTitle: { id: 'calendar.list.recurringTitle', defaultMessage: 'Recurring Automations' },
  paused: { id: 'calendar.list.paused', defaultMessage: 'Paused' },
  recurring: { id: 'calendar.list.recurring', defaultMessage: 'Recurring' },
  startingAt: {
    id: 'calendar.list.startingAt',
    defaultMessage: '{frequency}, starting {day} at {time}',
  },
  pausedNote: {
    id: 'calendar.list.pausedNote',
    defaultMessage: 'Paused: nothing goes out until it is resumed.',
  },
  next: { id: 'calendar.list.next', defaultMessage: 'Next: {day} at {time}' },
  finished: { id: 'calendar.list.finished', defaultMessage: 'Finished: no more rounds.' },
  ends: { id: 'calendar.list.ends', defaultMessage: 'Ends {day}' },
  roundsSent: { id: 'calendar.list.roundsSent', defaultMessage: '{made} of {max} rounds sent' },
  skipsWeekends: { id: 'calendar.list.skipsWeekends', defaultMessage: 'Skips weekends' },
  upcomingTitle: { id: 'calendar.list.upcomingTitle', defaultMessage: 'Upcoming runs' },
  nothingScheduled: {
    id: 'calendar.list.nothingScheduled',
    defaultMessage: 'Nothing is scheduled to go out.',
  },
});

/** The calendar page. */
export const calendarPageMessages = defineMessages({
  title: { id: 'calendar.title', defaultMessage: 'Survey Calendar & Automation · Candor' },
  heading: { id: 'calendar.heading', defaultMessage: 'Survey Calendar & Automation' },
  intro: {
    id: 'calendar.intro',
    defaultMessage:
      'Send a survey once or on a schedule. Times are in your time zone ({zone}) unless you pick another.',
  },
  updated: { id: 'calendar.updated', defaultMessage: 'Automation updated' },
  added: { id: 'calendar.added', defaultMessage: 'Automation added' },
  deleted: { id: 'calendar.deleted', defaultMessage: 'Automation deleted' },
  resumed: { id: 'calendar.resumed', defaultMessage: 'Automation resumed' },
  paused: { id: 'calendar.paused', defaultMessage: 'Automation paused' },
  loadingTeamsSurveys: {
    id: 'calendar.loadingTeamsSurveys',
    defaultMessage: 'Loading teams and surveys',
  },
  loadingAutomations: { id: 'calendar.loadingAutomations', defaultMessage: 'Loading automations' },
});

/** The delete question, the team picker and the team colour dialog. */
export const calendarDialogMessages = defineMessages({
  deleteDetail: {
    id: 'calendar.delete.detail',
    defaultMessage:
      '{title} will no longer be sent on this schedule. Rounds already sent and their responses stay.',
  },
  cancel: { id: 'calendar.delete.cancel', defaultMessage: 'Cancel' },
  delete: { id: 'calendar.delete.delete', defaultMessage: 'Delete' },
  teams: { id: 'calendar.picker.teams', defaultMessage: 'Teams' },
  selectTeams: { id: 'calendar.picker.selectTeams', defaultMessage: 'Select teams' },
  moreTeams: { id: 'calendar.picker.moreTeams', defaultMessage: '{first} +{more}' },
  noTeams: {
    id: 'calendar.picker.noTeams',
    defaultMessage: 'You own or administer no teams yet. Create one on the Teams page.',
  },
  editColour: { id: 'calendar.picker.editColour', defaultMessage: 'Edit colour of {team}' },
  done: { id: 'calendar.picker.done', defaultMessage: 'Done' },
  colourTitle: { id: 'calendar.colour.title', defaultMessage: '{team} colour' },
  save: { id: 'calendar.colour.save', defaultMessage: 'Save' },
  saving: { id: 'calendar.colour.saving', defaultMessage: 'Saving...' },
  palette: { id: 'calendar.colour.palette', defaultMessage: 'Palette' },
  colour: { id: 'calendar.colour.colour', defaultMessage: 'Colour' },
  colourHint: { id: 'calendar.colour.hint', defaultMessage: 'A hex value like #3B82F6.' },
});

/** 'What goes out when': the month and week views and the phone's list of days. */
export const scheduleMessages = defineMessages({
  kindOnce: { id: 'calendar.schedule.kindOnce', defaultMessage: 'One-time' },
  kindRecurring: { id: 'calendar.schedule.kindRecurring', defaultMessage: 'Recurring' },
  kindReminder: { id: 'calendar.schedule.kindReminder', defaultMessage: 'Reminder' },
  reminderWhat: {
    id: 'calendar.schedule.reminderWhat',
    defaultMessage: 'reminder, day {day} of its round',
  },
  onceWhat: { id: 'calendar.schedule.onceWhat', defaultMessage: 'one-time' },
  recurringWhat: { id: 'calendar.schedule.recurringWhat', defaultMessage: 'recurring' },
  itemName: { id: 'calendar.schedule.itemName', defaultMessage: '{time}, {title}, {what}' },
  itemNameTeams: {
    id: 'calendar.schedule.itemNameTeams',
    defaultMessage: '{time}, {title}, to {teams}, {what}',
  },
  reminderTitle: { id: 'calendar.schedule.reminderTitle', defaultMessage: 'Reminder: {title}' },
  today: { id: 'calendar.schedule.today', defaultMessage: 'Today' },
  dayToday: { id: 'calendar.schedule.dayToday', defaultMessage: '{day}, today' },
  monthCaption: {
    id: 'calendar.schedule.monthCaption',
    defaultMessage: 'What goes out in {month}, a week a row',
  },
  showAll: {
    id: 'calendar.schedule.showAll',
    defaultMessage: 'Show all {count} on {day} in its week',
  },
  more: { id: 'calendar.schedule.more', defaultMessage: '+{count} more' },
  weekCaption: {
    id: 'calendar.schedule.weekCaption',
    defaultMessage: 'What goes out in the week of {day}, a column a day',
  },
  nothingOn: { id: 'calendar.schedule.nothingOn', defaultMessage: 'Nothing on {day}' },
  daysWithSends: { id: 'calendar.schedule.daysWithSends', defaultMessage: 'Days with sends' },
  cannotShow: {
    id: 'calendar.schedule.cannotShow',
    defaultMessage: "The calendar can't be shown until the teams and automations load",
  },
  retry: { id: 'calendar.schedule.retry', defaultMessage: 'Retry' },
  loading: { id: 'calendar.schedule.loading', defaultMessage: 'Loading the calendar' },
  nothingInMonth: {
    id: 'calendar.schedule.nothingInMonth',
    defaultMessage: 'Nothing goes out in {month}.',
  },
  nothingThisWeek: {
    id: 'calendar.schedule.nothingThisWeek',
    defaultMessage: 'Nothing goes out this week.',
  },
  scheduleBelow: {
    id: 'calendar.schedule.scheduleBelow',
    defaultMessage: 'Schedule a survey with the form below.',
  },
  nextSend: { id: 'calendar.schedule.nextSend', defaultMessage: 'Go to the next send, {day}' },
  heading: { id: 'calendar.schedule.heading', defaultMessage: 'What goes out when' },
  view: { id: 'calendar.schedule.view', defaultMessage: 'View' },
  month: { id: 'calendar.schedule.month', defaultMessage: 'Month' },
  week: { id: 'calendar.schedule.week', defaultMessage: 'Week' },
  previousMonth: { id: 'calendar.schedule.previousMonth', defaultMessage: 'Previous month' },
  previousWeek: { id: 'calendar.schedule.previousWeek', defaultMessage: 'Previous week' },
  nextMonth: { id: 'calendar.schedule.nextMonth', defaultMessage: 'Next month' },
  nextWeek: { id: 'calendar.schedule.nextWeek', defaultMessage: 'Next week' },
  timesIn: { id: 'calendar.schedule.timesIn', defaultMessage: 'Times in {zone}.' },
});

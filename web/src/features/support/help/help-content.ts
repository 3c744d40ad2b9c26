import { MIN_ANONYMITY_THRESHOLD } from '#shared/api/surveys';
import { paths } from '../../../lib/paths';

/** The help articles the Support Center's Resources open (decision 0050). */
export type HelpTopic = 'getting-started' | 'best-practices' | 'anonymity';

export interface HelpLink {
  label: string;
  to: string;
}

export interface HelpSection {
  id: string;
  heading: string;
  paragraphs: string[];
  /** Where the section's step is done in the app. */
  link?: HelpLink;
}

export interface HelpArticle {
  topic: HelpTopic;
  title: string;
  summary: string;
  sections: HelpSection[];
}

const k = MIN_ANONYMITY_THRESHOLD;

export const helpArticles: Record<HelpTopic, HelpArticle> = {
  'getting-started': {
    topic: 'getting-started',
    title: 'Getting started',
    summary:
      'From a new account to your first results: a team, its people, a survey, a send, and what you will see when people answer.',
    sections: [
      {
        id: 'team',
        heading: '1. Create a team',
        paragraphs: [
          'A team is the group of people a survey goes to, and the people who may read its results. Open Teams and create one: give it a name, and later a colour and a logo if you like. You are its owner.',
          'Owners and admins of a team read the results of the surveys assigned to it; members are the people asked. Someone made a member or removed from the team loses its results at once.',
        ],
        link: { label: 'Open Teams', to: paths.teams.getHref() },
      },
      {
        id: 'people',
        heading: '2. Add people',
        paragraphs: [
          'On the team’s page choose Add people and paste the addresses you have: one per line, separated by commas or semicolons, as "Name" <address>, or a CSV file. The preview shows everyone it read and every line it could not read, so no one is dropped without you seeing it.',
          'People on a team’s roster need no account to answer: they get a personal link by e-mail. Choose who also gets an account invitation, as Member or Admin, if they should sign in to Candor themselves.',
        ],
        link: { label: 'Open Teams', to: paths.teams.getHref() },
      },
      {
        id: 'survey',
        heading: '3. Create a survey',
        paragraphs: [
          'Open Surveys and create one from a template or from scratch. Keep it short: five questions or fewer get the most answers. A 0-10 “How likely are you to recommend…” question gives you an eNPS.',
          'Assign it to your team and save. Anonymous is on by default, and we recommend keeping it on.',
        ],
        link: { label: 'Create a survey', to: paths.newSurvey.getHref() },
      },
      {
        id: 'send',
        heading: '4. Send it',
        paragraphs: [
          'Send from the survey’s editor: everyone on the assigned teams gets an e-mail with a personal link that works once. You can also share the survey’s open link wherever your team talks, or schedule it on the Calendar to go out once or every day, week or month, each send a new round.',
          'Turn on reminders in the survey’s settings and people who have not answered get one reminder with their own link. You are told that reminders went out, never to whom.',
        ],
        link: { label: 'Open the Calendar', to: paths.calendar.getHref() },
      },
      {
        id: 'results',
        heading: '5. Read the first results',
        paragraphs: [
          `Results of an anonymous survey show once at least ${k} people have answered through the same source, and then in groups, never one answer at a time. Until then the survey says what it is waiting for, never how many have answered.`,
          'The survey’s Results show each question, the round’s scores, the teams side by side and the comments. Analytics shows every survey over time, with CSV and PDF exports.',
        ],
        link: { label: 'Open Analytics', to: paths.analytics.getHref() },
      },
    ],
  },
  'best-practices': {
    topic: 'best-practices',
    title: 'Best practices',
    summary:
      'Questions people answer honestly, how often to ask them, and what to do with what you hear.',
    sections: [
      {
        id: 'short',
        heading: 'Ask less, more often',
        paragraphs: [
          'A pulse is a handful of questions asked on a rhythm, not a yearly census. Three to five questions take under two minutes and keep answer rates high; weekly or every two weeks suits a team that changes fast, monthly suits most.',
          'Ask the same core questions every round so you can see a trend, and add one question about what is on the team’s mind this time.',
        ],
      },
      {
        id: 'questions',
        heading: 'Write questions that can be answered honestly',
        paragraphs: [
          'Ask one thing per question (“I know what is expected of me this week”, not “I know what is expected and have what I need”). Ask about experience, not about people: “I can raise a concern without worrying about how it lands” rather than naming a manager.',
          'Use the same scale for questions you want to compare. Keep open comments optional: a required text box gets one-word answers.',
        ],
      },
      {
        id: 'groups',
        heading: 'Keep groups large enough to protect people',
        paragraphs: [
          `Anonymity needs numbers. A team of fewer than ${k} people will never show results on its own, and a small team shows results only in groups. Survey several small teams together, or raise the survey’s threshold for a sensitive topic.`,
          'Do not ask for details that point to one person (role, start date, location) on an anonymous survey: Candor keeps no name, but an answer can still describe its author.',
        ],
      },
      {
        id: 'loop',
        heading: 'Close the loop',
        paragraphs: [
          'People keep answering when they see that answering changes something. After each round, share what you heard and what you will do about one or two points, then check in the next round whether it helped.',
          'Thank people for comments you cannot act on, and say why. Never try to find out who wrote something: the moment people suspect it, honest answers stop.',
        ],
      },
    ],
  },
  anonymity: {
    topic: 'anonymity',
    title: 'How anonymity works',
    summary:
      'What Candor stores when someone answers, what a manager can see, and when. The server enforces all of it, not only the screens.',
    sections: [
      {
        id: 'stored',
        heading: 'What is stored',
        paragraphs: [
          'An anonymous response holds the survey, the day it was given, whether it came from the open link or an e-mailed link, the answers and a sentiment score. It holds no name, e-mail address, account, network address, device, time of day or link to the invitation it came from.',
          'After answering, the thank-you page lists exactly what was stored. Answers typed and not yet sent stay in the respondent’s browser, so a reload loses nothing; they are never sent anywhere until the respondent submits.',
        ],
      },
      {
        id: 'groups',
        heading: 'Answers show in groups',
        paragraphs: [
          `Nothing of an anonymous survey shows until at least ${k} people have answered through the same source (the open link, or e-mailed links). After that, new answers are released in groups of at least ${k}, at most once a day per source. Every count, average, chart, export and notification moves only when a whole group is released.`,
          'The manager’s own answers, and those of other managers of the survey, never complete a group, and a person invited at several addresses counts once.',
        ],
      },
      {
        id: 'rounds',
        heading: 'Rounds and answers that never complete a group',
        paragraphs: [
          `Each send is a round. When the next round opens, or the manager closes the round, its waiting answers are released if at least ${k} people gave them, and otherwise deleted without ever being shown. Either way the manager sees the same thing: the round closed.`,
        ],
      },
      {
        id: 'teams',
        heading: 'Teams side by side',
        paragraphs: [
          `The results by team count an e-mailed answer in the teams its person is on, through a count kept apart from the answer. Before anyone can read it, the count is made coarse so that every part of it holds at least ${k} answers: no team, no two teams compared and no two rounds compared can single out fewer than ${k} people. A team too small for that shows nothing.`,
        ],
      },
      {
        id: 'comments',
        heading: 'Comments',
        paragraphs: [
          `Written answers are counted like any other answer. Analytics quotes at most three short excerpts of a question that at least ${Math.max(5, k)} released answers gave, never the newest ones, with no time, team or round.`,
        ],
      },
      {
        id: 'invitations',
        heading: 'Invitations and reminders',
        paragraphs: [
          'A manager sees that a survey was sent and whether a mail could not be delivered, never who answered. Reminders go only to people who have not answered, and the manager is told only that reminders went out.',
        ],
      },
      {
        id: 'limits',
        heading: 'What anonymity cannot do',
        paragraphs: [
          'Someone who watches a person answer learns that they answered. An answer can describe its author in its own words. A survey that is not anonymous keeps the e-mail address a personal link was sent to, and says so above its questions.',
        ],
      },
    ],
  },
};

export const helpTopics = Object.keys(helpArticles) as HelpTopic[];

export function isHelpTopic(value: string | undefined): value is HelpTopic {
  return value !== undefined && Object.hasOwn(helpArticles, value);
}

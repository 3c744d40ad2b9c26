/**
 * 'Generate AI Template' (spec section 2): picks one of seven locally held templates by
 * matching keywords in the user's prompt. No network call, and the same prompt always gives
 * the same template.
 */
import {
  SCALE_LABELS,
  checkboxQuestion,
  choiceQuestion,
  cloneTemplate,
  numberQuestion,
  openQuestion,
  ratingQuestion,
} from './survey-templates';
import type { SurveyTemplate } from './survey-templates';

export interface KeywordTemplate extends SurveyTemplate {
  /**
   * Lower-case, singular words or phrases; a prompt matches their plurals too. A phrase of n
   * words scores n, so 'training session' outweighs the 'session' of an event.
   */
  keywords: string[];
}

export const GENERAL_TEMPLATE_ID = 'general';

const { agreement, satisfaction, likelihood, quality, ease } = SCALE_LABELS;

export const KEYWORD_TEMPLATES: readonly KeywordTemplate[] = [
  {
    id: 'workplace',
    name: 'Workplace Pulse',
    title: 'Workplace Pulse Survey',
    description: 'A quick check on how work is going, so we can fix what gets in the way.',
    keywords: [
      'workplace',
      'office',
      'employee',
      'staff',
      'coworker',
      'co-worker',
      'colleague',
      'team',
      'teammate',
      'manager',
      'company',
      'morale',
      'engagement',
      'culture',
      'wellbeing',
      'well-being',
      'burnout',
      'workload',
      'pulse',
      'remote work',
      'hybrid work',
      'work from home',
      'employee engagement',
      'team morale',
      'work life balance',
      'work',
      'job',
      'engineer',
      'engineering',
      'developer',
      'on-call',
      'on call',
      'sprint',
      'retrospective',
      'stand-up',
      'standup',
      'department',
      'squad',
      'shift work',
      'onboarding',
    ],
    questions: [
      ratingQuestion('Overall, how satisfied are you with your work right now?', satisfaction),
      ratingQuestion('I have the tools and resources I need to do my job well.', agreement),
      ratingQuestion('I feel comfortable raising concerns at work.', agreement),
      ratingQuestion('I receive recognition when I do good work.', agreement),
      choiceQuestion('How manageable is your current workload?', [
        'Much too light',
        'A little light',
        'About right',
        'A little heavy',
        'Much too heavy',
      ]),
      checkboxQuestion('What gets in the way of your best work? Select all that apply.', [
        'Unclear priorities',
        'Too many meetings',
        'Frequent interruptions',
        'Slow decisions',
        'Missing tools or access',
        'Nothing significant',
      ]),
      ratingQuestion('How likely are you to recommend this workplace to a friend?', likelihood, {
        min: 0,
        max: 10,
      }),
      openQuestion('What one change would most improve your work week?', { maxLength: 500 }),
    ],
  },
  {
    id: 'education',
    name: 'Course Feedback',
    title: 'Course Feedback Survey',
    description: 'Tell us about this course so we can improve how it is taught.',
    keywords: [
      'education',
      'school',
      'class',
      'classroom',
      'course',
      'student',
      'pupil',
      'teacher',
      'teaching',
      'instructor',
      'professor',
      'tutor',
      'lesson',
      'lecture',
      'curriculum',
      'homework',
      'assignment',
      'exam',
      'semester',
      'university',
      'college',
      'learning',
      'training',
      'training session',
      'online course',
      'high school',
    ],
    questions: [
      ratingQuestion('Overall, how satisfied are you with this course?', satisfaction),
      ratingQuestion('The course objectives were clear.', agreement),
      ratingQuestion('The instructor explained concepts clearly.', agreement),
      choiceQuestion('How would you describe the pace of the course?', [
        'Much too slow',
        'A little slow',
        'About right',
        'A little fast',
        'Much too fast',
      ]),
      numberQuestion(
        'On average, how many hours a week do you spend on this course outside class?',
        0,
        40,
      ),
      checkboxQuestion('Which activities helped you learn the most? Select all that apply.', [
        'Lectures',
        'Discussions',
        'Group work',
        'Readings',
        'Practice exercises',
        'Office hours',
      ]),
      openQuestion('What was the most valuable part of this course?', { maxLength: 400 }),
      openQuestion('What one change would improve this course?', { maxLength: 400 }),
    ],
  },
  {
    id: 'healthcare',
    name: 'Care Team Pulse',
    title: 'Care Team Pulse Survey',
    description: 'Help us understand the conditions you work in and what would support you.',
    keywords: [
      'healthcare',
      'health care',
      'hospital',
      'clinic',
      'clinical',
      'medical',
      'nurse',
      'nursing',
      'doctor',
      'physician',
      'clinician',
      'caregiver',
      'carer',
      'ward',
      'pharmacy',
      'pharmacist',
      'icu',
      'care team',
      'patient care',
      'patient safety',
      'night shift',
      'care home',
    ],
    questions: [
      ratingQuestion('I am able to give patients the quality of care they need.', agreement),
      ratingQuestion('Staffing on my recent shifts has been adequate.', agreement),
      ratingQuestion('I feel safe speaking up about patient safety concerns.', agreement),
      ratingQuestion('How would you rate handovers between shifts?', quality),
      choiceQuestion('How often do you feel emotionally drained after a shift?', [
        'Never',
        'Rarely',
        'Sometimes',
        'Often',
        'Always',
      ]),
      checkboxQuestion('What would best support your wellbeing at work? Select all that apply.', [
        'Safer staffing levels',
        'Protected breaks',
        'More predictable rotas',
        'Less paperwork',
        'Access to support services',
        'Recognition from leaders',
      ]),
      ratingQuestion(
        'How likely are you to recommend this workplace to a friend in healthcare?',
        likelihood,
        { min: 0, max: 10 },
      ),
      openQuestion('What one change would most help you provide better care?', {
        maxLength: 500,
      }),
    ],
  },
  {
    id: 'retail',
    name: 'Shopping Experience',
    title: 'Shopping Experience Survey',
    description: 'Tell us about your recent visit so we can make the next one better.',
    keywords: [
      'retail',
      'store',
      'shop',
      'shopping',
      'shopper',
      'checkout',
      'cashier',
      'purchase',
      'customer',
      'buyer',
      'aisle',
      'merchandise',
      'supermarket',
      'grocery',
      'boutique',
      'mall',
      'in-store',
      'online store',
      'customer service',
      'shopping experience',
      'point of sale',
    ],
    questions: [
      ratingQuestion('Overall, how satisfied were you with your visit?', satisfaction),
      choiceQuestion('Did you find everything you came for?', [
        'Yes, everything',
        'Most things',
        'Some things',
        'Nothing',
      ]),
      ratingQuestion('How helpful were our staff?', ['Not at all helpful', 'Extremely helpful'], {
        required: false,
      }),
      ratingQuestion('How easy was the checkout?', ease),
      choiceQuestion('How long did you wait to pay?', [
        'No wait',
        'Less than 2 minutes',
        '2 to 5 minutes',
        'More than 5 minutes',
      ]),
      checkboxQuestion('What would improve your next visit? Select all that apply.', [
        'Wider product range',
        'Better prices',
        'Shorter queues',
        'More helpful staff',
        'Clearer signs and labels',
        'No improvements needed',
      ]),
      ratingQuestion('How likely are you to recommend our store to a friend?', likelihood, {
        min: 0,
        max: 10,
      }),
      openQuestion('Is there anything else you would like to tell us about your visit?', {
        maxLength: 300,
      }),
    ],
  },
  {
    id: 'event',
    name: 'Event Feedback',
    title: 'Event Feedback Survey',
    description: 'Thank you for attending. Tell us what worked and what to change next time.',
    keywords: [
      'event',
      'conference',
      'summit',
      'meetup',
      'webinar',
      'workshop',
      'seminar',
      'session',
      'speaker',
      'keynote',
      'attendee',
      'venue',
      'offsite',
      'retreat',
      'hackathon',
      'festival',
      'gala',
      'expo',
      'trade show',
      'town hall',
      'all hands',
      'team building',
      'breakout session',
    ],
    questions: [
      ratingQuestion('Overall, how satisfied were you with the event?', satisfaction),
      ratingQuestion('How relevant was the content to you?', [
        'Not at all relevant',
        'Extremely relevant',
      ]),
      ratingQuestion('How well was the event run?', quality),
      choiceQuestion('How did you find the length of the event?', [
        'Too short',
        'About right',
        'Too long',
      ]),
      checkboxQuestion('What did you value most? Select all that apply.', [
        'Talks and presentations',
        'Hands-on sessions',
        'Networking',
        'Questions and answers',
        'Venue and catering',
        'Event materials',
      ]),
      openQuestion('Which session was most valuable to you?', { type: 'text', maxLength: 300 }),
      ratingQuestion('How likely are you to attend a future event like this?', likelihood, {
        max: 10,
      }),
      openQuestion('What one thing would you change for the next event?', { maxLength: 500 }),
    ],
  },
  {
    id: 'product',
    name: 'Product Feedback',
    title: 'Product Feedback Survey',
    description: 'Tell us how the product works for you and what we should improve next.',
    keywords: [
      'product',
      'app',
      'application',
      'feature',
      'software',
      'website',
      'platform',
      'tool',
      'dashboard',
      'user',
      'usability',
      'ux',
      'ui',
      'interface',
      'beta',
      'release',
      'launch',
      'prototype',
      'bug',
      'integration',
      'saas',
      'mobile app',
      'new feature',
      'user experience',
      'user interface',
      'product feedback',
    ],
    questions: [
      ratingQuestion('Overall, how satisfied are you with the product?', satisfaction),
      ratingQuestion('How easy is the product to use?', ease),
      ratingQuestion('How well does the product meet your needs?', [
        'Not at all well',
        'Extremely well',
      ]),
      choiceQuestion('How often do you use the product?', [
        'Daily',
        'A few times a week',
        'A few times a month',
        'Less than monthly',
        'This was my first time',
      ]),
      choiceQuestion('How would you feel if you could no longer use the product?', [
        'Very disappointed',
        'Somewhat disappointed',
        'Not disappointed',
      ]),
      checkboxQuestion('Which problems have you run into? Select all that apply.', [
        'Hard to find what I need',
        'Slow performance',
        'Errors or bugs',
        'Missing features',
        'Confusing design',
        'No problems so far',
      ]),
      ratingQuestion(
        'How likely are you to recommend the product to a friend or colleague?',
        likelihood,
        { min: 0, max: 10 },
      ),
      openQuestion('What one improvement would you most like to see?', { maxLength: 500 }),
    ],
  },
  {
    id: GENERAL_TEMPLATE_ID,
    name: 'General Feedback',
    title: 'Feedback Survey',
    description: 'We would like your feedback. It takes about two minutes.',
    keywords: ['general', 'general feedback', 'open feedback', 'miscellaneous', 'quick poll'],
    questions: [
      ratingQuestion('Overall, how satisfied are you with your experience?', satisfaction),
      choiceQuestion('How did your experience compare with your expectations?', [
        'Much better than expected',
        'Better than expected',
        'About as expected',
        'Worse than expected',
        'Much worse than expected',
      ]),
      ratingQuestion('How clear was the information you received?', [
        'Not at all clear',
        'Very clear',
      ]),
      checkboxQuestion('Which areas should we focus on improving? Select all that apply.', [
        'Communication',
        'Organisation',
        'Timeliness',
        'Quality',
        'Support',
        'Value for money',
      ]),
      ratingQuestion('How likely are you to recommend us to a friend or colleague?', likelihood, {
        min: 0,
        max: 10,
      }),
      openQuestion('What worked well for you?', { maxLength: 500 }),
      openQuestion('Is there anything else you would like to share?', { maxLength: 300 }),
    ],
  },
];

const TITLE_TOPIC_MAX = 80;
/** 'Please create a quick survey for', 'make a poll about', 'survey for': the request, not its topic. */
const REQUEST_PREFIX =
  /^(please\s+)?((create|make|generate|build|write|design|draft|give me)\s+(me\s+)?(an?\s+|some\s+)?(\w+\s+){0,2}(survey|questionnaire|poll|form|template)s?\b(\s+(for|about|on|of|regarding))?|(an?\s+)?(survey|questionnaire|poll|form)s?\s+(for|about|on|of|regarding)\b)\s*/i;

function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** The word and the singulars it could be a plural of: nurses -> nurse, classes -> class. */
function wordForms(word: string): string[] {
  const forms = [word];
  if (word.length <= 3 || !word.endsWith('s') || word.endsWith('ss')) return forms;
  if (word.endsWith('ies')) forms.push(`${word.slice(0, -3)}y`);
  if (word.endsWith('es')) forms.push(word.slice(0, -2));
  forms.push(word.slice(0, -1));
  return forms;
}

function countsIn(promptForms: string[][], keyword: string[]): boolean {
  for (let start = 0; start + keyword.length <= promptForms.length; start++) {
    if (keyword.every((word, offset) => promptForms[start + offset]?.includes(word))) return true;
  }
  return false;
}

/**
 * Each template's score for a prompt, best first (ties keep the templates' order). A keyword
 * counts once however often it appears, with one point per word it has.
 */
export function scoreTemplates(prompt: string): { id: string; score: number }[] {
  const promptForms = words(prompt).map(wordForms);
  return KEYWORD_TEMPLATES.map(({ id, keywords }) => ({
    id,
    score: keywords
      .map(words)
      .filter((keyword) => keyword.length > 0 && countsIn(promptForms, keyword))
      .reduce((sum, keyword) => sum + keyword.length, 0),
  })).sort((a, b) => b.score - a.score);
}

/**
 * The prompt as a title topic: one line, without a leading 'create a survey for', at most 80
 * characters (cut at a word), first letter capitalised. Empty when nothing is left.
 */
export function promptTopic(prompt: string): string {
  let topic = prompt
    .replace(/\s+/g, ' ')
    .trim()
    .replace(REQUEST_PREFIX, '')
    .replace(/[\s.!?,;:]+$/, '');
  if (topic.length > TITLE_TOPIC_MAX) {
    const cut = topic.slice(0, TITLE_TOPIC_MAX - 1);
    const lastSpace = cut.lastIndexOf(' ');
    topic = `${(lastSpace > 0 ? cut.slice(0, lastSpace) : cut).replace(/[\s.!?,;:]+$/, '')}…`;
  }
  return topic.charAt(0).toUpperCase() + topic.slice(1);
}

/**
 * Why `generateTemplate` picked what it did, in words a manager reads beside the preview: the
 * keywords of the prompt that matched the template, or none when it fell back to the general
 * one (issue #33: a template picked from keywords says so).
 */
export function generatedTemplateNote(prompt: string): string {
  const [best, runnerUp] = scoreTemplates(prompt);
  const clearWinner = best && best.score > 0 && best.score !== runnerUp?.score;
  const chosen = clearWinner ? KEYWORD_TEMPLATES.find((t) => t.id === best.id) : undefined;
  if (!chosen) {
    return 'No topic in your description matched one of our ready-made templates, so this is the general one. It was picked, not written by AI: edit it as you like.';
  }
  const promptForms = words(prompt).map(wordForms);
  const matched = chosen.keywords.filter((keyword) => {
    const parts = words(keyword);
    return parts.length > 0 && countsIn(promptForms, parts);
  });
  const quoted = matched.map((keyword) => `“${keyword}”`).join(', ');
  return `Picked from our ready-made templates because your description mentions ${quoted}. It was matched by keywords, not written by AI: edit it as you like.`;
}

/**
 * The template that best fits the prompt, as a fresh copy the editor may change. No keyword
 * match, or a tie between the best, gives the general template.
 */
export function generateTemplate(prompt: string): SurveyTemplate {
  const [best, runnerUp] = scoreTemplates(prompt);
  const clearWinner = best && best.score > 0 && best.score !== runnerUp?.score;
  const id = clearWinner ? best.id : GENERAL_TEMPLATE_ID;
  const chosen = KEYWORD_TEMPLATES.find((template) => template.id === id);
  if (!chosen) throw new Error(`No template ${id}`);
  // Keywords are the generator's business, not part of a survey.
  const { keywords: _keywords, ...template } = chosen;
  const topic = promptTopic(prompt);
  return {
    ...cloneTemplate(template),
    title: topic ? `${template.title}: ${topic}` : template.title,
  };
}

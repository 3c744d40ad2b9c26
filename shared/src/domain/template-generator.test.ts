import { describe, expect, it } from 'vitest';
import {
  GENERAL_TEMPLATE_ID,
  KEYWORD_TEMPLATES,
  generatedTemplateNote,
  generateTemplate,
  promptTopic,
  scoreTemplates,
} from './template-generator';
import { BUILT_IN_TEMPLATES, templateProblems } from './survey-templates';
import { isEnpsQuestion } from './enps';

const SEVEN_OR_EIGHT = { min: 7, max: 8 };

function scoreOf(prompt: string, id: string): number | undefined {
  return scoreTemplates(prompt).find((s) => s.id === id)?.score;
}

describe('keyword templates', () => {
  it('are the seven the spec lists', () => {
    expect(KEYWORD_TEMPLATES.map((t) => t.id)).toEqual([
      'workplace',
      'education',
      'healthcare',
      'retail',
      'event',
      'product',
      'general',
    ]);
  });

  it.each(KEYWORD_TEMPLATES.map((t) => [t.id, t] as const))(
    '%s has 7 or 8 questions that follow every template rule',
    (_id, template) => {
      expect(templateProblems(template, SEVEN_OR_EIGHT)).toEqual([]);
      const open = template.questions.filter((q) => q.type === 'text' || q.type === 'textarea');
      expect(open.length).toBeGreaterThanOrEqual(1);
      expect(open.length).toBeLessThanOrEqual(2);
      expect(template.questions.some((q) => q.type === 'rating')).toBe(true);
    },
  );

  it('have lower-case keywords, none shared between templates', () => {
    const owner = new Map<string, string>();
    for (const { id, keywords } of KEYWORD_TEMPLATES) {
      expect(keywords.length).toBeGreaterThan(0);
      for (const keyword of keywords) {
        expect(keyword).toBe(keyword.trim().toLowerCase());
        expect(owner.get(keyword), `'${keyword}' in ${id}`).toBeUndefined();
        owner.set(keyword, id);
      }
    }
  });
});

describe('scoreTemplates', () => {
  it.each([
    ['A quick check-in with the nurses on our ward', 'healthcare'],
    ['Feedback after our annual sales conference', 'event'],
    ['End-of-term survey for a class of 30 students', 'education'],
    ['How was shopping in our store? Was checkout quick?', 'retail'],
    ['What do users think of the new export feature in our app', 'product'],
    ['How do people feel about the new office and their coworkers', 'workplace'],
  ])('%s -> %s', (prompt, id) => {
    const [best, runnerUp] = scoreTemplates(prompt);
    expect(best?.id).toBe(id);
    expect(best!.score).toBeGreaterThan(runnerUp!.score);
    expect(generateTemplate(prompt).id).toBe(id);
  });

  it('scores every template, best first', () => {
    const scores = scoreTemplates('conference');
    expect(scores.map((s) => s.id).sort()).toEqual(KEYWORD_TEMPLATES.map((t) => t.id).sort());
    expect(scores[0]).toEqual({ id: 'event', score: 1 });
    expect(scores.slice(1).every((s) => s.score === 0)).toBe(true);
  });

  it('ignores case and matches plurals of a keyword', () => {
    expect(scoreOf('NURSES', 'healthcare')).toBe(1);
    expect(scoreOf('nurse', 'healthcare')).toBe(1);
    expect(scoreOf('Classes', 'education')).toBe(1);
    expect(scoreOf('pharmacies', 'healthcare')).toBe(1);
  });

  it('matches whole words only', () => {
    expect(scoreOf('a classic apple', 'education')).toBe(0);
    expect(scoreOf('a classic apple', 'product')).toBe(0);
    expect(scoreOf('restore the eventual storefront', 'retail')).toBe(0);
  });

  it('counts a keyword once, and a phrase by its number of words', () => {
    expect(scoreOf('conference conference conference', 'event')).toBe(1);
    // 'training' and 'training session' against the event's 'session'.
    expect(scoreOf('a training session', 'education')).toBe(3);
    expect(scoreOf('a training session', 'event')).toBe(1);
    expect(generateTemplate('a training session').id).toBe('education');
    // A phrase matches across hyphens and only with its words in order.
    expect(scoreOf('our night-shift team', 'healthcare')).toBe(2);
    expect(scoreOf('the shift at night', 'healthcare')).toBe(0);
  });
});

describe('generateTemplate', () => {
  it.each(['xyzzy plugh', '', '   ', '?!'])('gives the general template for %j', (prompt) => {
    expect(generateTemplate(prompt).id).toBe(GENERAL_TEMPLATE_ID);
  });

  it.each([
    'how engineers feel about on-call',
    'developer experience after the last sprint',
    'our department after onboarding',
  ])('reads %j as about work', (prompt) => {
    expect(generateTemplate(prompt).id).toBe('workplace');
  });

  it('gives the general template when the best scores tie', () => {
    expect(scoreOf('conference app', 'event')).toBe(1);
    expect(scoreOf('conference app', 'product')).toBe(1);
    expect(generateTemplate('conference app').id).toBe(GENERAL_TEMPLATE_ID);
  });

  it('returns a survey template without the keywords', () => {
    const template = generateTemplate('our store');
    const retail = KEYWORD_TEMPLATES.find((t) => t.id === 'retail')!;
    expect(Object.keys(template).sort()).toEqual([
      'description',
      'id',
      'name',
      'questions',
      'title',
    ]);
    expect(template.questions).toEqual(retail.questions);
    expect(template.description).toBe(retail.description);
  });

  it('puts the cleaned-up prompt in the title', () => {
    expect(generateTemplate('  Create a survey for  our night-shift nurses.  ').title).toBe(
      'Care Team Pulse Survey: Our night-shift nurses',
    );
    expect(generateTemplate('biology 101 students').title).toBe(
      'Course Feedback Survey: Biology 101 students',
    );
    expect(generateTemplate('make a quick pulse survey').title).toBe('Workplace Pulse Survey');
    expect(generateTemplate('Survey for hospital staff').title).toBe(
      'Feedback Survey: Hospital staff',
    );
    expect(promptTopic('Please generate a short questionnaire about the spring festival!')).toBe(
      'The spring festival',
    );
    expect(promptTopic('Surveys are boring')).toBe('Surveys are boring');
    expect(generateTemplate('').title).toBe('Feedback Survey');
  });

  it('keeps the prompt in the title to 80 characters, cut at a word', () => {
    const long = `feedback on the conference ${'with a very long description '.repeat(5)}`;
    const topic = promptTopic(long);
    expect(topic.length).toBeLessThanOrEqual(80);
    expect(topic).toMatch(/^Feedback on the conference with a very long description .*[a-z]…$/);
    expect(long.replace(/\s+/g, ' ')).toContain(topic.slice(1, -1));
    expect(generateTemplate(long).title).toBe(`Event Feedback Survey: ${topic}`);
  });

  it('is deterministic and hands out copies', () => {
    const prompt = 'Staff morale in the office after the reorganisation';
    const first = generateTemplate(prompt);
    first.questions.splice(0, 3);

    const second = generateTemplate(prompt);
    expect(second.questions).toHaveLength(8);
    expect(generateTemplate(prompt)).toEqual(second);
    expect(scoreTemplates(prompt)).toEqual(scoreTemplates(prompt));
  });
});

describe('generatedTemplateNote', () => {
  it('names the words of the description that picked the template, and says it was not written by AI', () => {
    const note = generatedTemplateNote('How our nurses feel about night shifts');
    expect(note).toMatch(
      /^Picked from our ready-made templates because your description mentions /,
    );
    expect(note).toContain('“nurse');
    expect(note).toContain('matched by keywords, not written by AI');
  });

  it('says so when nothing matched and the general template was given', () => {
    const note = generatedTemplateNote('zzz qqq');
    expect(generateTemplate('zzz qqq').id).toBe(GENERAL_TEMPLATE_ID);
    expect(note).toMatch(/^No topic in your description matched/);
    expect(note).toContain('not written by AI');
  });
});

describe("a 'recommend' question in any template", () => {
  it('is asked on the 0-10 scale, so it counts as eNPS', () => {
    const recommend = [...KEYWORD_TEMPLATES, ...BUILT_IN_TEMPLATES]
      .flatMap((t) => t.questions.map((q) => ({ template: t.id, question: q })))
      .filter(({ question }) => question.type === 'rating' && /recommend/i.test(question.text));
    expect(recommend.length).toBeGreaterThanOrEqual(6);
    for (const { template, question } of recommend) {
      expect(isEnpsQuestion(question), `${template}: ${question.text}`).toBe(true);
    }
  });
});

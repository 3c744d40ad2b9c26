import type { Question } from '#shared/api/surveys';

/**
 * What of a question shows in the answers given to it (decision 0009, "Questions of an anonymous
 * survey"): its type, whether it is required, and the options that bound an answer (how many
 * choices, a scale, a length, a range). Not its wording, a choice's or a scale end's label, or its
 * place in the survey: stored answers name the question and a choice by index, never those.
 */
export function answerShape(question: Question): string {
  const options = { ...(question.options as Record<string, unknown>) };
  delete options.labels;
  if (Array.isArray(options.choices)) options.choices = options.choices.length;
  return JSON.stringify({
    type: question.type,
    required: question.required,
    options: Object.fromEntries(Object.entries(options).sort(([a], [b]) => a.localeCompare(b))),
  });
}

/**
 * Whether saving `after` over `before` changes what answers look like: a question added or taken
 * away, or one whose answer shape differs. Answers given before and after such a change would be
 * told apart inside one released group, and so would the people who gave them.
 */
export function changesAnswerShape(
  before: readonly Question[],
  after: readonly (Omit<Question, 'id'> & { id?: string | undefined })[],
): boolean {
  if (after.some((q) => q.id === undefined)) return true;
  const was = new Map(before.map((q) => [q.id, answerShape(q)]));
  if (after.length !== before.length) return true;
  return after.some((q) => was.get(q.id as string) !== answerShape(q as Question));
}

import type { ChangeEvent, CSSProperties } from 'react';
import { choicesOf, maxLengthOf, type AnswerableQuestion } from '#shared/domain/answers';
import { dateRange, numberRange, ratingScale, toggleChoice, type Draft } from '../answer-drafts';
import { useRespondText } from '../i18n/respond-intl';

type RespondText = ReturnType<typeof useRespondText>;

export interface QuestionFieldProps {
  question: AnswerableQuestion;
  /** Zero-based position on the page: numbers the question and names its elements. */
  index: number;
  draft: Draft;
  error?: string | undefined;
  /** `unreadable`: a number box holds text the browser cannot read as a number. */
  onChange: (draft: Draft, unreadable?: boolean) => void;
  onBlur: () => void;
}

/** Element ids of a question's parts; the form focuses `control` when the answer has a problem. */
export function questionIds(index: number) {
  const base = `question-${index + 1}`;
  return {
    legend: `${base}-legend`,
    hint: `${base}-hint`,
    counter: `${base}-counter`,
    error: `${base}-error`,
    /** The single input, or option `i` of a choice question. */
    control: `${base}-answer`,
    option: (i: number) => `${base}-option-${i}`,
  };
}

/** Where focus goes for a question: its input, the chosen radio, or the first option. */
export function focusTargetId(question: AnswerableQuestion, index: number, draft: Draft): string {
  const ids = questionIds(index);
  switch (question.type) {
    case 'multiple_choice':
      return ids.option(typeof draft === 'number' ? draft : 0);
    case 'rating':
      return ids.option(typeof draft === 'number' ? draft : ratingScale(question).min);
    case 'checkbox':
      return ids.option(0);
    default:
      return ids.control;
  }
}

function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}

function numberHint(question: AnswerableQuestion, { text }: RespondText): string | null {
  const { min, max } = numberRange(question);
  if (min !== undefined && max !== undefined)
    return text('respond.question.numberBetween', { min, max });
  if (min !== undefined) return text('respond.question.numberAtLeast', { min });
  if (max !== undefined) return text('respond.question.numberAtMost', { max });
  return null;
}

/** The limits as the respondent's language writes a date ("3 de marzo de 2026"). */
function dateHint(question: AnswerableQuestion, { text, day }: RespondText): string | null {
  const { min, max } = dateRange(question);
  if (min && max) return text('respond.question.dateBetween', { min: day(min), max: day(max) });
  if (min) return text('respond.question.dateFrom', { min: day(min) });
  if (max) return text('respond.question.dateUntil', { max: day(max) });
  return null;
}

export function QuestionField({
  question,
  index,
  draft,
  error,
  onChange,
  onBlur,
}: QuestionFieldProps) {
  const words = useRespondText();
  const { text } = words;
  const ids = questionIds(index);
  const invalid = Boolean(error);
  const errorId = invalid ? ids.error : undefined;
  const typed = typeof draft === 'string' ? draft : '';
  const isGroup =
    question.type === 'multiple_choice' ||
    question.type === 'rating' ||
    question.type === 'checkbox';
  const radios = question.type === 'multiple_choice' || question.type === 'rating';

  let hint: string | null = null;
  if (question.type === 'number') hint = numberHint(question, words);
  if (question.type === 'date') hint = dateHint(question, words);
  if (question.type === 'checkbox') hint = text('respond.question.tickAll');
  const hintId = hint ? ids.hint : undefined;

  const single = (extra: { counter?: boolean } = {}) => ({
    id: ids.control,
    'aria-labelledby': ids.legend,
    'aria-describedby': describedBy(hintId, extra.counter && ids.counter, errorId),
    'aria-invalid': invalid || undefined,
    onBlur,
  });

  let control;
  switch (question.type) {
    case 'text':
    case 'textarea': {
      const max = maxLengthOf(question);
      const change = (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        onChange(e.target.value);
      control = (
        <>
          {question.type === 'text' ? (
            <input
              {...single({ counter: true })}
              className="input"
              type="text"
              value={typed}
              maxLength={max}
              onChange={change}
            />
          ) : (
            <textarea
              {...single({ counter: true })}
              className="input textarea"
              rows={4}
              value={typed}
              maxLength={max}
              onChange={change}
            />
          )}
          <p
            id={ids.counter}
            className={typed.length >= max * 0.9 ? 'counter counter-near' : 'counter'}
          >
            <span aria-hidden="true">
              {typed.length}/{max}
            </span>
            <span className="sr-only">
              {text('respond.question.characters', { count: typed.length, max })}
            </span>
          </p>
        </>
      );
      break;
    }
    case 'email':
      control = (
        <input
          {...single()}
          className="input"
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          value={typed}
          onChange={(e) => onChange(e.target.value)}
        />
      );
      break;
    case 'number': {
      const { min, max } = numberRange(question);
      control = (
        <input
          {...single()}
          className="input input-short"
          type="number"
          inputMode="decimal"
          step="any"
          min={min}
          max={max}
          value={typed}
          onChange={(e) => onChange(e.target.value, e.target.validity.badInput)}
        />
      );
      break;
    }
    case 'date': {
      const { min, max } = dateRange(question);
      control = (
        <input
          {...single()}
          className="input input-short"
          type="date"
          min={min}
          max={max}
          value={typed}
          onChange={(e) => onChange(e.target.value)}
        />
      );
      break;
    }
    case 'multiple_choice':
      control = (
        <div className="options">
          {choicesOf(question).map((choice, i) => (
            <label key={i} className="option" htmlFor={ids.option(i)}>
              <input
                id={ids.option(i)}
                type="radio"
                name={ids.control}
                value={i}
                checked={draft === i}
                onChange={() => onChange(i)}
                onBlur={onBlur}
              />
              <span>{choice}</span>
            </label>
          ))}
        </div>
      );
      break;
    case 'checkbox': {
      const ticked = Array.isArray(draft) ? draft : [];
      control = (
        <div className="options">
          {choicesOf(question).map((choice, i) => (
            <label key={i} className="option" htmlFor={ids.option(i)}>
              <input
                id={ids.option(i)}
                type="checkbox"
                value={i}
                checked={ticked.includes(i)}
                aria-invalid={invalid || undefined}
                onChange={(e) => onChange(toggleChoice(draft, i, e.target.checked))}
                onBlur={onBlur}
              />
              <span>{choice}</span>
            </label>
          ))}
        </div>
      );
      break;
    }
    case 'rating': {
      const scale = ratingScale(question);
      const points = Array.from({ length: scale.max - scale.min + 1 }, (_, i) => scale.min + i);
      control = (
        <div className="rating">
          <div
            className="rating-points"
            style={
              {
                // One row at every width (public-survey.css narrows the points on a phone).
                '--points': points.length,
              } as CSSProperties
            }
          >
            {points.map((point) => {
              const end =
                point === scale.min ? scale.low : point === scale.max ? scale.high : undefined;
              return (
                <label key={point} className="rating-point" htmlFor={ids.option(point)}>
                  <input
                    id={ids.option(point)}
                    className="rating-input"
                    type="radio"
                    name={ids.control}
                    value={point}
                    // The scale's words belong to its ends: "1, Poor" ... "5, Excellent".
                    aria-label={end ? `${point}, ${end}` : undefined}
                    checked={draft === point}
                    onChange={() => onChange(point)}
                    onBlur={onBlur}
                  />
                  <span className="rating-face">{point}</span>
                </label>
              );
            })}
          </div>
          {scale.low || scale.high ? (
            <div className="rating-ends" aria-hidden="true">
              <span>{scale.low ? `${scale.min}: ${scale.low}` : ''}</span>
              <span>{scale.high ? `${scale.max}: ${scale.high}` : ''}</span>
            </div>
          ) : null}
        </div>
      );
      break;
    }
    default:
      control = <p className="hint">{text('respond.question.unanswerable')}</p>;
  }

  return (
    <fieldset
      className={invalid ? 'question question-invalid' : 'question'}
      role={radios ? 'radiogroup' : undefined}
      aria-invalid={(radios && invalid) || undefined}
      aria-describedby={isGroup ? describedBy(hintId, errorId) : undefined}
    >
      <legend id={ids.legend} className="legend">
        <span className="legend-number">{index + 1}.</span> {question.text}
        {question.required ? (
          <>
            {/* A no-break space keeps the asterisk on the question's last line. */}
            {'\u00a0'}
            <span className="required" aria-hidden="true">
              *
            </span>{' '}
            <span className="sr-only">{text('respond.question.required')}</span>
          </>
        ) : null}
      </legend>
      {hint ? (
        <p id={ids.hint} className="hint">
          {hint}
        </p>
      ) : null}
      {control}
      {error ? (
        <p id={ids.error} className="error">
          <span className="error-icon" aria-hidden="true">
            !
          </span>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { SubmitOutcome, EmailLanding } from '../api/public-survey-api';
import type { SubmitResponseBody } from '#shared/api/responses';
import { submitResponse } from '../api/public-survey-api';
import { problemOf, problemsOf, responsesOf, sortedQuestions, type Draft } from '../answer-drafts';
import { useKeptAnswers } from '../hooks/use-kept-answers';
import { focusTargetId, QuestionField } from './question-field';
import { TermsDialog } from './terms-dialog';
import { solveChallenge } from '../solve-challenge';
import { englishText } from '../i18n/english-text';
import { useRespondText } from '../i18n/respond-intl';
import { useKnownMessage } from '../i18n/known-messages';

export const TERMS_REQUIRED = englishText('respond.form.termsRequired');
const TERMS_ID = 'accept-terms';
/** How many challenges the page solves for one submit before it gives up (decision 0046). */
const CHECK_ROUNDS = 3;
export const CHECK_FAILED = englishText('respond.error.checkFailed');

interface SurveyFormProps {
  apiBase: string;
  surveyId: string;
  token: string | null;
  /** Where this link keeps unsent answers on the device (useKeptAnswersKey). */
  keptKey: string | null | undefined;
  landing: EmailLanding;
  /** Called with the server's answer once it is final (stored, already answered, closed, gone). */
  onDone: (
    outcome: Exclude<SubmitOutcome, { kind: 'invalid' | 'failed' | 'promise_changed' }>,
  ) => void;
  /** Reads the survey again: what the page promised is no longer so (promise_changed). */
  onReload: () => void;
}

export const KEPT_NOTE = englishText('respond.form.keptNote');
export const NOT_KEPT_NOTE = englishText('respond.form.notKeptNote');
export const KEPT_RESTORED = englishText('respond.form.keptRestored');
export const KEPT_CLEARED = englishText('respond.form.keptCleared');

/** What protects a respondent of an anonymous survey, beyond what is not recorded. */
export const ANONYMITY_PROTECTION = englishText('respond.form.protection');

function anonymityNotice(landing: EmailLanding) {
  if (landing.isAnonymous) return 'respond.form.anonymous' as const;
  return landing.personal
    ? ('respond.form.namedPersonal' as const)
    : ('respond.form.namedOpen' as const);
}

function LockIcon() {
  return (
    <svg className="notice-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V8a4 4 0 0 1 8 0v3" fill="none" />
    </svg>
  );
}

function InfoIcon() {
  return (
    <svg className="notice-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" fill="none" />
      <path d="M12 11v6M12 7.5v.5" fill="none" />
    </svg>
  );
}

export function SurveyForm({
  apiBase,
  surveyId,
  token,
  keptKey,
  landing,
  onDone,
  onReload,
}: SurveyFormProps) {
  const { text, rich, problem: describe } = useRespondText();
  const known = useKnownMessage();
  const questions = useMemo(() => sortedQuestions(landing.questions), [landing.questions]);
  const kept = useKeptAnswers({ keptKey, questions, anonymous: landing.isAnonymous });
  const { drafts, setDrafts } = kept;
  const [unreadable, setUnreadable] = useState<Record<string, boolean>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [attempted, setAttempted] = useState(false);
  const [accepted, setAccepted] = useState(false);
  const [termsError, setTermsError] = useState<string | null>(null);
  const [termsOpen, setTermsOpen] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState('');
  /** The open link's browser check while it runs (decision 0046): the server's words, progress. */
  const [checking, setChecking] = useState<{ message: string; progress: number } | null>(null);
  /** The survey's anonymity changed since this page was read: only reading it again helps. */
  const [promiseChanged, setPromiseChanged] = useState(false);
  /** The element to focus once the errors it points at are on screen. */
  const [focusRequest, setFocusRequest] = useState<{ id: string } | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (focusRequest) document.getElementById(focusRequest.id)?.focus();
  }, [focusRequest]);

  const setError = (questionId: string, problem: string | null) =>
    setErrors((current) => {
      if ((current[questionId] ?? null) === problem) return current;
      const next = { ...current };
      if (problem) next[questionId] = problem;
      else delete next[questionId];
      return next;
    });

  const change = (index: number, draft: Draft, isUnreadable = false) => {
    const question = questions[index];
    if (!question) return;
    setDrafts((current) => ({ ...current, [question.id]: draft }));
    setUnreadable((current) => ({ ...current, [question.id]: isUnreadable }));
    // Once an answer shows a problem (or after a submit), it is re-checked as it changes.
    if (attempted || errors[question.id])
      setError(question.id, problemOf(question, draft, isUnreadable, describe));
  };

  const blur = (index: number) => {
    const question = questions[index];
    if (!question) return;
    const draft = drafts[question.id];
    const problem = problemOf(question, draft, unreadable[question.id], describe);
    // Leaving a field says nothing about required answers until a submit; a bad answer it does.
    const empty = draft === undefined || draft === '' || (Array.isArray(draft) && !draft.length);
    if (attempted || !empty || unreadable[question.id]) setError(question.id, problem);
  };

  const clearKept = () => {
    kept.clear();
    setUnreadable({});
    setErrors({});
    setAttempted(false);
    setFormError('');
    const first = questions[0];
    if (first) setFocusRequest({ id: focusTargetId(first, 0, undefined) });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // After a changed promise only a reload helps (Enter in a field still submits the form).
    if (submitting || promiseChanged) return;
    setAttempted(true);
    const problems = problemsOf(questions, drafts, unreadable, describe);
    const termsProblem = accepted ? null : text('respond.form.termsRequired');
    setErrors(problems);
    setTermsError(termsProblem);
    const firstIndex = questions.findIndex((q) => problems[q.id]);
    const count = Object.keys(problems).length + (termsProblem ? 1 : 0);
    if (count > 0) {
      const first = questions[firstIndex];
      setFormError(text('respond.form.problems', { count }));
      setFocusRequest({
        id: first ? focusTargetId(first, firstIndex, drafts[first.id]) : TERMS_ID,
      });
      return;
    }

    setFormError('');
    setSubmitting(true);
    const body: SubmitResponseBody = {
      ...(token ? { token } : {}),
      responses: responsesOf(questions, drafts),
      acceptedTerms: true,
      // What this page promised: if the survey is no longer so, nothing is stored.
      anonymous: landing.isAnonymous,
    };
    let outcome = await submitResponse(apiBase, surveyId, body);
    // A burst on the open link: solve the server's challenge and send the same answers with it
    // (a refused solution comes with a fresh challenge; three rounds at most).
    for (let round = 0; outcome.kind === 'challenge' && mounted.current; round += 1) {
      if (round === CHECK_ROUNDS) {
        outcome = { kind: 'failed', message: text('respond.error.checkFailed') };
        break;
      }
      setChecking({ message: outcome.message, progress: 0 });
      const solved = await solveChallenge(outcome.challenge, {
        onProgress: (progress) => {
          if (mounted.current) setChecking((now) => (now ? { ...now, progress } : now));
        },
      });
      if (!mounted.current) return;
      outcome = solved
        ? await submitResponse(apiBase, surveyId, { ...body, challenge: solved })
        : { kind: 'failed', message: text('respond.error.checkFailed') };
    }
    if (!mounted.current) return;
    setChecking(null);
    setSubmitting(false);
    if (outcome.kind === 'invalid') {
      const fieldProblems: Record<string, string> = {};
      for (const question of questions) {
        const problem = outcome.fields[question.id];
        if (problem) fieldProblems[question.id] = problem;
      }
      setErrors(fieldProblems);
      if (outcome.fields.acceptedTerms) setTermsError(outcome.fields.acceptedTerms);
      setFormError(outcome.message);
      const index = questions.findIndex((q) => fieldProblems[q.id]);
      const first = questions[index];
      if (first) setFocusRequest({ id: focusTargetId(first, index, drafts[first.id]) });
      return;
    }
    if (outcome.kind === 'failed' || outcome.kind === 'challenge') {
      setFormError(known(outcome.message));
      return;
    }
    if (outcome.kind === 'promise_changed') {
      setFormError(outcome.message);
      setPromiseChanged(true);
      return;
    }
    onDone(outcome);
  };

  return (
    <form className="survey-form" noValidate onSubmit={submit} aria-labelledby="page-heading">
      <h1 id="page-heading" className="title" tabIndex={-1}>
        {landing.title}
      </h1>
      {landing.description ? <p className="description">{landing.description}</p> : null}
      <p className="notice">
        {landing.isAnonymous ? <LockIcon /> : <InfoIcon />}
        <span>{text(anonymityNotice(landing))}</span>
      </p>
      {landing.isAnonymous ? (
        <p className="hint" data-testid="anonymity-protection">
          {text('respond.form.protection')}
        </p>
      ) : null}
      {!landing.allowMultipleResponses ? (
        <p className="hint" data-testid="one-response-note">
          {token ? text('respond.form.onePersonal') : text('respond.form.oneOpen')}
        </p>
      ) : null}
      {questions.some((q) => q.required) ? (
        <p className="hint">
          {rich('respond.form.requiredHint', {
            star: (
              <>
                <span aria-hidden="true">*</span>
                <span className="sr-only">{text('respond.form.required')}</span>
              </>
            ),
          })}
        </p>
      ) : null}
      <p className="hint" data-testid="kept-answers-note">
        {kept.keeps ? text('respond.form.keptNote') : text('respond.form.notKeptNote')}
      </p>
      <div
        className={
          kept.restored || kept.cleared ? 'kept-answers kept-answers-shown' : 'kept-answers'
        }
      >
        <div role="status" className="kept-answers-message">
          {kept.restored ? (
            <p>{text('respond.form.keptRestored')}</p>
          ) : kept.cleared ? (
            <p>{text('respond.form.keptCleared')}</p>
          ) : null}
        </div>
        {kept.restored ? (
          <button type="button" className="button button-secondary" onClick={clearKept}>
            {text('respond.form.clear')}
          </button>
        ) : null}
      </div>

      <div className="questions">
        {questions.map((question, index) => (
          <QuestionField
            key={question.id}
            question={question}
            index={index}
            draft={drafts[question.id]}
            error={errors[question.id]}
            onChange={(draft, isUnreadable) => change(index, draft, isUnreadable)}
            onBlur={() => blur(index)}
          />
        ))}
      </div>

      <div className={termsError ? 'terms terms-invalid' : 'terms'}>
        <div className="check">
          <input
            id={TERMS_ID}
            type="checkbox"
            checked={accepted}
            aria-invalid={termsError ? true : undefined}
            aria-describedby={termsError ? 'terms-error' : undefined}
            onChange={(e) => {
              setAccepted(e.target.checked);
              if (e.target.checked) setTermsError(null);
            }}
          />
          <label htmlFor={TERMS_ID}>{text('respond.form.acceptTerms')}</label>
        </div>
        <button
          type="button"
          className="link-button"
          aria-haspopup="dialog"
          onClick={() => setTermsOpen(true)}
        >
          {text('respond.form.readTerms')}
        </button>
        {termsError ? (
          <p id="terms-error" className="error">
            <span className="error-icon" aria-hidden="true">
              !
            </span>
            {termsError}
          </p>
        ) : null}
      </div>

      <div className="browser-check" aria-live="polite">
        {checking ? (
          <>
            <p>{checking.message}</p>
            <progress
              max={100}
              value={Math.round(checking.progress * 100)}
              aria-label={text('respond.form.checkingLabel')}
            />
          </>
        ) : null}
      </div>

      <div className="form-error" role="alert">
        {formError ? <p>{formError}</p> : null}
      </div>

      {promiseChanged ? (
        // Sending again would be refused the same way: the way on is the survey as it now is.
        <button type="button" className="button button-primary submit" onClick={onReload}>
          {text('respond.form.reload')}
        </button>
      ) : (
        <button
          type="submit"
          className="button button-primary submit"
          aria-disabled={submitting || undefined}
          data-busy={submitting || undefined}
        >
          {submitting ? (
            <>
              <span className="spinner" aria-hidden="true" />
              {checking ? text('respond.form.checking') : text('respond.form.submitting')}
            </>
          ) : (
            text('respond.form.submit')
          )}
        </button>
      )}

      <TermsDialog
        open={termsOpen}
        isAnonymous={landing.isAnonymous}
        onClose={() => setTermsOpen(false)}
        onAccept={() => {
          setAccepted(true);
          setTermsError(null);
          setTermsOpen(false);
        }}
      />
    </form>
  );
}

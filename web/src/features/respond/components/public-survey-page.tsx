import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  fetchLanding,
  type EmailLanding,
  type LandingResult,
  type ResponseReceipt,
} from '../api/public-survey-api';
import { useKeptAnswersKey } from '../hooks/use-kept-answers';
import { forgetKeptAnswers, forgetOldKeptAnswers } from '../kept-answers';
import { hasResponded, rememberResponded } from '../responded-memory';
import { ConversationLink } from './conversation-link';
import { PageFrame } from './page-frame';
import { SurveyForm } from './survey-form';
import { LanguageSwitcher } from './language-switcher';
import { inLanguage, useSurveyLanguage } from '../survey-language';
import type { SurveyLanguage } from '../../../../../shared/src/domain/survey-languages';

export const LOAD_FAILED = 'Failed to load survey info.';
export const LINK_NOT_VALID = 'This survey link is not valid.';
export const PERSONAL_ONLY =
  'This survey can only be answered through the personal link in your invitation e-mail.';

type PageState =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'unavailable'; message: string }
  | { kind: 'open'; landing: EmailLanding; round: number }
  | { kind: 'closed'; landing: EmailLanding | null }
  | { kind: 'personal_only'; landing: EmailLanding }
  | {
      kind: 'responded';
      landing: EmailLanding | null;
      /** This browser remembers answering the open link (no server record says so). */
      remembered?: boolean;
    }
  | {
      kind: 'submitted';
      landing: EmailLanding;
      receipt: ResponseReceipt | null;
      conversationSecret: string | null;
    };

export interface PublicSurveyPageProps {
  /** From `/survey/{surveyId}`; null when the path names none. */
  surveyId: string | null;
  /** A personal e-mailed link's `?token=`. */
  token: string | null;
  /** Origin of the API; the page's own origin (empty) in the app. */
  apiBase?: string;
  /**
   * The survey, when it was loaded before the page first rendered (survey-main.tsx waits for
   * the request survey.html started): the page starts on it instead of asking again.
   */
  initial?: LandingResult;
}

function stateOf(result: LandingResult, surveyId: string, token: string | null): PageState {
  if (result.kind === 'failed') return { kind: 'failed' };
  if (result.kind === 'unavailable') return { kind: 'unavailable', message: result.message };
  const { landing } = result;
  if (landing.status === 'closed') return { kind: 'closed', landing };
  if (landing.status === 'personal_only') return { kind: 'personal_only', landing };
  if (landing.status === 'responded') return { kind: 'responded', landing };
  if (!token && !landing.allowMultipleResponses && hasResponded(surveyId)) {
    return { kind: 'responded', landing, remembered: true };
  }
  return { kind: 'open', landing, round: 0 };
}

/** The survey takes no answers from this link any more: what was kept for it can go. */
function isOver(state: PageState): boolean {
  return state.kind === 'submitted' || state.kind === 'responded' || state.kind === 'closed';
}

function titleOf(state: PageState, language: SurveyLanguage): string {
  switch (state.kind) {
    case 'loading':
      return 'Loading survey';
    case 'failed':
      return 'Survey not loaded';
    case 'unavailable':
      return 'Survey unavailable';
    case 'submitted':
      return `Thank you: ${inLanguage(state.landing, language).title}`;
    default:
      return state.landing ? inLanguage(state.landing, language).title : 'Survey';
  }
}

/**
 * `/survey/{surveyId}[?token=]`: the public survey page respondents answer on, without an
 * account. Loads the survey, then shows the form or why it cannot be answered.
 */
export function PublicSurveyPage({
  surveyId,
  token,
  apiBase = '',
  initial,
}: PublicSurveyPageProps) {
  const [state, setState] = useState<PageState>(() =>
    !surveyId
      ? { kind: 'unavailable', message: LINK_NOT_VALID }
      : initial
        ? stateOf(initial, surveyId, token)
        : { kind: 'loading' },
  );
  const [attempt, setAttempt] = useState(0);
  /** Set when the respondent caused the change: the new screen's heading then takes focus. */
  const moveFocus = useRef(false);
  const keptKey = useKeptAnswersKey(surveyId, token);
  const { language, setLanguage, languages } = useSurveyLanguage(
    'landing' in state ? state.landing : null,
  );

  useEffect(() => {
    forgetOldKeptAnswers();
  }, []);

  // Answers kept on this device are for sending: once sent, or once the survey can no longer
  // take them from this link, they go. A submit's answer removes them at once (below); this
  // covers what the survey says on opening, and a personal link's key that came later.
  useEffect(() => {
    if (isOver(state) && keptKey) forgetKeptAnswers(keptKey);
  }, [state, keptKey]);

  useEffect(() => {
    // A retry asks again; the first load may have come with the page.
    if (!surveyId || (attempt === 0 && initial)) return;
    const controller = new AbortController();
    fetchLanding(apiBase, surveyId, token, controller.signal)
      .then((result) => {
        if (!controller.signal.aborted) setState(stateOf(result, surveyId, token));
      })
      .catch(() => {
        // Aborted: the page moved on.
      });
    return () => controller.abort();
  }, [apiBase, surveyId, token, attempt, initial]);

  useEffect(() => {
    document.title = `${titleOf(state, language)} · Candor`;
    if (moveFocus.current) {
      document.getElementById('page-heading')?.focus();
      // While loading, the screen that follows takes focus too.
      if (state.kind !== 'loading') moveFocus.current = false;
    }
  }, [state, language]);

  const retry = () => {
    moveFocus.current = true;
    setState({ kind: 'loading' });
    setAttempt((n) => n + 1);
  };

  switch (state.kind) {
    case 'loading':
      return (
        <PageFrame>
          <div className="status" role="status">
            <span className="spinner" aria-hidden="true" />
            <span id="page-heading" tabIndex={-1}>
              Loading survey…
            </span>
          </div>
        </PageFrame>
      );
    case 'failed':
      return (
        <PageFrame>
          <Heading>We couldn&apos;t load this survey</Heading>
          <p className="lead" role="alert">
            {LOAD_FAILED}
          </p>
          <p className="hint">Check your connection and try again.</p>
          <button type="button" className="button button-primary" onClick={retry}>
            Retry
          </button>
        </PageFrame>
      );
    case 'unavailable':
      return (
        <PageFrame>
          <Heading>{state.message}</Heading>
          <p className="lead">
            If you think this is a mistake, ask whoever sent you the link for a new one.
          </p>
        </PageFrame>
      );
    case 'closed':
      return (
        <PageFrame branding={state.landing?.branding}>
          <Heading>This survey is closed</Heading>
          <p className="lead">
            {state.landing ? <strong>{state.landing.title}</strong> : 'This survey'} no longer
            accepts responses. Thank you for your interest.
          </p>
        </PageFrame>
      );
    case 'personal_only': {
      const team = state.landing.branding.teamName?.trim();
      return (
        <PageFrame branding={state.landing.branding}>
          <Heading>{state.landing.title}</Heading>
          <p className="lead">{PERSONAL_ONLY}</p>
          <p className="hint">
            Open the link in the e-mail that invited you: each one is personal and works once. If
            you did not get one, ask whoever sent you this survey
            {team ? `, or a manager of ${team},` : ''} to send you an invitation.
          </p>
        </PageFrame>
      );
    }
    case 'responded':
      return (
        <PageFrame branding={state.landing?.branding}>
          <Heading>You have already responded</Heading>
          <p className="lead">
            {state.remembered
              ? 'This browser has already sent a response to '
              : 'A response has already been recorded for '}
            {state.landing ? <strong>{state.landing.title}</strong> : 'this survey'}. Thank you for
            taking part.
          </p>
        </PageFrame>
      );
    case 'submitted': {
      const { landing } = state;
      const again = landing.allowMultipleResponses && !token;
      return (
        <PageFrame branding={landing.branding}>
          <Heading>Thank you!</Heading>
          <p className="lead">
            Your response to <strong lang={language}>{inLanguage(landing, language).title}</strong>{' '}
            has been recorded.
          </p>
          {state.receipt ? (
            <Receipt receipt={state.receipt} />
          ) : landing.isAnonymous ? (
            <p className="hint">It was stored without your name, e-mail or device.</p>
          ) : null}
          {state.conversationSecret ? <ConversationLink secret={state.conversationSecret} /> : null}
          {again ? (
            <button
              type="button"
              className="button button-secondary"
              onClick={() => {
                moveFocus.current = true;
                setState({ kind: 'open', landing, round: Date.now() });
              }}
            >
              Submit another response
            </button>
          ) : null}
        </PageFrame>
      );
    }
    case 'open': {
      const { landing } = state;
      return (
        <PageFrame branding={landing.branding} lang={language}>
          <LanguageSwitcher language={language} languages={languages} onChange={setLanguage} />
          <SurveyForm
            key={state.round}
            apiBase={apiBase}
            surveyId={surveyId as string}
            token={token}
            keptKey={keptKey}
            landing={inLanguage(landing, language)}
            onReload={retry}
            onDone={(outcome) => {
              moveFocus.current = true;
              if (
                keptKey &&
                (outcome.kind === 'submitted' ||
                  outcome.kind === 'responded' ||
                  outcome.kind === 'closed')
              ) {
                forgetKeptAnswers(keptKey);
              }
              if (outcome.kind === 'submitted') {
                if (!token && !landing.allowMultipleResponses) {
                  rememberResponded(surveyId as string);
                }
                setState({
                  kind: 'submitted',
                  landing,
                  receipt: outcome.receipt,
                  conversationSecret: outcome.conversationSecret,
                });
              } else if (outcome.kind === 'responded') {
                setState({ kind: 'responded', landing });
              } else if (outcome.kind === 'closed') {
                setState({ kind: 'closed', landing });
              } else if (outcome.kind === 'personal_only') {
                setState({ kind: 'personal_only', landing });
              } else {
                setState({ kind: 'unavailable', message: outcome.message });
              }
            }}
          />
        </PageFrame>
      );
    }
  }
}

/** 'a, b or c'. */
function orList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

/** The stored fields in the respondent's words (the field's own name for any other). */
const FIELD_LABELS: Record<string, string> = {
  id: 'Answer id',
  surveyId: 'Survey',
  day: 'Day',
  source: 'How you answered',
  answers: 'Answers',
  sentiment: 'Sentiment',
  round: 'Round',
  email: 'E-mail address',
  invitation: 'Invitation',
};

/** What the server stored for this answer, read back from the stored record. */
function Receipt({ receipt }: { receipt: ResponseReceipt }) {
  return (
    <section className="receipt" aria-labelledby="receipt-heading">
      <h2 id="receipt-heading" className="receipt-title">
        What we stored
      </h2>
      {receipt.kept.length > 0 ? (
        <dl className="receipt-list">
          {receipt.kept.map((entry) => (
            <div key={entry.field} className="receipt-row">
              <dt>{FIELD_LABELS[entry.field] ?? entry.field}</dt>
              <dd>{entry.description}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {receipt.notKept.length > 0 ? (
        <p className="hint">Nothing else: not {orList(receipt.notKept)}.</p>
      ) : null}
    </section>
  );
}

function Heading({ children }: { children: ReactNode }) {
  return (
    <h1 id="page-heading" className="title" tabIndex={-1}>
      {children}
    </h1>
  );
}

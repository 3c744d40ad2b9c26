import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { Locale } from '#shared/i18n/locales';
import type { RespondPageId } from '#shared/i18n/respond/en';
import {
  fetchLanding,
  type EmailLanding,
  type LandingResult,
  type ResponseReceipt,
} from '../api/public-survey-api';
import { useKeptAnswersKey } from '../hooks/use-kept-answers';
import { forgetKeptAnswers, forgetOldKeptAnswers } from '../kept-answers';
import { englishText, plainEnglish } from '../i18n/english-text';
import { useKnownMessage } from '../i18n/known-messages';
import { browserLocale, RespondIntl, useRespondText } from '../i18n/respond-intl';
import { hasResponded, rememberResponded } from '../responded-memory';
import { ConversationLink } from './conversation-link';
import { PageFrame } from './page-frame';
import { SurveyForm } from './survey-form';
import { LanguageSwitcher } from './language-switcher';
import { inLanguage, useSurveyLanguage } from '../survey-language';
import type { SurveyLanguage } from '#shared/domain/survey-languages';

export const LOAD_FAILED = englishText('respond.error.loadFailed');
export const LINK_NOT_VALID = englishText('respond.error.linkNotValid');
export const PERSONAL_ONLY = englishText('respond.error.personalOnly');

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
  /**
   * The language of the page's own text; the browser's (`navigator.languages`) when not given.
   * The survey's chosen language is passed here once surveys have translations (decision 0060).
   */
  locale?: Locale;
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

function titleOf(
  state: PageState,
  language: SurveyLanguage,
  text: ReturnType<typeof useRespondText>['text'],
): string {
  switch (state.kind) {
    case 'loading':
      return text('respond.page.title.loading');
    case 'failed':
      return text('respond.page.title.failed');
    case 'unavailable':
      return text('respond.page.title.unavailable');
    case 'submitted':
      return text('respond.page.title.thanks', {
        title: inLanguage(state.landing, language).title,
      });
    default:
      return state.landing
        ? inLanguage(state.landing, language).title
        : text('respond.page.title.survey');
  }
}

/**
 * `/survey/{surveyId}[?token=]`: the public survey page respondents answer on, without an
 * account. Loads the survey, then shows the form or why it cannot be answered, in the
 * respondent's language.
 */
export function PublicSurveyPage({ locale, ...props }: PublicSurveyPageProps) {
  // The page's own text is in the browser's first language the product is written in (a survey
  // written only in another language keeps the product's words in the respondent's); once the
  // respondent switches the survey's language, the page's words follow it (decisions 0059, 0060).
  const [surveyLocale, setSurveyLocale] = useState<Locale>();
  return (
    <RespondIntl locale={surveyLocale ?? locale ?? browserLocale()}>
      <SurveyPage {...props} onLanguage={setSurveyLocale} />
    </RespondIntl>
  );
}

function SurveyPage({
  surveyId,
  token,
  apiBase = '',
  initial,
  onLanguage,
}: Omit<PublicSurveyPageProps, 'locale'> & {
  onLanguage: (language: Locale) => void;
}) {
  const { text, rich } = useRespondText();
  const known = useKnownMessage();
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
  const [switched, setSwitched] = useState(false);
  const switchLanguage = (next: SurveyLanguage) => {
    setSwitched(true);
    setLanguage(next);
  };
  useLayoutEffect(() => {
    if (switched) onLanguage(language);
  }, [switched, language, onLanguage]);

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
    document.title = `${titleOf(state, language, text)} · Candor`;
    if (moveFocus.current) {
      document.getElementById('page-heading')?.focus();
      // While loading, the screen that follows takes focus too.
      if (state.kind !== 'loading') moveFocus.current = false;
    }
  }, [state, language, text]);

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
              {text('respond.page.loading')}
            </span>
          </div>
        </PageFrame>
      );
    case 'failed':
      return (
        <PageFrame>
          <Heading>{text('respond.failed.heading')}</Heading>
          <p className="lead" role="alert">
            {text('respond.error.loadFailed')}
          </p>
          <p className="hint">{text('respond.failed.hint')}</p>
          <button type="button" className="button button-primary" onClick={retry}>
            {text('respond.failed.retry')}
          </button>
        </PageFrame>
      );
    case 'unavailable':
      return (
        <PageFrame>
          <Heading>{known(state.message)}</Heading>
          <p className="lead">{text('respond.unavailable.hint')}</p>
        </PageFrame>
      );
    case 'closed':
      return (
        <PageFrame branding={state.landing?.branding}>
          <Heading>{text('respond.closed.heading')}</Heading>
          <p className="lead">
            {state.landing
              ? rich('respond.closed.lead', { title: state.landing.title })
              : text('respond.closed.leadUntitled')}
          </p>
        </PageFrame>
      );
    case 'personal_only': {
      const team = state.landing.branding.teamName?.trim();
      return (
        <PageFrame branding={state.landing.branding}>
          <Heading>{state.landing.title}</Heading>
          <p className="lead">{text('respond.error.personalOnly')}</p>
          <p className="hint">
            {team
              ? text('respond.personalOnly.hintTeam', { team })
              : text('respond.personalOnly.hint')}
          </p>
        </PageFrame>
      );
    }
    case 'responded':
      return (
        <PageFrame branding={state.landing?.branding}>
          <Heading>{text('respond.responded.heading')}</Heading>
          <p className="lead">
            {state.landing
              ? rich(
                  state.remembered ? 'respond.responded.remembered' : 'respond.responded.recorded',
                  {
                    title: state.landing.title,
                  },
                )
              : text('respond.responded.untitled')}
          </p>
        </PageFrame>
      );
    case 'submitted': {
      const { landing } = state;
      const again = landing.allowMultipleResponses && !token;
      return (
        <PageFrame branding={landing.branding}>
          <Heading>{text('respond.thanks.heading')}</Heading>
          <p className="lead">
            {rich('respond.thanks.lead', { title: inLanguage(landing, language).title })}
          </p>
          {state.receipt ? (
            <Receipt receipt={state.receipt} />
          ) : landing.isAnonymous ? (
            <p className="hint">{text('respond.thanks.anonymous')}</p>
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
              {text('respond.thanks.again')}
            </button>
          ) : null}
        </PageFrame>
      );
    }
    case 'open': {
      const { landing } = state;
      return (
        <PageFrame branding={landing.branding} lang={language}>
          <LanguageSwitcher language={language} languages={languages} onChange={switchLanguage} />
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

/** 'a, b or c', as the English receipt has always said it. */
function orList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

/** The stored fields in the respondent's words (the field's own name for any other). */
const FIELD_LABELS: Record<string, RespondPageId> = {
  id: 'respond.receipt.field.id',
  surveyId: 'respond.receipt.field.surveyId',
  day: 'respond.receipt.field.day',
  source: 'respond.receipt.field.source',
  answers: 'respond.receipt.field.answers',
  sentiment: 'respond.receipt.field.sentiment',
  round: 'respond.receipt.field.round',
  email: 'respond.receipt.field.email',
  invitation: 'respond.receipt.field.invitation',
  teams: 'respond.receipt.field.teams',
};

/**
 * The server's English descriptions of what it kept and did not keep (receiptFor in
 * response-service.ts), by the catalog's ids: said in the respondent's language. One the page
 * does not know is shown as the server wrote it.
 */
const RECEIPT_TEXTS: Record<string, RespondPageId> = Object.fromEntries(
  [...plainEnglish()]
    .filter(
      ([id]) => id.startsWith('respond.receipt.kept.') || id.startsWith('respond.receipt.notKept.'),
    )
    .map(([id, words]) => [words, id]),
);

/** What the server stored for this answer, read back from the stored record. */
function Receipt({ receipt }: { receipt: ResponseReceipt }) {
  const { text, list, locale } = useRespondText();
  const describe = (entry: ResponseReceipt['kept'][number]) => {
    if (entry.field === 'teams' && entry.figures) {
      return text('respond.receipt.kept.teamsAnonymous', {
        teams: entry.figures.teams ?? 0,
        threshold: entry.figures.threshold ?? 0,
      });
    }
    const id = RECEIPT_TEXTS[entry.description];
    return id ? text(id) : entry.description;
  };
  const notKept = receipt.notKept.map((item) => {
    const id = RECEIPT_TEXTS[item];
    return id ? text(id) : item;
  });
  return (
    <section className="receipt" aria-labelledby="receipt-heading">
      <h2 id="receipt-heading" className="receipt-title">
        {text('respond.receipt.heading')}
      </h2>
      {receipt.kept.length > 0 ? (
        <dl className="receipt-list">
          {receipt.kept.map((entry) => {
            const label = FIELD_LABELS[entry.field];
            return (
              <div key={entry.field} className="receipt-row">
                <dt>{label ? text(label) : entry.field}</dt>
                <dd>{describe(entry)}</dd>
              </div>
            );
          })}
        </dl>
      ) : null}
      {notKept.length > 0 ? (
        <p className="hint">
          {text('respond.receipt.nothingElse', {
            list: locale === 'en' ? orList(notKept) : list(notKept, 'disjunction'),
          })}
        </p>
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

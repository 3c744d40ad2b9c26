import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  fetchLanding,
  landingPath,
  type LandingResult,
} from './features/respond/api/public-survey-api';
import { PublicSurveyPage } from './features/respond/components/public-survey-page';
import { ConversationPage } from './features/respond/components/conversation-page';
import { conversationPath, secretFromHash } from './features/respond/api/conversation-api';
import { surveyLinkOf } from './features/respond/survey-link';
import { browserLocale } from './features/respond/i18n/respond-intl';
import { loadPageMessages } from './features/respond/i18n/page-messages';
import './features/respond/public-survey.css';

/**
 * The public survey page's own entry (web/survey.html, served for `/survey/*`): React and the
 * page only, no Chakra, router, SWR or route table, so a respondent's phone loads a fraction of
 * the signed-in app (docs/decisions/0007).
 */
const root = document.getElementById('root');
if (!root) throw new Error('survey.html has no #root element');
const container = root;

const { surveyId, token } = surveyLinkOf(window.location);
// A respondent's private conversation (decision 0052) shares this light page.
const conversation = window.location.pathname.replace(/\/$/, '') === conversationPath;

// The page's own text in the browser's language (decision 0060): English is in the page; another
// language's file is asked for now, beside the survey, so the first render is already in it.
const locale = browserLocale();
const words = loadPageMessages(locale).catch(() => undefined);

function render(initial?: LandingResult) {
  createRoot(container).render(
    <StrictMode>
      <PublicSurveyPage surveyId={surveyId} token={token} initial={initial} locale={locale} />
    </StrictMode>,
  );
}

// survey.html asked for the survey while this script was on its way, and shows the page's
// loading state meanwhile: wait for that answer and render the survey at once, rather than
// render "Loading" again and the survey a render later (docs/decisions/0027).
const early = (globalThis as { __candorLanding?: { path: string } }).__candorLanding;
if (conversation) {
  void words.then(() =>
    createRoot(container).render(
      <StrictMode>
        <ConversationPage
          secret={secretFromHash(window.location.hash)}
          stopMail={new URLSearchParams(window.location.search).get('stop') === 'mail'}
          locale={locale}
        />
      </StrictMode>,
    ),
  );
} else if (surveyId && early?.path === landingPath(surveyId, token)) {
  const landing = fetchLanding('', surveyId, token);
  void Promise.all([landing, words]).then(
    ([initial]) => render(initial),
    () => render(),
  );
} else {
  void words.then(() => render());
}

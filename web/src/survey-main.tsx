import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PublicSurveyPage } from './features/respond/components/public-survey-page';
import { surveyLinkOf } from './features/respond/survey-link';
import './features/respond/public-survey.css';

/**
 * The public survey page's own entry (web/survey.html, served for `/survey/*`): React and the
 * page only, no Chakra, router, SWR or route table, so a respondent's phone loads a fraction of
 * the signed-in app (docs/decisions/0007).
 */
const root = document.getElementById('root');
if (!root) throw new Error('survey.html has no #root element');

const { surveyId, token } = surveyLinkOf(window.location);

createRoot(root).render(
  <StrictMode>
    <PublicSurveyPage surveyId={surveyId} token={token} />
  </StrictMode>,
);

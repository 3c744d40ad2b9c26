/** What the page's address says: `/survey/{surveyId}` with an optional `?token=` (a personal link). */
export interface SurveyLink {
  /** Null when the path names no survey. */
  surveyId: string | null;
  token: string | null;
}

export function surveyLinkOf(location: { pathname: string; search: string }): SurveyLink {
  const match = /^\/survey\/([^/]+)\/?$/.exec(location.pathname);
  let surveyId: string | null = null;
  if (match?.[1]) {
    try {
      surveyId = decodeURIComponent(match[1]);
    } catch {
      surveyId = null;
    }
  }
  const token = new URLSearchParams(location.search).get('token');
  return { surveyId: surveyId || null, token: token || null };
}

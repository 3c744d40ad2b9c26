/**
 * Every route of the web app, in one place: `path` is what the router matches, `getHref` builds
 * a link to it. Pages and links use these, never string literals.
 */
export const paths = {
  home: {
    path: '/',
    getHref: () => '/',
  },
  status: {
    path: '/status',
    getHref: () => '/status',
  },
  login: {
    path: '/login',
    /** `email` pre-fills the form (the register screen's 'Sign In' carries it). */
    getHref: (email?: string) => (email ? `/login?email=${encodeURIComponent(email)}` : '/login'),
  },
  register: {
    path: '/register',
    /** `ref` is a referral code; `email` pre-fills the form (an invitation's 'Create account'). */
    getHref: (ref?: string, email?: string) => {
      const query = new URLSearchParams({
        ...(ref ? { ref } : {}),
        ...(email ? { email } : {}),
      }).toString();
      return query ? `/register?${query}` : '/register';
    },
  },
  dashboard: {
    path: '/dashboard',
    getHref: () => '/dashboard',
  },
  profile: {
    path: '/profile',
    getHref: () => '/profile',
  },
  verifyEmail: {
    path: '/verify-email',
    getHref: (token?: string) =>
      token ? `/verify-email?token=${encodeURIComponent(token)}` : '/verify-email',
  },
  passwordReset: {
    path: '/password-reset',
    getHref: () => '/password-reset',
  },
  passwordResetForm: {
    path: '/password-reset/reset',
    getHref: (token: string) => `/password-reset/reset?token=${encodeURIComponent(token)}`,
  },
  debug: {
    path: '/debug',
    getHref: () => '/debug',
  },
  teams: {
    path: '/teams',
    getHref: () => '/teams',
  },
  team: {
    path: '/teams/:teamId',
    getHref: (teamId: string) => `/teams/${encodeURIComponent(teamId)}`,
  },
  teamSettings: {
    /** The team detail screen with edit mode already on. */
    path: '/teams/:teamId/settings',
    getHref: (teamId: string) => `/teams/${encodeURIComponent(teamId)}/settings`,
  },
  teamActions: {
    /** A team's actions on its surveys' results, with their status changes (issue #31). */
    path: '/teams/:teamId/actions',
    getHref: (teamId: string) => `/teams/${encodeURIComponent(teamId)}/actions`,
  },
  invitationAccept: {
    /** Where invitation e-mails link to; open to everyone, signed in or not. */
    path: '/invitations/accept',
    getHref: (token: string) => `/invitations/accept?token=${encodeURIComponent(token)}`,
  },
  newSurvey: {
    path: '/surveys/new',
    /** `teamId` pre-assigns the survey (the team detail's Create Survey). */
    getHref: (teamId?: string) =>
      teamId ? `/surveys/new?team=${encodeURIComponent(teamId)}` : '/surveys/new',
  },
  surveys: {
    path: '/surveys',
    getHref: () => '/surveys',
  },
  surveyEdit: {
    path: '/surveys/:surveyId/edit',
    getHref: (surveyId: string) => `/surveys/${encodeURIComponent(surveyId)}/edit`,
  },
  /** The public survey page: its own light page, outside this app (a full page load). */
  /** A round's results shared back with the people invited (decision 0054): no account. */
  sharedResults: {
    path: '/shared/:token',
    getHref: (token: string) => `/shared/${encodeURIComponent(token)}`,
  },
  publicSurvey: {
    path: '/survey/:surveyId',
    getHref: (surveyId: string) => `/survey/${encodeURIComponent(surveyId)}`,
  },
  surveyResponses: {
    path: '/surveys/:surveyId/responses',
    getHref: (surveyId: string) => `/surveys/${encodeURIComponent(surveyId)}/responses`,
  },
  /** A survey's conversations with respondents (decision 0052); `?response=` opens one. */
  surveyConversations: {
    path: '/surveys/:surveyId/conversations',
    getHref: (surveyId: string) => `/surveys/${encodeURIComponent(surveyId)}/conversations`,
  },
  calendar: {
    path: '/calendar',
    /** `surveyId` selects a survey; `schedule` asks for the schedule dialog to open. */
    getHref: ({ surveyId, schedule }: { surveyId?: string; schedule?: boolean } = {}) => {
      const query = new URLSearchParams();
      if (surveyId) query.set('survey', surveyId);
      if (schedule) query.set('schedule', '1');
      const search = query.toString();
      return search ? `/calendar?${search}` : '/calendar';
    },
  },
  analytics: {
    path: '/analytics',
    getHref: () => '/analytics',
  },
  billing: {
    path: '/billing',
    getHref: () => '/billing',
  },
  referrals: {
    path: '/referrals',
    getHref: () => '/referrals',
  },
  support: {
    path: '/support',
    getHref: () => '/support',
  },
  notifications: {
    path: '/notifications',
    getHref: () => '/notifications',
  },
  features: {
    path: '/features',
    getHref: () => '/features',
  },
  pricing: {
    path: '/pricing',
    getHref: () => '/pricing',
  },
  /** Help articles the Support Center's Resources open (decision 0050); public. */
  help: {
    path: '/help/:topic',
    getHref: (topic: 'getting-started' | 'best-practices' | 'anonymity') => `/help/${topic}`,
  },
  /** The HTTP API's reference, generated from the route table; public. */
  apiReference: {
    path: '/help/api',
    getHref: () => '/help/api',
  },
  errorTest: {
    path: '/error-test',
    getHref: () => '/error-test',
  },
} as const;

/**
 * Where someone goes once signed in: back to the page that sent them to /login (its `from`
 * state), else the dashboard.
 */
export function afterSignIn(state: unknown): string {
  const from = (state as { from?: { pathname: string; search?: string; hash?: string } } | null)
    ?.from;
  if (from && from.pathname !== paths.login.path && from.pathname !== paths.register.path) {
    return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
  }
  return paths.dashboard.getHref();
}

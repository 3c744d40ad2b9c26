import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { paths } from '../lib/paths';
import { GuestOnly, HomeRedirect, RequireAuth } from './guards';
import type { coldPageModules } from './cold-page-modules';
import { lazyPage } from './lazy-page';
import { RouteError } from './route-error';
import { RootLayout } from './shell';
import { FullPageLoad } from './shell/full-page-load';
import { UnknownPath } from './shell/unknown-path';

// One chunk per page: the shell loads first, each page's code when it is first visited.
const NotFoundPage = lazy(() =>
  import('./not-found-page').then((m) => ({ default: m.NotFoundPage })),
);
const StatusPage = lazy(() =>
  import('../features/status/components/status-page').then((m) => ({ default: m.StatusPage })),
);
const SharedResultsPage = lazy(() =>
  import('../features/shares/components/shared-results-page').then((m) => ({
    default: m.SharedResultsPage,
  })),
);
const LoginPage = lazyPage(() =>
  import('../features/auth/components/login-page').then((m) => m.LoginPage),
);
const RegisterPage = lazyPage(() =>
  import('../features/auth/components/register-page').then((m) => m.RegisterPage),
);
const VerifyEmailPage = lazyPage(() =>
  import('../features/auth/components/verify-email-page').then((m) => m.VerifyEmailPage),
);
const PasswordResetRequestPage = lazyPage(() =>
  import('../features/auth/components/password-reset-request-page').then(
    (m) => m.PasswordResetRequestPage,
  ),
);
const PasswordResetPage = lazyPage(() =>
  import('../features/auth/components/password-reset-page').then((m) => m.PasswordResetPage),
);
const DashboardPage = lazyPage(() =>
  import('../features/dashboard/components/dashboard-page').then((m) => m.DashboardPage),
);
const ProfilePage = lazy(() =>
  import('../features/profile/components/profile-page').then((m) => ({
    default: m.ProfilePage,
  })),
);
const DebugPage = lazy(() =>
  import('../features/debug/components/debug-page').then((m) => ({ default: m.DebugPage })),
);
const TeamsPage = lazy(() =>
  import('../features/teams/components/teams-page').then((m) => ({ default: m.TeamsPage })),
);
const TeamDetailPage = lazy(() =>
  import('../features/teams/components/team-detail-page').then((m) => ({
    default: m.TeamDetailPage,
  })),
);
const TeamActionsPage = lazy(() =>
  import('../features/actions/components/team-actions-page').then((m) => ({
    default: m.TeamActionsPage,
  })),
);
const InvitationPage = lazy(() =>
  import('../features/teams/components/invitation-page').then((m) => ({
    default: m.InvitationPage,
  })),
);

const SurveyListPage = lazy(() =>
  import('../features/surveys/components/survey-list-page').then((m) => ({
    default: m.SurveyListPage,
  })),
);
const SurveyEditorPage = lazy(() =>
  import('../features/surveys/components/survey-editor-page').then((m) => ({
    default: m.SurveyEditorPage,
  })),
);
const SurveyResponsesPage = lazy(() =>
  import('../features/surveys/components/survey-responses-page').then((m) => ({
    default: m.SurveyResponsesPage,
  })),
);
const SurveyConversationsPage = lazy(() =>
  import('../features/conversations/components/survey-conversations-page').then((m) => ({
    default: m.SurveyConversationsPage,
  })),
);

const FeaturesPage = lazyPage(() =>
  import('../features/marketing/components/features-page').then((m) => m.FeaturesPage),
);
const PricingPage = lazyPage(() =>
  import('../features/marketing/components/pricing-page').then((m) => m.PricingPage),
);
const ErrorTestPage = lazy(() =>
  import('../features/error-test/components/error-test-page').then((m) => ({
    default: m.ErrorTestPage,
  })),
);
const SupportPage = lazy(() =>
  import('../features/support/components/support-page').then((m) => ({
    default: m.SupportPage,
  })),
);
const HelpArticlePage = lazy(() =>
  import('../features/support/help/help-article-page').then((m) => ({
    default: m.HelpArticlePage,
  })),
);
const ApiReferencePage = lazy(() =>
  import('../features/support/help/api-reference-page').then((m) => ({
    default: m.ApiReferencePage,
  })),
);
const AnalyticsPage = lazy(() =>
  import('../features/analytics/components/analytics-page').then((m) => ({
    default: m.AnalyticsPage,
  })),
);
const CalendarPage = lazy(() =>
  import('../features/calendar/components/calendar-page').then((m) => ({
    default: m.CalendarPage,
  })),
);
const BillingPage = lazy(() =>
  import('../features/billing/components/billing-page').then((m) => ({ default: m.BillingPage })),
);
const NotificationsPage = lazy(() =>
  import('../features/notifications/components/notifications-page').then((m) => ({
    default: m.NotificationsPage,
  })),
);
const ReferralsPage = lazy(() =>
  import('../features/referrals/components/referrals-page').then((m) => ({
    default: m.ReferralsPage,
  })),
);

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { path: paths.home.path, element: <HomeRedirect /> },
      // Public: anyone, signed in or not.
      { path: paths.status.path, element: <StatusPage /> },
      { path: paths.sharedResults.path, element: <SharedResultsPage /> },
      { path: paths.verifyEmail.path, element: <VerifyEmailPage /> },
      { path: paths.passwordReset.path, element: <PasswordResetRequestPage /> },
      { path: paths.passwordResetForm.path, element: <PasswordResetPage /> },
      { path: paths.debug.path, element: <DebugPage /> },
      { path: paths.errorTest.path, element: <ErrorTestPage /> },
      // The public survey page is its own entry (survey.html): leave the app for it.
      { path: paths.publicSurvey.path, element: <FullPageLoad /> },
      { path: paths.features.path, element: <FeaturesPage /> },
      { path: paths.pricing.path, element: <PricingPage /> },
      // Help articles and the API reference: public, a respondent may read how answers are kept.
      { path: paths.apiReference.path, element: <ApiReferencePage /> },
      { path: paths.help.path, element: <HelpArticlePage /> },
      // Invitation e-mails link here: signed out it offers sign-in, signed in it accepts.
      { path: paths.invitationAccept.path, element: <InvitationPage /> },
      // Guests only: a signed-in visitor goes on to the dashboard.
      {
        element: <GuestOnly />,
        children: [
          { path: paths.login.path, element: <LoginPage /> },
          { path: paths.register.path, element: <RegisterPage /> },
        ],
      },
      // Signed in only: anyone else goes to /login.
      {
        element: <RequireAuth />,
        children: [
          { path: paths.dashboard.path, element: <DashboardPage /> },
          { path: paths.profile.path, element: <ProfilePage /> },
          { path: paths.teams.path, element: <TeamsPage /> },
          { path: paths.team.path, element: <TeamDetailPage /> },
          { path: paths.teamSettings.path, element: <TeamDetailPage /> },
          { path: paths.teamActions.path, element: <TeamActionsPage /> },
          { path: paths.surveys.path, element: <SurveyListPage /> },
          { path: paths.newSurvey.path, element: <SurveyEditorPage /> },
          { path: paths.surveyEdit.path, element: <SurveyEditorPage /> },
          { path: paths.surveyResponses.path, element: <SurveyResponsesPage /> },
          { path: paths.surveyConversations.path, element: <SurveyConversationsPage /> },
          { path: paths.analytics.path, element: <AnalyticsPage /> },
          { path: paths.calendar.path, element: <CalendarPage /> },
          { path: paths.billing.path, element: <BillingPage /> },
          { path: paths.referrals.path, element: <ReferralsPage /> },
          { path: paths.support.path, element: <SupportPage /> },
          { path: paths.notifications.path, element: <NotificationsPage /> },
        ],
      },
      { path: '*', element: <UnknownPath fallback={<NotFoundPage />} /> },
    ],
  },
];

/** The pages of `coldPageModules`, by path: main.tsx loads the opened one's code before the first render. */
export const coldPages: Readonly<
  Record<keyof typeof coldPageModules, { preload(): Promise<unknown> }>
> = {
  '/login': LoginPage,
  '/register': RegisterPage,
  '/password-reset': PasswordResetRequestPage,
  '/password-reset/reset': PasswordResetPage,
  '/verify-email': VerifyEmailPage,
  '/dashboard': DashboardPage,
  '/features': FeaturesPage,
  '/pricing': PricingPage,
};

export function createAppRouter() {
  return createBrowserRouter(routes);
}

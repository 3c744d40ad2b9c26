import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAuth } from '../lib/auth';
import { afterSignIn, paths } from '../lib/paths';
import { CheckingSession } from './checking-session';

/**
 * Signed-in routes: visitors without a session go to /login, which brings them back after (unless
 * they have just signed out).
 */
export function RequireAuth() {
  const { loading, isAuthenticated, signedOut } = useAuth();
  const location = useLocation();
  if (loading) return <CheckingSession />;
  if (!isAuthenticated) {
    // After a sign-out the next sign-in starts afresh at the dashboard.
    const state = signedOut ? null : { from: location };
    return <Navigate to={paths.login.getHref()} replace state={state} />;
  }
  return <Outlet />;
}

/** /login and /register: a signed-in visitor has no business there and goes on. */
export function GuestOnly() {
  const { loading, isAuthenticated } = useAuth();
  const location = useLocation();
  if (loading) return <CheckingSession />;
  if (isAuthenticated) return <Navigate to={afterSignIn(location.state)} replace />;
  return <Outlet />;
}

/** Home: the dashboard for signed-in users, the sign-in page for everyone else. */
export function HomeRedirect() {
  const { loading, isAuthenticated } = useAuth();
  if (loading) return <CheckingSession />;
  return (
    <Navigate to={isAuthenticated ? paths.dashboard.getHref() : paths.login.getHref()} replace />
  );
}

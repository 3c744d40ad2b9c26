import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useAuth } from '../../lib/auth';
import { paths } from '../../lib/paths';
import { CheckingSession } from '../checking-session';

/** Any unknown path: the dashboard for signed-in users (spec 2 §2); others see `fallback`. */
export function UnknownPath({ fallback }: { fallback: ReactNode }) {
  const { loading, isAuthenticated } = useAuth();
  if (loading) return <CheckingSession />;
  if (isAuthenticated) return <Navigate to={paths.dashboard.getHref()} replace />;
  return fallback;
}

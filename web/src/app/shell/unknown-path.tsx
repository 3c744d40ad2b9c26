import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { PageSpinner } from '../../components/page-spinner';
import { useAuth } from '../../lib/auth';
import { paths } from '../../lib/paths';

/** Any unknown path: the dashboard for signed-in users (spec 2 §2); others see `fallback`. */
export function UnknownPath({ fallback }: { fallback: ReactNode }) {
  const { loading, isAuthenticated } = useAuth();
  if (loading) return <PageSpinner label="Checking your session" />;
  if (isAuthenticated) return <Navigate to={paths.dashboard.getHref()} replace />;
  return fallback;
}

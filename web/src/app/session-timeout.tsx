import { lazy, Suspense, useEffect, useState } from 'react';
import { useAuth } from '../lib/auth';
import { msUntilExpiry } from '../lib/jwt';

/** The spec's session timeout: checked every 30 s, warned about in the last 300 s. */
export const SESSION_CHECK_MS = 30_000;
export const SESSION_WARNING_SECONDS = 300;

// The dialog (and Chakra's dialog machine) loads only when a session is about to end.
const SessionTimeoutModal = lazy(() =>
  import('./session-timeout-modal').then((m) => ({ default: m.SessionTimeoutModal })),
);

/** Watches the signed-in session and opens the 'Session Timeout Warning' when it is nearly over. */
export function SessionTimeout() {
  const { token, isAuthenticated } = useAuth();
  const [warning, setWarning] = useState<{ token: string; dismissed: boolean } | null>(null);

  useEffect(() => {
    if (!token) return;
    const check = () => {
      const left = msUntilExpiry(token);
      if (left === undefined) return;
      const seconds = left / 1000;
      if (seconds <= SESSION_WARNING_SECONDS && seconds > 0) {
        setWarning((w) => (w?.token === token ? w : { token, dismissed: false }));
      }
    };
    check();
    const timer = setInterval(check, SESSION_CHECK_MS);
    return () => clearInterval(timer);
  }, [token]);

  if (!isAuthenticated || !token || warning?.token !== token || warning.dismissed) return null;
  return (
    <Suspense fallback={null}>
      <SessionTimeoutModal token={token} onDismiss={() => setWarning({ token, dismissed: true })} />
    </Suspense>
  );
}

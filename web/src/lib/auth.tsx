import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useLocation, useNavigate, type Location } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import type { RegisterBody, RegisterResponse, SessionResponse, User } from '#shared/api/auth';
import { callApi } from './api';
import { isApiError } from './api-error';
import { toastDurations } from './toast-durations';
import { msUntilExpiry, tokenStatus } from './jwt';
import { onSessionEnd } from './session-events';
import {
  readSession,
  readStorage,
  sessionKeys,
  storageKeys,
  writeSession,
  writeStorage,
} from './storage';
import { toast } from './toast';
import { appText } from './app-text';
import { sessionMessages } from './session-messages';

/** The warning toast comes this long before the token expires. */
export const SESSION_WARNING_MS = 5 * 60 * 1000;
/** One id for the "session expired" toast, so the several paths that notice it show it once. */
const SESSION_EXPIRED_TOAST_ID = 'session-expired';
const LOGIN_PATH = '/login';

/** What the auth context gives screens (spec 1 §3, "Auth context exposed to screens"). */
export interface AuthContextValue {
  user: User | null;
  token: string | null;
  /** The same bearer token, under the name the spec also uses. */
  sessionToken: string | null;
  /** True while a stored token is being checked with the server at start-up. */
  loading: boolean;
  isAuthenticated: boolean;
  isEmailVerified: boolean;
  /** Goes up by one each time the user is reloaded from the server. */
  refreshTrigger: number;
  /** True after the user signed out (rather than the session ending by itself). */
  signedOut: boolean;
  login(email: string, password: string): Promise<SessionResponse>;
  googleLogin(idToken: string): Promise<SessionResponse>;
  register(body: RegisterBody): Promise<RegisterResponse>;
  /**
   * Tells the server (failure ignored), forgets the session and goes to /login. After the account
   * was deleted there is no session left to end: `{ ended: true }` skips the call and `message`
   * replaces 'Logged out successfully'.
   */
  logout(options?: { message?: string; ended?: boolean }): Promise<void>;
  /** Reloads the user from the server. */
  refresh(): Promise<User | null>;
  /** Stores a new token (password change, extended session) and, when given, the user. */
  setSession(token: string, user?: User): void;
  setUser(user: User): void;
}

const AuthContext = createContext<AuthContextValue | undefined>(undefined);

interface AuthState {
  user: User | null;
  token: string | null;
  loading: boolean;
  refreshTrigger: number;
  signedOut: boolean;
}

/** The stored session token if it can still be used (the session then starts by checking it). */
export function usableStoredToken(): string | null {
  const token = readStorage(storageKeys.token);
  return token !== null && tokenStatus(token).state === 'valid' ? token : null;
}

function initialState(): AuthState {
  const token = usableStoredToken();
  return {
    user: null,
    token,
    loading: token !== null,
    refreshTrigger: 0,
    signedOut: false,
  };
}

/** Browsers cap timers at 2^31-1 ms (~24.8 days); longer waits are chained. */
const MAX_TIMER_MS = 2_147_483_647;

function scheduleAt(at: number, run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout>;
  const arm = () => {
    const wait = at - Date.now();
    if (wait <= 0) {
      run();
      return;
    }
    timer = setTimeout(arm, Math.min(wait, MAX_TIMER_MS));
  };
  arm();
  return () => clearTimeout(timer);
}

/**
 * Holds the session: the token in local storage under `token`, the user in memory. On start an
 * expired token is dropped and a usable one is checked with GET /api/auth/me. While signed in,
 * a warning toast comes 5 minutes before the token expires and the session ends at expiry.
 * Lives inside the router so it can send people to /login.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState(initialState);
  const navigate = useNavigate();
  const location = useLocation();
  const locationRef = useRef<Location>(location);
  useEffect(() => {
    locationRef.current = location;
  }, [location]);
  const { mutate } = useSWRConfig();

  const clearCache = useCallback(() => {
    // Another person may sign in next on this browser: drop every cached answer.
    void mutate(() => true, undefined, { revalidate: false });
  }, [mutate]);

  /** To /login; after an ended session (not a sign-out) it brings the user back here. */
  const goToLogin = useCallback(
    (comeBack = true) => {
      const here = locationRef.current;
      if (here.pathname === LOGIN_PATH) return;
      navigate(LOGIN_PATH, { replace: true, state: comeBack ? { from: here } : null });
    },
    [navigate],
  );

  const forget = useCallback(
    (signedOut = false) => {
      writeStorage(storageKeys.token, null);
      setState((s) => ({ ...s, user: null, token: null, loading: false, signedOut }));
      clearCache();
    },
    [clearCache],
  );

  const storeSession = useCallback((token: string, user?: User) => {
    writeStorage(storageKeys.token, token);
    setState((s) => ({ ...s, token, user: user ?? s.user, loading: false, signedOut: false }));
  }, []);

  // Start-up: check a stored token with the server.
  const startToken = useRef(state.token);
  useEffect(() => {
    const token = startToken.current;
    if (!token) {
      // An expired or undecodable token was found: the user is logged out.
      if (readStorage(storageKeys.token)) writeStorage(storageKeys.token, null);
      return;
    }
    let cancelled = false;
    callApi('GetMe').then(
      ({ user }) => {
        if (cancelled) return;
        setState((s) =>
          s.token === token ? { ...s, user, loading: false } : { ...s, loading: false },
        );
      },
      (error: unknown) => {
        if (cancelled) return;
        if (readStorage(storageKeys.token) === token) writeStorage(storageKeys.token, null);
        setState((s) =>
          s.token === token ? { ...s, user: null, token: null, loading: false } : s,
        );
        if (isApiError(error) && error.status === 401) {
          toast.error(appText(sessionMessages.sessionExpired), { id: SESSION_EXPIRED_TOAST_ID });
        }
      },
    );
    return () => {
      cancelled = true;
    };
  }, []);

  // The api client ended the session (expired or undecodable token, or a 401 saying so).
  useEffect(
    () =>
      onSessionEnd((event) => {
        setState((s) => ({ ...s, user: null, token: null, loading: false }));
        clearCache();
        if (event.reason === 'session_expired') {
          toast.error(event.message, { id: SESSION_EXPIRED_TOAST_ID });
        }
        if (event.redirect) goToLogin();
      }),
    [clearCache, goToLogin],
  );

  // Another tab signed out (or in as someone else): follow it.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== storageKeys.token) return;
      if (event.newValue === null) {
        setState((s) => ({ ...s, user: null, token: null, loading: false }));
      } else if (event.newValue !== state.token) {
        window.location.reload();
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [state.token]);

  // Timers from the token's expiry: a warning 5 minutes before, and the end of the session.
  useEffect(() => {
    const token = state.token;
    if (!token) return;
    const left = msUntilExpiry(token);
    if (left === undefined) return;
    const expiresAt = Date.now() + left;
    const cancels: (() => void)[] = [];
    if (left > SESSION_WARNING_MS) {
      cancels.push(
        scheduleAt(expiresAt - SESSION_WARNING_MS, () =>
          toast.warning(appText(sessionMessages.sessionWarning), {
            id: 'session-warning',
            duration: toastDurations.sessionWarning,
          }),
        ),
      );
    }
    cancels.push(
      scheduleAt(expiresAt, () => {
        forget();
        toast.error(appText(sessionMessages.sessionExpired), { id: SESSION_EXPIRED_TOAST_ID });
        goToLogin();
      }),
    );
    return () => cancels.forEach((cancel) => cancel());
  }, [state.token, forget, goToLogin]);

  const login = useCallback(
    async (email: string, password: string) => {
      const session = await callApi('Login', { body: { email, password } });
      storeSession(session.token, session.user);
      return session;
    },
    [storeSession],
  );

  const googleLogin = useCallback(
    async (idToken: string) => {
      // A referral code the register page kept: the server uses it only if this makes the account.
      const referralCode = readSession(sessionKeys.referralCode) ?? undefined;
      const session = await callApi('GoogleLogin', {
        body: { idToken, ...(referralCode ? { referralCode } : {}) },
      });
      writeSession(sessionKeys.referralCode, null);
      storeSession(session.token, session.user);
      return session;
    },
    [storeSession],
  );

  const register = useCallback(
    async (body: RegisterBody) => {
      const result = await callApi('Register', { body });
      storeSession(result.token, result.user);
      return result;
    },
    [storeSession],
  );

  const logout = useCallback(
    async (options: { message?: string; ended?: boolean } = {}) => {
      // The server's answer does not matter (failure ignored); the token it ends is passed along
      // because the stored one is forgotten at once.
      const token = options.ended ? null : readStorage(storageKeys.token);
      const signOut = token
        ? callApi('Logout', { token }).catch(() => undefined)
        : Promise.resolve(undefined);
      forget(true);
      toast.success(options.message ?? appText(sessionMessages.loggedOut));
      goToLogin(false);
      await signOut;
    },
    [forget, goToLogin],
  );

  const refresh = useCallback(async () => {
    if (!readStorage(storageKeys.token)) return null;
    const { user } = await callApi('GetMe');
    setState((s) => ({ ...s, user, refreshTrigger: s.refreshTrigger + 1 }));
    return user;
  }, []);

  const setUser = useCallback((user: User) => setState((s) => ({ ...s, user })), []);

  const value = useMemo<AuthContextValue>(
    () => ({
      user: state.user,
      token: state.token,
      sessionToken: state.token,
      loading: state.loading,
      isAuthenticated: Boolean(state.token && state.user),
      isEmailVerified: state.user?.emailVerified ?? false,
      refreshTrigger: state.refreshTrigger,
      signedOut: state.signedOut,
      login,
      googleLogin,
      register,
      logout,
      refresh,
      setSession: storeSession,
      setUser,
    }),
    [state, login, googleLogin, register, logout, refresh, storeSession, setUser],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

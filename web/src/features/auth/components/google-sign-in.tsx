import { Box, Button, Text } from '@chakra-ui/react';
import { useTheme } from 'next-themes';
import { useEffect, useRef, useState } from 'react';
import { sessionKeys, writeSession } from '../../../lib/storage';
import { paths } from '../../../lib/paths';
import { useAppIntl } from '../../../i18n/intl';
import { useAuthConfig } from '../api/use-auth-config';
import { authMessages as m } from '../messages';

const GOOGLE_SCRIPT = 'https://accounts.google.com/gsi/client';

/** The slice of Google Identity Services this screen uses. */
interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: {
        client_id: string;
        callback: (response: { credential?: string }) => void;
      }): void;
      renderButton(
        parent: HTMLElement,
        options: { theme?: string; size?: string; text?: string; width?: number; shape?: string },
      ): void;
    };
  };
}

let scriptLoad: Promise<GoogleIdentity> | undefined;

/** Loads Google's script once, asynchronously, when a Google button is first shown. */
function loadGoogleScript(): Promise<GoogleIdentity> {
  scriptLoad ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GOOGLE_SCRIPT;
    script.async = true;
    script.defer = true;
    script.onload = () => {
      const google = (window as unknown as { google?: GoogleIdentity }).google;
      if (google) resolve(google);
      else reject(new Error('Google sign-in did not load'));
    };
    script.onerror = () => {
      scriptLoad = undefined;
      reject(new Error('Google sign-in could not be loaded'));
    };
    document.head.appendChild(script);
  });
  return scriptLoad;
}

/** A random `state` for the local identity provider, kept for the tab to check on the way back. */
function newState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

interface GoogleSignInProps {
  /** Receives the ID token (Google's `credential`). */
  onCredential: (credential: string) => void;
  disabled?: boolean;
}

/**
 * Sign in with Google, when the server has a client id. In the cloud Google's own button (its
 * script loads asynchronously); locally a button that goes to the local identity provider,
 * which comes back to /login with `#credential=...&state=...` (handled by the login page).
 */
export function GoogleSignIn({ onCredential, disabled }: GoogleSignInProps) {
  const { formatMessage } = useAppIntl();
  const { data } = useAuthConfig();
  const google = data?.google;
  if (!google?.clientId) return null;
  if (google.provider === 'local') {
    const start = () => {
      const state = newState();
      writeSession(sessionKeys.googleState, state);
      const redirectUri = `${window.location.origin}${paths.login.getHref()}`;
      window.location.assign(
        `/dev/google?client_id=${encodeURIComponent(google.clientId)}` +
          `&redirect_uri=${encodeURIComponent(redirectUri)}&state=${state}`,
      );
    };
    return (
      <Button size="lg" variant="outline" width="full" disabled={disabled} onClick={start}>
        <GoogleMark />
        {formatMessage(m.googleButton)}
      </Button>
    );
  }
  return <GoogleButton clientId={google.clientId} onCredential={onCredential} />;
}

function GoogleButton({
  clientId,
  onCredential,
}: {
  clientId: string;
  onCredential: (c: string) => void;
}) {
  const { formatMessage } = useAppIntl();
  const container = useRef<HTMLDivElement>(null);
  const { resolvedTheme } = useTheme();
  const [failed, setFailed] = useState(false);
  const callback = useRef(onCredential);
  useEffect(() => {
    callback.current = onCredential;
  }, [onCredential]);

  useEffect(() => {
    let active = true;
    loadGoogleScript().then(
      (google) => {
        const parent = container.current;
        if (!active || !parent) return;
        google.accounts.id.initialize({
          client_id: clientId,
          callback: ({ credential }) => {
            if (credential) callback.current(credential);
          },
        });
        google.accounts.id.renderButton(parent, {
          theme: resolvedTheme === 'dark' ? 'filled_black' : 'outline',
          size: 'large',
          text: 'signin_with',
          shape: 'rectangular',
          width: Math.min(400, parent.clientWidth || 320),
        });
      },
      () => {
        if (active) setFailed(true);
      },
    );
    return () => {
      active = false;
    };
  }, [clientId, resolvedTheme]);

  if (failed) {
    return (
      <Text textStyle="sm" color="fg.muted" textAlign="center">
        {formatMessage(m.googleUnavailable)}
      </Text>
    );
  }
  return <Box ref={container} minH="11" display="flex" justifyContent="center" />;
}

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" width="18" height="18">
      <path
        fill="#4285F4"
        d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.7z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24z"
      />
      <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1z" />
      <path
        fill="#EA4335"
        d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.9 3.6-4.9 6.7-4.9z"
      />
    </svg>
  );
}

import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppIntl } from '../../i18n/intl';
import { effectiveAccessibility, useAccessibility } from '../../lib/accessibility';
import { shellMessages as m } from '../messages';

/**
 * Screen-reader support: says which page opened after each route change, in a polite live
 * region (pages set their own <title>). Off when the accessibility setting turns it off.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const { screenReaderSupport } = effectiveAccessibility(useAccessibility());
  const [message, setMessage] = useState('');
  const first = useRef(true);
  const { formatMessage } = useAppIntl();

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!screenReaderSupport) return;
    // Wait for the new page to set its title.
    const timer = setTimeout(() => {
      const title = document.title.split('·')[0]?.trim() || pathname;
      setMessage(formatMessage(m.navigatedTo, { title }));
    }, 300);
    return () => clearTimeout(timer);
  }, [pathname, screenReaderSupport, formatMessage]);

  if (!screenReaderSupport) return null;
  return (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="true"
      data-testid="route-announcer"
      style={{
        position: 'absolute',
        width: 1,
        height: 1,
        overflow: 'hidden',
        clip: 'rect(0 0 0 0)',
        whiteSpace: 'nowrap',
      }}
    >
      {message}
    </div>
  );
}

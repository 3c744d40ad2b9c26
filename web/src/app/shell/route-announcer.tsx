import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { effectiveAccessibility, useAccessibility } from '../../lib/accessibility';

/**
 * Screen-reader support: says which page opened after each route change, in a polite live
 * region (pages set their own <title>). Off when the accessibility setting turns it off.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const { screenReaderSupport } = effectiveAccessibility(useAccessibility());
  const [message, setMessage] = useState('');
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!screenReaderSupport) return;
    // Wait for the new page to set its title.
    const timer = setTimeout(() => {
      const title = document.title.split('·')[0]?.trim() || pathname;
      setMessage(`Navigated to ${title}`);
    }, 300);
    return () => clearTimeout(timer);
  }, [pathname, screenReaderSupport]);

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

/**
 * Keyboard shortcuts (spec 1 §2): with Alt (Option on a Mac) held, a digit or letter goes
 * somewhere. Not with ⌘: ⌘A, ⌘R, ⌘P, ⌘S and ⌘1-6 are the browser's own (decision 0017).
 */

import { shellMessages } from '../app/messages';
import type { AppMessage } from '../i18n/define-messages';
import { appText } from './app-text';
import { sessionMessages } from './session-messages';

export type HotkeyTarget =
  'dashboard' | 'teams' | 'surveys' | 'analytics' | 'calendar' | 'profile' | 'home';

export type HotkeyAction = { kind: 'navigate'; to: HotkeyTarget } | { kind: 'help' };

export const hotkeyRoutes: Record<HotkeyTarget, string> = {
  dashboard: '/dashboard',
  teams: '/teams',
  surveys: '/surveys',
  analytics: '/analytics',
  calendar: '/calendar',
  profile: '/profile',
  home: '/',
};

const shortcut = (keys: [string, string] | [string], message: AppMessage) => ({
  keys,
  /** In the app's language when read (the navigation's own words). */
  get label() {
    return appText(message);
  },
});

/** The shortcut list the help dialog shows, in the spec's order. */
export const navigationShortcuts: { keys: [string, string] | [string]; label: string }[] = [
  shortcut(['1', 'D'], shellMessages.navDashboard),
  shortcut(['2', 'T'], shellMessages.navTeams),
  shortcut(['3', 'S'], shellMessages.navSurveys),
  shortcut(['4', 'A'], shellMessages.navAnalytics),
  shortcut(['5', 'R'], shellMessages.navCalendar),
  shortcut(['6', 'P'], shellMessages.profile),
  shortcut(['H'], sessionMessages.home),
];

// By physical key (event.code) as well as by character: Alt+1 on a Mac types '¡'.
const byCode: Record<string, HotkeyTarget> = {
  Digit1: 'dashboard',
  KeyD: 'dashboard',
  Digit2: 'teams',
  KeyT: 'teams',
  Digit3: 'surveys',
  KeyS: 'surveys',
  Digit4: 'analytics',
  KeyA: 'analytics',
  Digit5: 'calendar',
  KeyR: 'calendar',
  Digit6: 'profile',
  KeyP: 'profile',
  KeyH: 'home',
};

const byKey: Record<string, HotkeyTarget> = {
  '1': 'dashboard',
  d: 'dashboard',
  '2': 'teams',
  t: 'teams',
  '3': 'surveys',
  s: 'surveys',
  '4': 'analytics',
  a: 'analytics',
  '5': 'calendar',
  r: 'calendar',
  '6': 'profile',
  p: 'profile',
  h: 'home',
};

type KeyLike = Pick<KeyboardEvent, 'key' | 'code' | 'altKey' | 'metaKey' | 'ctrlKey'>;

/** True when keys typed now belong to a field: inputs, text areas, selects, editable content. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).tagName !== 'string') return false;
  const element = target as HTMLElement;
  const tag = element.tagName.toLowerCase();
  if (tag === 'textarea' || tag === 'select') return true;
  if (tag === 'input') {
    const type = ((element as HTMLInputElement).type || 'text').toLowerCase();
    return ![
      'button',
      'submit',
      'reset',
      'checkbox',
      'radio',
      'range',
      'color',
      'file',
      'image',
    ].includes(type);
  }
  if (element.isContentEditable) return true;
  const role = element.getAttribute('role');
  return role === 'textbox' || role === 'combobox' || role === 'searchbox';
}

/** The shortcut a key press asks for, or null. Escape and Enter/Space are handled by the shell. */
export function hotkeyFor(event: KeyLike): HotkeyAction | null {
  if (!event.altKey || event.metaKey || event.ctrlKey) return null;
  if (event.key === '?' || event.code === 'Slash') return { kind: 'help' };
  const to = byKey[event.key.toLowerCase()] ?? byCode[event.code];
  return to ? { kind: 'navigate', to } : null;
}

/** True on Apple keyboards, where Alt is labelled Option (⌥). */
export function isApplePlatform(
  nav: Pick<Navigator, 'platform' | 'userAgent'> = navigator,
): boolean {
  return /Mac|iPhone|iPad|iPod/i.test(nav.platform || nav.userAgent);
}

/** The shortcuts' modifier key as this keyboard labels it. */
export function hotkeyModifier(nav?: Pick<Navigator, 'platform' | 'userAgent'>): string {
  return isApplePlatform(nav) ? '⌥ Option' : 'Alt';
}

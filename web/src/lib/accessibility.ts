import { useSyncExternalStore } from 'react';

/**
 * Accessibility settings and the other shell preferences kept in local storage (spec 1 §2, §3).
 * index.html applies the same settings before first paint (its inline script mirrors
 * {@link applyAccessibility}); keep the two in step.
 */
export const preferenceKeys = {
  accessibility: 'accessibilitySettings',
  hotkeys: 'hotkeysEnabled',
  tourSeen: 'tourSeen',
  sidebarCollapsed: 'sidebarCollapsed',
  /** The app's language when chosen on the profile screen (web/src/i18n/language.ts). */
  language: 'language',
} as const;

export interface AccessibilitySettings {
  /** Off: the five settings below keep their defaults and cannot be changed. */
  enabled: boolean;
  highContrast: boolean;
  largeText: boolean;
  /**
   * Off still honours the operating system's reduce-motion preference (index.html's styles):
   * this is for people who cannot set that there.
   */
  reducedMotion: boolean;
  focusIndicators: boolean;
  screenReaderSupport: boolean;
}

export type AccessibilityOption = Exclude<keyof AccessibilitySettings, 'enabled'>;

export const defaultAccessibility: AccessibilitySettings = {
  enabled: false,
  highContrast: false,
  largeText: false,
  reducedMotion: false,
  focusIndicators: true,
  screenReaderSupport: true,
};

const settingNames = Object.keys(defaultAccessibility) as (keyof AccessibilitySettings)[];

function read(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    globalThis.localStorage?.setItem(key, value);
  } catch {
    // Private modes and full quotas throw: the setting then lasts until the page closes.
  }
}

/** Stored settings; anything that is not what we stored (garbage, wrong types) falls back to the defaults. */
export function parseAccessibility(raw: string | null): AccessibilitySettings {
  if (!raw) return { ...defaultAccessibility };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { ...defaultAccessibility };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ...defaultAccessibility };
  }
  const stored = value as Record<string, unknown>;
  const settings = { ...defaultAccessibility };
  for (const name of settingNames) {
    if (typeof stored[name] === 'boolean') settings[name] = stored[name];
  }
  return settings;
}

/** What is in force: with accessibility off, the defaults. */
export function effectiveAccessibility(settings: AccessibilitySettings): AccessibilitySettings {
  return settings.enabled ? settings : { ...defaultAccessibility };
}

/** Marks <html> so the styles in index.html apply (high contrast, large text, motion, focus). */
export function applyAccessibility(
  settings: AccessibilitySettings,
  root = document.documentElement,
) {
  const on = effectiveAccessibility(settings);
  const flags: Record<string, boolean> = {
    'data-high-contrast': on.highContrast,
    'data-large-text': on.largeText,
    'data-reduced-motion': on.reducedMotion,
    'data-focus-indicators': on.focusIndicators,
  };
  for (const [name, set] of Object.entries(flags)) {
    if (set) root.setAttribute(name, '');
    else root.removeAttribute(name);
  }
}

/** Hotkeys are on unless the profile toggle turned them off. */
export function parseHotkeys(raw: string | null): boolean {
  return raw !== 'false';
}

// One store for the preferences, so every component that shows one updates together.
const listeners = new Set<() => void>();
let accessibility = parseAccessibility(read(preferenceKeys.accessibility));
let hotkeys = parseHotkeys(read(preferenceKeys.hotkeys));

function notify() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof window !== 'undefined') {
  // Another tab changed them.
  window.addEventListener('storage', (event) => {
    if (event.key === preferenceKeys.accessibility || event.key === null) {
      accessibility = parseAccessibility(read(preferenceKeys.accessibility));
      applyAccessibility(accessibility);
    }
    if (event.key === preferenceKeys.hotkeys || event.key === null) {
      hotkeys = parseHotkeys(read(preferenceKeys.hotkeys));
    }
    notify();
  });
}

export function getAccessibility(): AccessibilitySettings {
  return accessibility;
}

export function setAccessibility(change: Partial<AccessibilitySettings>): void {
  accessibility = { ...accessibility, ...change };
  write(preferenceKeys.accessibility, JSON.stringify(accessibility));
  applyAccessibility(accessibility);
  notify();
}

export function getHotkeysEnabled(): boolean {
  return hotkeys;
}

export function setHotkeysEnabled(enabled: boolean): void {
  hotkeys = enabled;
  write(preferenceKeys.hotkeys, String(enabled));
  notify();
}

/** Re-reads local storage (tests, and the start-up of the app). */
export function reloadPreferences(): void {
  accessibility = parseAccessibility(read(preferenceKeys.accessibility));
  hotkeys = parseHotkeys(read(preferenceKeys.hotkeys));
  notify();
}

// Markup rendered ahead (web/src/prerender.tsx) knows no saved setting: it has the defaults, and
// so does the render that hydrates it; the saved settings follow right after.
const serverAccessibility = () => defaultAccessibility;
const serverHotkeys = () => true;

export function useAccessibility(): AccessibilitySettings {
  return useSyncExternalStore(subscribe, getAccessibility, serverAccessibility);
}

export function useHotkeysEnabled(): boolean {
  return useSyncExternalStore(subscribe, getHotkeysEnabled, serverHotkeys);
}

export function hasSeenTour(): boolean {
  return read(preferenceKeys.tourSeen) === 'true';
}

export function markTourSeen(): void {
  write(preferenceKeys.tourSeen, 'true');
}

export function readSidebarCollapsed(): boolean {
  return read(preferenceKeys.sidebarCollapsed) === 'true';
}

export function writeSidebarCollapsed(collapsed: boolean): void {
  write(preferenceKeys.sidebarCollapsed, String(collapsed));
}

import { useSyncExternalStore } from 'react';
import { preferenceKeys } from '../lib/accessibility';
import { defaultLocale, isAppLocale, matchAppLocale, type AppLocale } from './locales';

/**
 * The app's language: the one chosen on the profile screen, kept in local storage beside the
 * accessibility settings (spec 1 §2), or else the first of the browser's languages the app
 * ships, or else English.
 */

function readStored(): AppLocale | null {
  try {
    const value = globalThis.localStorage?.getItem(preferenceKeys.language) ?? null;
    return isAppLocale(value) ? value : null;
  } catch {
    return null;
  }
}

function browserLanguages(): readonly string[] {
  const nav = globalThis.navigator;
  if (!nav) return [];
  if (nav.languages && nav.languages.length > 0) return nav.languages;
  return nav.language ? [nav.language] : [];
}

/** The language in force now (a stored choice, else the browser's). */
export function resolveLanguage(): AppLocale {
  return readStored() ?? matchAppLocale(browserLanguages());
}

const listeners = new Set<() => void>();
let current: AppLocale = resolveLanguage();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notify() {
  for (const listener of listeners) listener();
}

/** Marks `<html>` with the language, for screen readers, hyphenation and spelling. */
export function applyDocumentLanguage(
  locale: AppLocale,
  root = globalThis.document?.documentElement,
) {
  if (root && root.lang !== locale) root.lang = locale;
}

if (typeof window !== 'undefined') {
  // Another tab chose a language.
  window.addEventListener('storage', (event) => {
    if (event.key !== preferenceKeys.language && event.key !== null) return;
    current = resolveLanguage();
    notify();
  });
}

export function getLanguage(): AppLocale {
  return current;
}

/** Chooses the app's language on this device. The caller loads its catalog first (loadAppIntl). */
export function setLanguage(locale: AppLocale): void {
  current = locale;
  try {
    globalThis.localStorage?.setItem(preferenceKeys.language, locale);
  } catch {
    // Private modes and full quotas throw: the choice then lasts until the page closes.
  }
  notify();
}

/** Re-reads local storage and the browser's languages (tests, and the start-up of the app). */
export function reloadLanguage(): void {
  current = resolveLanguage();
  notify();
}

// Markup rendered ahead at build time is English, and so is the render that hydrates it.
const serverLanguage = (): AppLocale => defaultLocale;

export function useLanguage(): AppLocale {
  return useSyncExternalStore(subscribe, getLanguage, serverLanguage);
}

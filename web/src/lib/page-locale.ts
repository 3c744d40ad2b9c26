/** The browser's locale, which the page formats dates with: an export's dates read the same. */
export function pageLocale(): string | undefined {
  try {
    return new Intl.DateTimeFormat().resolvedOptions().locale;
  } catch {
    return undefined;
  }
}

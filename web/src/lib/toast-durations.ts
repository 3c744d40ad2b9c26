/** Toast durations (spec 1 §9), in ms. */
export const toastDurations = {
  /** A toast whose kind says nothing else (info, warning). */
  default: 5_000,
  success: 2_000,
  error: 4_000,
  validation: 8_000,
  network: 10_000,
  server: 10_000,
  timeout: 8_000,
  login: 8_000,
  /** Login failures for rate limit, server and network errors. */
  loginSevere: 10_000,
  sessionWarning: 10_000,
} as const;

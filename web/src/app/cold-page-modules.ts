/**
 * Pages people open cold (from a bookmark, an e-mail or a search), by path, with their module
 * below web/src. The web build preloads the opened page's chunks from index.html beside the
 * shell's (web/build.ts), and main.tsx loads its code before the first render so it paints with
 * the shell (`coldPages` in router.tsx, which a test keeps to these paths). Data only: the build
 * reads it in Node.
 */
export const coldPageModules = {
  '/login': 'features/auth/components/login-page.tsx',
  '/register': 'features/auth/components/register-page.tsx',
  '/password-reset': 'features/auth/components/password-reset-request-page.tsx',
  '/password-reset/reset': 'features/auth/components/password-reset-page.tsx',
  '/verify-email': 'features/auth/components/verify-email-page.tsx',
  '/dashboard': 'features/dashboard/components/dashboard-page.tsx',
  '/features': 'features/marketing/components/features-page.tsx',
  '/pricing': 'features/marketing/components/pricing-page.tsx',
} as const;

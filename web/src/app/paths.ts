/**
 * Every route of the web app, in one place: `path` is what the router matches, `getHref` builds
 * a link to it. Pages and links use these, never string literals.
 */
export const paths = {
  home: {
    path: '/',
    getHref: () => '/',
  },
  status: {
    path: '/status',
    getHref: () => '/status',
  },
} as const;

/**
 * Candor's brand colours (decision 0049). The theme (system.ts), the logo and the page colours
 * painted before the app runs (index.html) all come from these values.
 *
 * - iris: the brand. 600 carries white text (6.4:1), 700 is brand text on light surfaces (8.4:1
 *   on white), 300 on dark ones (9.1:1 on gray.950).
 * - ember: the accent, used sparingly (the logo's spark, highlights); 700 is its text on white
 *   (6.0:1), 300 on dark (9.8:1).
 * - gray: neutrals with a hint of iris; fg.muted (600 light, 400 dark) stays over 5.6:1 on every
 *   surface of its mode.
 */
export const iris = {
  50: '#f4f3ff',
  100: '#e9e7fe',
  200: '#d5d0fc',
  300: '#b5abf8',
  400: '#9282f2',
  500: '#7463e8',
  600: '#5b45d6',
  700: '#4a35b8',
  800: '#3d2d94',
  900: '#302674',
  950: '#1c1645',
} as const;

export const ember = {
  50: '#fff5f0',
  100: '#ffe7dc',
  200: '#ffcab4',
  300: '#ffa584',
  400: '#fb7e53',
  500: '#f06034',
  600: '#d9491f',
  700: '#b23a18',
  800: '#8e3017',
  900: '#742a16',
  950: '#3f1309',
} as const;

export const gray = {
  50: '#f8f8fb',
  100: '#f1f1f6',
  200: '#e4e4ec',
  300: '#d2d2dd',
  400: '#9f9fb0',
  500: '#6f6f82',
  600: '#515163',
  700: '#3e3e4c',
  800: '#272731',
  900: '#191920',
  950: '#111116',
} as const;

/**
 * System fonts only: nothing loads from a third party and no font file delays the first paint.
 * Each platform's interface face by name (San Francisco, Segoe UI, Roboto), then Helvetica/Arial;
 * not the generic `system-ui`, which on Linux is often a wide face that crowds a phone's header.
 */
export const fontStack =
  '-apple-system, BlinkMacSystemFont, "Segoe UI Variable Text", "Segoe UI", Roboto, "Helvetica Neue", Helvetica, Arial, "Noto Sans", sans-serif';
export const monoStack =
  'ui-monospace, SFMono-Regular, "SF Mono", Menlo, Consolas, "Liberation Mono", monospace';

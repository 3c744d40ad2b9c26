import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  codeRecipe,
  checkboxSlotRecipe,
  collapsibleSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  kbdRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  semanticTokens,
  skeletonRecipe,
  skipNavLinkRecipe,
  spinnerRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';

/**
 * The component recipes the app uses. Chakra's `defaultConfig` registers all ~75 of them (about
 * 20 KB gzip of the initial JS); we register only these, so a component's look ships only once
 * something uses it. Using a new Chakra component? Add its recipe here: `system.test.ts` fails
 * when a component in web/src has no recipe registered.
 */
export const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  code: codeRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  kbd: kbdRecipe,
  link: linkRecipe,
  skeleton: skeletonRecipe,
  skipNavLink: skipNavLinkRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

export const slotRecipes = {
  accordion: accordionSlotRecipe,
  alert: alertSlotRecipe,
  card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe,
  collapsible: collapsibleSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  field: fieldSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  progress: progressSlotRecipe,
  switch: switchSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
  toast: toastSlotRecipe,
  tooltip: tooltipSlotRecipe,
};

/** Chakra's default theme (the same tokens, semantic tokens and styles as `defaultConfig`). */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    recipes,
    slotRecipes,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

/** What makes it Candor's. Semantic tokens switch with the `.dark` class next-themes sets on <html>. */
const candorTheme = defineConfig({
  globalCss: {
    // Focus rings and text selection take the palette's colour: blue stays visible in both modes.
    html: { colorPalette: 'blue' },
  },
  theme: {
    semanticTokens: {
      colors: {
        // Chakra's light values (red.500, orange.600, green.600) are under 4.5:1 on white, so
        // status text in them fails WCAG AA; the 700 steps pass on white and on their 50 tints.
        fg: {
          error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.400}' } },
          warning: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.300}' } },
          success: { value: { _light: '{colors.green.700}', _dark: '{colors.green.300}' } },
        },
      },
    },
    recipes: {
      button: {
        variants: {
          variant: {
            // Chakra lightens a solid button on hover (solid/90): white on that blue is 4.3:1,
            // under AA. Darken instead, which keeps every palette's contrast at least as high.
            solid: {
              _hover: { bg: 'colorPalette.solid', filter: 'brightness(0.9)' },
              _expanded: { bg: 'colorPalette.solid', filter: 'brightness(0.9)' },
            },
          },
        },
      },
    },
    slotRecipes: {
      // Chakra fills success, warning and error toasts with the palette's solid colour; white on
      // green.600 or orange.500 is under 3:1. Toasts stay on the panel colour and show their kind
      // with a coloured edge and icon instead (components/toaster.tsx), in both modes.
      toast: {
        slots: toastSlotRecipe.slots ?? [],
        base: {
          root: {
            '&[data-type=success], &[data-type=warning], &[data-type=error]': {
              bg: 'bg.panel',
              color: 'fg',
              '--toast-trigger-bg': 'colors.bg.muted',
              '--toast-border-color': 'colors.border',
            },
          },
          description: { opacity: 1 },
        },
      },
    },
  },
});

export const system = createSystem(defaultBaseConfig, chakraTheme, candorTheme);

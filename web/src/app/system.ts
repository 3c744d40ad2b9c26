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
  listSlotRecipe,
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
import { ember, fontStack, gray, iris, monoStack } from '../lib/brand';

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
  list: listSlotRecipe,
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

/** A colour palette from a scale: each step a token, e.g. `{ 600: '#5b45d6' }` -> brand.600. */
function scale(values: Record<number, string>) {
  return Object.fromEntries(Object.entries(values).map(([step, value]) => [step, { value }]));
}

/** Both modes' values of a semantic token, as references to tokens. */
function modes(light: string, dark: string) {
  return { value: { _light: `{colors.${light}}`, _dark: `{colors.${dark}}` } };
}

/**
 * Chakra's semantic palette (solid, contrast, fg, subtle, muted, emphasized, focusRing, border)
 * over one of our scales, with the steps Chakra gives its own palettes.
 */
function palette(name: string) {
  return {
    contrast: { value: { _light: 'white', _dark: 'white' } },
    solid: modes(`${name}.600`, `${name}.600`),
    fg: modes(`${name}.700`, `${name}.300`),
    subtle: modes(`${name}.100`, `${name}.950`),
    muted: modes(`${name}.200`, `${name}.900`),
    emphasized: modes(`${name}.300`, `${name}.800`),
    focusRing: modes(`${name}.500`, `${name}.400`),
    border: modes(`${name}.500`, `${name}.400`),
  };
}

/**
 * What makes it Candor's (decision 0049): the brand palette, greys with a hint of it, a system
 * type scale, rounder corners, cards lifted by shadow rather than outlined, calmer secondary
 * buttons and tables with room. Semantic tokens switch with the `.dark` class next-themes sets
 * on <html>.
 */
const candorTheme = defineConfig({
  globalCss: {
    // Focus rings, text selection and every component without a palette of its own take the brand.
    html: { colorPalette: 'brand' },
    body: { bg: 'bg', color: 'fg' },
  },
  theme: {
    tokens: {
      colors: { brand: scale(iris), accent: scale(ember), gray: scale(gray) },
      fonts: {
        heading: { value: fontStack },
        body: { value: fontStack },
        mono: { value: monoStack },
      },
      letterSpacings: { tight: { value: '-0.015em' }, tighter: { value: '-0.025em' } },
    },
    semanticTokens: {
      colors: {
        // A faintly tinted canvas with white panels on it (light); in dark, panels a step above
        // a near-black canvas, so surfaces separate without lines.
        bg: {
          DEFAULT: modes('gray.50', 'gray.950'),
          subtle: modes('gray.50', 'gray.900'),
          muted: modes('gray.100', 'gray.800'),
          emphasized: modes('gray.200', 'gray.700'),
          panel: modes('white', 'gray.900'),
          info: modes('brand.50', 'brand.950'),
        },
        fg: {
          DEFAULT: modes('gray.950', 'gray.50'),
          muted: modes('gray.600', 'gray.400'),
          // Chakra's light values (red.500, orange.600, green.600) are under 4.5:1 on white, so
          // status text in them fails WCAG AA; the 700 steps pass on white and on their 50 tints.
          error: modes('red.700', 'red.400'),
          warning: modes('orange.700', 'orange.300'),
          success: modes('green.700', 'green.300'),
          info: modes('brand.700', 'brand.300'),
        },
        border: {
          DEFAULT: modes('gray.200', 'gray.800'),
          muted: modes('gray.100', 'gray.800'),
          info: modes('brand.500', 'brand.400'),
        },
        brand: palette('brand'),
        accent: { ...palette('accent'), solid: modes('accent.700', 'accent.700') },
        // Screens written before the brand name their primary palette "blue": it is the brand.
        blue: palette('brand'),
      },
      radii: {
        l1: { value: '{radii.sm}' },
        l2: { value: '{radii.md}' },
        l3: { value: '{radii.xl}' },
      },
      shadows: {
        // A card: a hairline ring and a soft drop in light; in dark a lighter ring, as a shadow
        // does not show on a dark canvas.
        card: {
          value: {
            _light:
              '0 0 0 1px {colors.gray.900/6}, 0 1px 2px {colors.gray.900/6}, 0 2px 8px {colors.gray.900/4}',
            _dark: '0 0 0 1px {colors.white/8}, 0 1px 2px {black/40}',
          },
        },
        button: {
          value: {
            _light: '0 1px 2px {colors.gray.900/8}',
            _dark: '0 1px 2px {black/40}',
          },
        },
      },
    },
    recipes: {
      heading: {
        base: { letterSpacing: 'tight', color: 'fg' },
        variants: {
          size: {
            '2xl': { letterSpacing: 'tighter' },
            '3xl': { letterSpacing: 'tighter', fontWeight: 'bold' },
            '4xl': { letterSpacing: 'tighter', fontWeight: 'bold' },
          },
        },
      },
      button: {
        // Medium for every button, semibold for the one solid primary on a screen.
        base: { fontWeight: 'medium' },
        variants: {
          variant: {
            // Chakra lightens a solid button on hover (solid/90): white on that is under AA.
            // Darken instead, which keeps every palette's contrast at least as high.
            solid: {
              fontWeight: 'semibold',
              boxShadow: 'button',
              _hover: { bg: 'colorPalette.solid', filter: 'brightness(0.9)' },
              _expanded: { bg: 'colorPalette.solid', filter: 'brightness(0.9)' },
            },
            // The secondary button: a neutral edge on the panel colour, its palette only in the
            // text, so a row of them reads as quiet next to the one solid primary.
            outline: {
              bg: 'bg.panel',
              boxShadow: 'button',
              '--outline-color': 'colors.border.emphasized',
              _hover: { bg: 'bg.muted' },
              _expanded: { bg: 'bg.muted' },
            },
          },
        },
      },
    },
    slotRecipes: {
      // An enclosed accordion is a panel like a card: lifted by the same shadow, no outer line.
      accordion: {
        slots: accordionSlotRecipe.slots ?? [],
        variants: {
          variant: {
            enclosed: {
              root: {
                bg: 'bg.panel',
                borderWidth: '0',
                boxShadow: 'card',
                divideColor: 'border.muted',
              },
            },
          },
        },
      },
      card: {
        slots: cardSlotRecipe.slots ?? [],
        variants: {
          variant: {
            outline: { root: { borderWidth: '0', boxShadow: 'card' } },
            elevated: { root: { boxShadow: 'card' } },
          },
        },
      },
      table: {
        slots: tableSlotRecipe.slots ?? [],
        base: {
          // Column labels (not the row headers some tables put in the body) are small and muted,
          // so the figures under them lead; not upper case, as some labels are whole questions.
          header: {
            '& th': { color: 'fg.muted', fontWeight: 'semibold', fontSize: 'xs' },
          },
          body: {
            '& tr:nth-of-type(even) td': { bg: 'bg.subtle' },
            '& tr:hover td': { bg: 'bg.muted' },
          },
        },
        variants: {
          variant: {
            line: {
              row: { bg: 'transparent' },
              columnHeader: { borderColor: 'border' },
              cell: { borderColor: 'border.muted' },
            },
          },
          size: {
            sm: { columnHeader: { px: '3', py: '2.5' }, cell: { px: '3', py: '3' } },
            md: { columnHeader: { px: '4', py: '3' }, cell: { px: '4', py: '3.5' } },
          },
        },
      },
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

import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chakraTheme from '@chakra-ui/react/theme';
import { describe, expect, it } from 'vitest';
import { recipes, slotRecipes, system } from './system';

const srcDir = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Components whose recipe is not named after them. */
const recipeAliases: Record<string, string> = {
  IconButton: 'button',
  CloseButton: 'button',
  ButtonGroup: 'button',
  SkeletonText: 'skeleton',
  SkeletonCircle: 'skeleton',
  InputGroup: 'input',
};

/** Every recipe key Chakra ships: `buttonRecipe` -> button, `alertSlotRecipe` -> alert. */
const chakraRecipeKeys = Object.keys(chakraTheme)
  .map((name) => /^(\w+?)(Slot)?Recipe$/.exec(name)?.[1])
  .filter((key): key is string => Boolean(key))
  .sort((a, b) => b.length - a.length);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Named value imports from '@chakra-ui/react' anywhere in web/src. */
function chakraImports(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(srcDir)) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
      for (const part of (match[1] ?? '').split(',')) {
        const name = part
          .trim()
          .split(/\s+as\s+/)[0]
          ?.trim();
        if (name && !name.startsWith('type ') && /^[A-Z]/.test(name)) names.add(name);
      }
    }
  }
  return names;
}

function recipeFor(component: string): string | undefined {
  if (recipeAliases[component]) return recipeAliases[component];
  const lower = component[0]?.toLowerCase() + component.slice(1);
  return chakraRecipeKeys.find((key) => lower.startsWith(key));
}

describe('design system', () => {
  it('registers the recipe of every Chakra component the app uses', () => {
    const registered = new Set([...Object.keys(recipes), ...Object.keys(slotRecipes)]);
    const missing = [...chakraImports()]
      .map((component) => ({ component, recipe: recipeFor(component) }))
      .filter(({ recipe }) => recipe && !registered.has(recipe));

    expect(missing).toEqual([]);
  });

  it('knows which recipe a component needs', () => {
    expect(recipeFor('Button')).toBe('button');
    expect(recipeFor('IconButton')).toBe('button');
    expect(recipeFor('Alert')).toBe('alert');
    expect(recipeFor('CheckboxCard')).toBe('checkboxCard');
    expect(recipeFor('Box')).toBeUndefined();
  });

  it('switches colours with the .dark class next-themes sets on <html>', () => {
    const css = JSON.stringify(system.getTokenCss());
    expect(css).toContain('.dark');
    expect(system.token('colors.bg')).toBe('var(--chakra-colors-bg)');
  });
});

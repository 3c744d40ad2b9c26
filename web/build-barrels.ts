import { readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type * as esbuild from 'esbuild';

/**
 * Production-build plugin for the UI libraries' barrel files.
 *
 * 1. Flattens imports. esbuild gives a module to every entry point whose import graph reaches
 *    it, following the import records of barrels even for names an entry never uses. The shell
 *    imports `@chakra-ui/react`, and Chakra's own modules import `@ark-ui/react` and
 *    `@zag-js/<component>` barrels, so every component a lazy page used (dialog, toast,
 *    checkbox, with their state machines) was reached from the entry and landed in a chunk the
 *    first page loads: ~45 KB gzip over the budget. Rewriting `import { X } from 'barrel'` to
 *    import X from the module that defines it keeps a page's components in that page's chunk.
 *    Only packages that declare `"sideEffects": false` are flattened (skipping their barrels is
 *    then allowed), plus the app's own imports of them.
 * 2. Marks Chakra's theme and anatomy calls pure. The theme modules build every recipe with
 *    `defineRecipe({...})`, `defineSlotRecipe(...)` etc., and anatomy.js every component's
 *    anatomy with `createAnatomy(...)`; they have no side effects, but a bundler must assume a
 *    call does, so importing one recipe kept all of them (~20 KB gzip). Marking them pure lets
 *    esbuild drop the recipes system.ts does not register.
 *
 * 3. Keeps the entry's code in one chunk. esbuild makes one chunk per set of entry points that
 *    share modules, so a module the entry and two lazy pages use and one the entry and a third
 *    page use become two more files to download at start-up; with precise imports that was ~20
 *    files, and ~4 KB of the gzip budget went on per-file overhead. Every lazily imported app
 *    module re-exports the entry's root module (app.tsx), so whatever the entry
 *    needs is shared by all of them alike and lands in one chunk. It changes nothing at run
 *    time: app.tsx is already evaluated when any lazy module loads.
 *
 * 4. With `prebuiltGlobals`, stops Chakra's createSystem from computing its global style sheet
 *    (the reset, global styles and every token as a CSS variable) when the app starts: the build
 *    computes it once (web/chakra-globals.ts) and links it from index.html, and the provider
 *    leaves it out (web/src/app/provider.tsx). That was about 0.15 s of a slow phone's start-up,
 *    and as much again for Emotion to compile it.
 *
 * Source files are unchanged: they keep `from '@chakra-ui/react'`.
 */

/** The packages whose modules are rewritten (all declare `"sideEffects": false`). */
const flattenedPackages =
  /[\\/]node_modules[\\/](@chakra-ui[\\/]react|@ark-ui[\\/]react|@zag-js[\\/][^\\/]+)[\\/]/;
/** Bare specifiers of those packages, as the app imports them. */
const flattenedSpecifiers = /^(@chakra-ui\/react|@ark-ui\/react|@zag-js\/[^/]+)(\/|$)/;
const appSources = /[\\/]web[\\/]src[\\/].*\.tsx?$/;
const chakraTheme = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/].*\.js$/;
const chakraAnatomy = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]anatomy\.js$/;
const chakraSystem = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
/** The line of Chakra's createSystem (3.37.0) that computes the global style sheet. */
const chakraGlobalLine = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';

interface ModuleExports {
  /** Names this module re-exports: where they come from (`*` for a namespace object). */
  reexports: Map<string, { specifier: string; name: string }>;
}

interface Target {
  file: string;
  name: string;
}

const importPattern = /import\s*\{([^}]*)\}\s*from\s*(["'])([^"']+)\2\s*;?/g;
const exportFromPattern = /export\s*\{([^}]*)\}\s*from\s*(["'])([^"']+)\2\s*;?/g;

function specifiers(list: string): { name: string; alias: string; type: boolean }[] {
  return list
    .split(',')
    .map((raw) => raw.trim())
    .filter(Boolean)
    .map((part) => {
      const type = part.startsWith('type ');
      const [name = '', alias] = (type ? part.slice(5) : part).trim().split(/\s+as\s+/);
      return { name, alias: alias ?? name, type };
    });
}

function parseExports(source: string): ModuleExports {
  const locals = new Map<string, { specifier: string; name: string }>();
  for (const m of source.matchAll(importPattern)) {
    for (const { name, alias } of specifiers(m[1] ?? '')) {
      locals.set(alias, { specifier: m[3] ?? '', name });
    }
  }
  for (const m of source.matchAll(/import\s*\*\s*as\s*([\w$]+)\s*from\s*(["'])([^"']+)\2/g)) {
    locals.set(m[1] ?? '', { specifier: m[3] ?? '', name: '*' });
  }
  const reexports = new Map<string, { specifier: string; name: string }>();
  for (const m of source.matchAll(exportFromPattern)) {
    for (const { name, alias } of specifiers(m[1] ?? '')) {
      reexports.set(alias, { specifier: m[3] ?? '', name });
    }
  }
  // `export { a, b as c };` of names imported above.
  for (const m of source.matchAll(/export\s*\{([^}]*)\}\s*(?!\s*from)/g)) {
    for (const { name, alias } of specifiers(m[1] ?? '')) {
      const local = locals.get(name);
      if (local) reexports.set(alias, local);
    }
  }
  return { reexports };
}

/**
 * `import * as toast from '@zag-js/toast'` used only as `toast.createStore(...)` becomes
 * `import { createStore as toast$createStore } ...`, which can then be flattened: Ark's
 * `createToaster` would otherwise pull the whole toast state machine into the entry chunk.
 * Left alone when the namespace is used any other way.
 */
function namespacesToNamed(source: string): string {
  let out = source;
  for (const m of source.matchAll(/import\s*\*\s*as\s*([\w$]+)\s*from\s*(["'])([^"']+)\2\s*;?/g)) {
    const ns = m[1] ?? '';
    const escaped = ns.replace(/\$/g, '\\$');
    const rest = out.replace(m[0], '');
    // Whole-line and block comments do not count as uses (`//#region src/components/toast/...`).
    const code = rest.replace(/^\s*\/\/.*$/gm, '').replace(/\/\*[\s\S]*?\*\//g, '');
    const uses = [
      ...code.matchAll(new RegExp(`(?<![\\w$.])${escaped}(?![\\w$])(\\.([\\w$]+))?`, 'g')),
    ];
    if (!uses.length || uses.some((u) => !u[2])) continue;
    const members = [...new Set(uses.map((u) => u[2] as string))];
    const named = members.map((member) => `${member} as ${ns}$${member}`).join(', ');
    out = rest
      .replace(new RegExp(`(?<![\\w$.])${escaped}\\.([\\w$]+)`, 'g'), `${ns}$$$1`)
      .replace(/^/, `import { ${named} } from ${m[2]}${m[3]}${m[2]};\n`);
  }
  return out;
}

export interface WebBundleOptions {
  /**
   * The module the entry renders from (web/src/app/app.tsx): every lazily imported module of
   * the app imports it too, so the code the entry needs forms one chunk (see 3. above).
   */
  initialRoot: string;
  /** The Chakra globals are served as a static style sheet (see 4. above). */
  prebuiltGlobals?: boolean;
}

export function webBundlePlugin({
  initialRoot,
  prebuiltGlobals = false,
}: WebBundleOptions): esbuild.Plugin {
  return {
    name: 'web-bundle',
    setup(build) {
      /** App modules some other module imports lazily (`import('./x')`). */
      const lazyModules = new Set<string>();
      const parsed = new Map<string, Promise<ModuleExports>>();
      const resolved = new Map<string, Promise<string | undefined>>();

      const resolve = (specifier: string, fromDir: string) => {
        const key = `${fromDir}\0${specifier}`;
        let found = resolved.get(key);
        if (!found) {
          found = build
            .resolve(specifier, { kind: 'import-statement', resolveDir: fromDir })
            .then((r) => (r.errors.length || r.external || !r.path ? undefined : r.path));
          resolved.set(key, found);
        }
        return found;
      };

      const exportsOf = (file: string) => {
        let found = parsed.get(file);
        if (!found) {
          found = readFile(file, 'utf8').then(parseExports);
          parsed.set(file, found);
        }
        return found;
      };

      /** Follows re-exports inside flattened packages to the module that defines `name`. */
      const defining = async (file: string, name: string, depth = 0): Promise<Target> => {
        if (depth > 20 || !flattenedPackages.test(file)) return { file, name };
        const next = (await exportsOf(file)).reexports.get(name);
        if (!next) return { file, name };
        const target = await resolve(next.specifier, dirname(file));
        if (!target) return { file, name };
        if (next.name === '*') return { file: target, name: '*' };
        return defining(target, next.name, depth + 1);
      };

      /** One import/export statement rewritten to the defining modules, or unchanged. */
      const flatten = async (
        statement: string,
        kind: 'import' | 'export',
        list: string,
        specifier: string,
        fromDir: string,
      ): Promise<string> => {
        const file = await resolve(specifier, fromDir);
        if (!file || !flattenedPackages.test(file)) return statement;
        const types: string[] = [];
        const lines: string[] = [];
        let changed = false;
        for (const { name, alias, type } of specifiers(list)) {
          if (type) {
            types.push(name === alias ? name : `${name} as ${alias}`);
            continue;
          }
          const target = await defining(file, name);
          if (target.file !== file) changed = true;
          const from = JSON.stringify(target.file);
          if (target.name === '*') {
            lines.push(
              kind === 'import'
                ? `import * as ${alias} from ${from};`
                : `export * as ${alias} from ${from};`,
            );
          } else {
            lines.push(`${kind} { ${target.name} as ${alias} } from ${from};`);
          }
        }
        if (!changed) return statement;
        // Type-only names stay with the original module (erased by esbuild, never a real import).
        if (types.length) lines.push(`${kind} type { ${types.join(', ')} } from '${specifier}';`);
        return lines.join('\n');
      };

      const rewrite = async (source: string, fromDir: string, appFile: boolean) => {
        let out = source;
        for (const [pattern, kind] of [
          [importPattern, 'import'],
          [exportFromPattern, 'export'],
        ] as const) {
          const replacements = await Promise.all(
            [...out.matchAll(pattern)].map(async (m) => {
              const specifier = m[3] ?? '';
              // The app's own modules are left alone; only its imports of the libraries change.
              if (appFile && !flattenedSpecifiers.test(specifier)) return m[0];
              return flatten(m[0], kind, m[1] ?? '', specifier, fromDir);
            }),
          );
          let i = 0;
          out = out.replace(pattern, () => replacements[i++] ?? '');
        }
        return out;
      };

      build.onLoad({ filter: /\.(m?js|tsx?)$/ }, async (args) => {
        const appFile = appSources.test(args.path);
        if (!appFile && !flattenedPackages.test(args.path)) return undefined;
        let source = await readFile(args.path, 'utf8');
        if (chakraTheme.test(args.path)) {
          source = source.replace(/=\s*(define[A-Z]\w*(?:\.\w+)?\()/g, '= /* @__PURE__ */ $1');
        }
        if (chakraAnatomy.test(args.path)) {
          source = source.replace(
            /=\s*((?:createAnatomy|[\w$]+\.extendWith)\()/g,
            '= /* @__PURE__ */ $1',
          );
        }
        if (prebuiltGlobals && chakraSystem.test(args.path)) {
          if (!source.includes(chakraGlobalLine)) {
            throw new Error(
              `Chakra's createSystem no longer has "${chakraGlobalLine}"; update web/build-barrels.ts (4.) for this Chakra version`,
            );
          }
          source = source.replace(chakraGlobalLine, 'const _global = [];');
        }
        if (!appFile) source = namespacesToNamed(source);
        let contents = await rewrite(source, dirname(args.path), appFile);
        if (appFile) {
          for (const m of source.matchAll(/import\(\s*(["'])([^"']+)\1\s*\)/g)) {
            const target = await resolve(m[2] ?? '', dirname(args.path));
            if (target) lazyModules.add(target);
          }
          // Evaluated long before (it is part of the entry's graph) and never used: the re-export
          // only tells esbuild that this lazy module reaches everything the entry does. (A bare
          // `import` would be dropped with a warning: the repository is "sideEffects": false.)
          if (lazyModules.has(args.path)) {
            contents = `export * from ${JSON.stringify(initialRoot)};\n${contents}`;
          }
        }
        const loader: esbuild.Loader = args.path.endsWith('.tsx')
          ? 'tsx'
          : args.path.endsWith('.ts')
            ? 'ts'
            : 'js';
        return { contents, loader, resolveDir: dirname(args.path) };
      });
    },
  };
}

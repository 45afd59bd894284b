import react from '@vitejs/plugin-react'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { defineConfig, type Plugin } from 'vite'
import { trimChakraTokens } from './client/lib/chakra-token-trim.ts'

// One module of Chakra's theme (a recipe, a token set) by its path, e.g. `@chakra-ui/react/theme/recipes/dialog`: the
// package's exports name only the theme's index, which names every recipe (see client/theme.ts). Types: tsconfig.json.
export const chakraThemeModule = {
  find: /^@chakra-ui\/react\/theme\/(.+)$/,
  replacement: `${fileURLToPath(new URL('./node_modules/@chakra-ui/react/dist/esm/theme/', import.meta.url))}$1.js`,
}

// Chakra's colour token modules and the name each exports.
const CHAKRA_COLOR_TOKEN_MODULES: Record<string, string> = {
  'theme/tokens/colors.js': 'colors',
  'theme/semantic-tokens/colors.js': 'semanticColors',
}

/** Chakra's colour tokens trimmed as client/lib/chakra-token-trim.ts says, in place of its modules, in every build. */
export const chakraTrimmedColorTokens: Plugin = {
  name: 'chakra-trimmed-color-tokens',
  enforce: 'pre',
  async load(id) {
    const module = Object.keys(CHAKRA_COLOR_TOKEN_MODULES).find((path) =>
      id.endsWith(`/@chakra-ui/react/dist/esm/${path}`),
    )
    if (!module) return null
    const exportName = CHAKRA_COLOR_TOKEN_MODULES[module]!
    const tokens = ((await import(pathToFileURL(id).href)) as Record<string, Record<string, unknown>>)[exportName]!
    return `export const ${exportName} = ${JSON.stringify(trimChakraTokens(tokens))}`
  },
}

/** Where Chakra's `createSystem` works out the global CSS (reset, keyframes, base styles, token variables). */
const CHAKRA_SYSTEM_MODULE = '/@chakra-ui/react/dist/esm/styled-system/system.js'
const CHAKRA_GLOBAL_CSS = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];'

/**
 * The browser's Chakra system without its global CSS: the server serves that as a stylesheet (renderBaseCss in
 * client/entry-server.tsx), and the page system drops it anyway (getPageSystem in client/theme.ts). `createSystem`
 * worked it out on every page, eagerly: 40 % of the system's making, about 20 ms of a phone's main thread in the task
 * before hydration. The server build keeps it. A Chakra whose code reads otherwise fails the build, not the page.
 */
export const chakraSystemWithoutGlobalCss: Plugin = {
  name: 'chakra-system-without-global-css',
  apply: 'build',
  transform(code, id, options) {
    if (options?.ssr || !id.endsWith(CHAKRA_SYSTEM_MODULE)) return null
    if (!code.includes(CHAKRA_GLOBAL_CSS))
      throw new Error(`${CHAKRA_SYSTEM_MODULE} no longer reads: ${CHAKRA_GLOBAL_CSS}`)
    return { code: code.replace(CHAKRA_GLOBAL_CSS, 'const _global = [];'), map: null }
  },
}

// wouter imports React's hook through the `use-sync-external-store` shim (for React < 18); React's own one is the same.
const reactOwnSyncExternalStore = {
  find: /^use-sync-external-store\/shim(\/index\.js)?$/,
  replacement: fileURLToPath(new URL('./client/lib/use-sync-external-store.ts', import.meta.url)),
}

/**
 * The built template loads no script itself: the entry's script and its module preloads are taken out, and the server
 * writes a small loader in their place that asks for them once the page has painted (server/render/script-loader.ts),
 * with the page's own chunks. Development keeps Vite's script tag (its modules come one by one anyway).
 */
export const scriptsAfterFirstPaint: Plugin = {
  name: 'scripts-after-first-paint',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html) => html.replace(/\s*<script type="module"[^>]*><\/script>|\s*<link rel="modulepreload"[^>]*>/g, ''),
  },
}

/** A pattern of module paths, written with `/`, that matches either separator. */
const modulePattern = (alternatives: string[]) => new RegExp(alternatives.join('|').replaceAll('/', String.raw`[\\/]`))

/**
 * The modules of the `form-kit` chunk (below): the public forms' own shared code, and Chakra's Field and Input with
 * the parts of Ark and zag under them (read off the chunks the build made of them before: about a dozen small ones).
 */
const FORM_KIT_MODULE = modulePattern([
  String.raw`client/forms/(use-public-form|form-fields|form-submission|values-typed-in-page|native-choice-fields)\.tsx?$`,
  String.raw`shared/(form-field-check|form-limits|text-rules)\.ts$`,
  String.raw`@chakra-ui/react/dist/esm/(theme/recipes/(field|input)|components/(field|input|icon)/)`,
  String.raw`@ark-ui/react/dist/components/(field|fieldset)\b`,
  String.raw`@zag-js/auto-resize/`,
])

/**
 * The modules of the `ark-kit` chunk (below): Ark's and zag's generic helpers (the element factory, contexts, refs,
 * props), which the forms and every Ark component share. Apart from the forms' kit, so a tooltip, an accordion or the
 * cookie settings do not load the forms' hook and rules.
 */
const ARK_KIT_MODULE = modulePattern([
  String.raw`@ark-ui/react/dist/(components/factory|providers/environment/use-environment-context|utils/(create-context|compose-refs|create-split-props|use-safe-layout-effect))\b`,
  String.raw`@zag-js/(utils/dist/(guard|functions)|core/dist/merge-props|dom-query/dist/(node|computed-style))`,
])

export default defineConfig(({ isSsrBuild }) => ({
  root: 'client',
  plugins: [chakraTrimmedColorTokens, chakraSystemWithoutGlobalCss, react(), scriptsAfterFirstPaint],
  resolve: { alias: [chakraThemeModule, reactOwnSyncExternalStore] },
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    manifest: true,
    // The HTML names the entry's chunks as modulepreload links; lazy chunks get no dependency list in the bundle: the
    // server names a page's chunks itself (server/render/page-renderer.ts), and the list of every lazy chunk's imports
    // cost every page about 1.5 KB.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, dependencies, { hostType }) => (hostType === 'html' ? dependencies : []),
    },
    sourcemap: true,
    copyPublicDir: !isSsrBuild,
    rolldownOptions: {
      // Chakra names every component's parts at load (`createAnatomy('card').parts(…)`); a name no code reads can go.
      treeshake: {
        manualPureFunctions: ['createAnatomy'],
        moduleSideEffects: (id) => !/node_modules[\\/]@trpc[\\/]/.test(id),
      },
      output: isSsrBuild
        ? // The server loads every page anyway: one file, no chunk to import on a first request.
          { codeSplitting: false }
        : {
            // Each page is its own chunk (client/app.tsx imports pages lazily). What the entry needs on every page goes in
            // two chunks: the libraries (React, Chakra, emotion, wouter), which change only with them and so stay cached
            // across deploys, and the site's own shell (layout, providers, theme). What loads only after hydration (zod,
            // the toaster, the form outbox, the demo form) or only where data is read (TanStack Query, tRPC) is in chunks
            // of its own.
            // https://rolldown.rs/in-depth/manual-code-splitting
            codeSplitting: {
              groups: [
                { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'], priority: 4 },
                // What every page loads right after hydration, in one request: the cookie card with its texts and rules
                // (not consent-host.tsx, which the shell loads, nor the settings dialog, which loads when asked for).
                {
                  name: 'consent',
                  test: /client[\\/](consent[\\/]consent-(manager|mode)|lib[\\/]random-uuid)|shared[\\/](consent|content[\\/](cookie-consent|privacy-policy-storage-section))\.ts/,
                  includeDependenciesRecursively: false,
                  priority: 5,
                },
                // The data layer (client/lib/data-provider.tsx): TanStack Query, tRPC's client and React hooks, the
                // site's clients, in one request on the pages and parts that read or send data, and on no other. The
                // consent record and the form outbox, which send now and then, load it too: as a chunk of its own, tRPC's
                // client cost every data page about 0.8 KB more, and those pages are the heaviest.
                {
                  name: 'data',
                  test: /[\\/]node_modules[\\/](@tanstack|@trpc)[\\/]|client[\\/]lib[\\/](data-provider|query-client|trpc|trpc-error|api-client)\.|shared[\\/]api-limits\.ts/,
                  includeDependenciesRecursively: false,
                  priority: 5,
                },
                // zod with the setting that keeps it from probing `new Function` (client/lib/zod-without-eval.ts) in one
                // chunk, so the setting runs right after zod and before any schema in the chunks that import it.
                { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]|zod-without-eval\.ts/, priority: 6 },
                // chart.js with the site's chart set-up (client/lib/chart-setup.ts) in one chunk of its own, which only the
                // charts' chunks import (the home page's case study, the admin's funnel dashboard), so neither carries a
                // copy and no page loads it before interaction. Only these modules: React stays in `vendor`.
                {
                  name: 'charts',
                  test: /[\\/]node_modules[\\/](chart\.js|@kurkle[\\/]color|react-chartjs-2)[\\/]|client[\\/]lib[\\/]chart-setup\.ts/,
                  includeDependenciesRecursively: false,
                  priority: 7,
                },
                // Small modules most pages share (page head and section, stored values, the blog's paths and dates, Chakra's slot
                // recipe, skeleton and icon helpers) in one chunk rather than eight: each file is compressed on its own.
                {
                  name: 'page-kit',
                  test: /client[\\/](components[\\/]page-|hooks[\\/]use-stored-value|lib[\\/](storage|deferred-part)\.)|shared[\\/](blog|slug|hungarian-date|page-head)\.ts|@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](styled-system[\\/](create-slot-recipe-context|use-slot-recipe)|components[\\/](icons|skeleton[\\/]skeleton|square[\\/]index|circle[\\/]index|badge[\\/]badge))\.js/,
                  includeDependenciesRecursively: false,
                  priority: 5,
                },
                // What the parts that hydrate at the visitor's first touch (the forms, the FAQ accordions) share, in one
                // request on the pages that have such a part, and on no other.
                {
                  name: 'touch-kit',
                  test: /client[\\/](lib[\\/]held-activations|forms[\\/]public-form-part|components[\\/]marketing[\\/]faq-accordion-part)\./,
                  includeDependenciesRecursively: false,
                  priority: 5,
                },
                // The entry module itself stays the entry chunk.
                {
                  name: 'app',
                  test: (id) => !/entry-client\.tsx|index\.html/.test(id),
                  tags: ['$initial'],
                  priority: 3,
                },
                // What every public form needs once it hydrates, in one request instead of thirteen: its hook, field
                // check and texts, and Ark's Field with the zag helpers under it. Only what no page loads before
                // interaction lands here (`vendor` and `app` take that first), so this never joins the first script.
                {
                  name: 'form-kit',
                  test: FORM_KIT_MODULE,
                  includeDependenciesRecursively: false,
                  priority: 2,
                },
                // What the forms and Ark's components share (see ARK_KIT_MODULE), in one small chunk of its own.
                {
                  name: 'ark-kit',
                  test: ARK_KIT_MODULE,
                  includeDependenciesRecursively: false,
                  priority: 2,
                },
                // The rest of what Ark's state machines (the accordion, the dialogs, the checkbox) share, likewise in one
                // chunk rather than eight on a page that opens one of them.
                {
                  name: 'machine-kit',
                  test: /[\\/]node_modules[\\/](@zag-js[\\/](core|utils|dom-query)|@ark-ui[\\/]react[\\/]dist[\\/]utils)[\\/]/,
                  includeDependenciesRecursively: false,
                  priority: 1,
                },
              ],
            },
          },
    },
  },
}))

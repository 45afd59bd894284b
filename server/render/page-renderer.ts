import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { FastifyInstance } from 'fastify'
import type { Manifest, ViteDevServer } from 'vite'
import type * as EntryServerModule from '../../client/entry-server'
import { scriptsWaitForPaint, type PageScripts } from './script-loader'

export type EntryServer = typeof EntryServerModule

/** Where pages come from: the built bundles in production, Vite's on-the-fly modules in development. */
export interface PageRenderer {
  template(url: string): Promise<string>
  entry(): Promise<EntryServer>
  /** The URL of Chakra's base stylesheet and its text (see renderBaseCss). */
  baseCss(): Promise<{ href: string; css: string }>
  /**
   * What a page (EntryServer's pageModule) loads to hydrate, written into its HTML as the script loader
   * (./script-loader.ts); null in development, where the template's own script tag loads Vite's modules.
   */
  pageScripts(pageModule: string): PageScripts | null
  /**
   * Whether a render may reuse the HTML of parts rendered before (client/lib/server-fragments.ts): with the built
   * bundle only. In development the code may change under the running server, and emotion there writes each style
   * inline, where a render first uses it, so a part's HTML depends on what rendered before it.
   */
  reusesFragments: boolean
  close(): Promise<void>
}

/** The client build's entry in Vite's manifest: the template's script, which loads the shell every page needs. */
export const CLIENT_ENTRY = 'index.html'

/** The files a module's chunk needs before it runs: its own and, recursively, those of its static imports. */
export function staticChunkFiles(manifest: Manifest, module: string): string[] {
  const files = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk) throw new Error(`${key} is not in the client build's manifest`)
    if (files.has(chunk.file)) return
    files.add(chunk.file)
    chunk.imports?.forEach(visit)
  }
  visit(module)
  return [...files]
}

/**
 * Each page's scripts, worked out once from the build's manifest: the entry, and as preloads the entry's imports and
 * the page's chunk with its imports, so the page's chunk arrives with the entry instead of after it, and the browser
 * can hydrate without waiting for a second round trip.
 */
function manifestScripts(manifest: Manifest): (pageModule: string) => PageScripts {
  const [entryFile, ...entryImports] = staticChunkFiles(manifest, CLIENT_ENTRY)
  if (!entryFile) throw new Error(`${CLIENT_ENTRY} has no chunk in the client build's manifest`)
  const scripts = new Map<string, PageScripts>()
  return (pageModule) => {
    let page = scripts.get(pageModule)
    if (!page) {
      const files = new Set([...entryImports, ...staticChunkFiles(manifest, pageModule)])
      files.delete(entryFile)
      page = {
        entry: `/${entryFile}`,
        preloads: [...files].map((file) => `/${file}`),
        afterPaint: scriptsWaitForPaint(pageModule),
      }
      scripts.set(pageModule, page)
    }
    return page
  }
}

function baseCssAsset(css: string) {
  const hash = createHash('sha256').update(css).digest('hex').slice(0, 12)
  return { href: `/assets/chakra-base.${hash}.css`, css }
}

export async function createProductionRenderer(distDir: string): Promise<PageRenderer> {
  const template = await readFile(resolve(distDir, 'client/index.html'), 'utf8')
  const entry = (await import(pathToFileURL(resolve(distDir, 'ssr/entry-server.js')).href)) as EntryServer
  const manifest = JSON.parse(await readFile(resolve(distDir, 'client/.vite/manifest.json'), 'utf8')) as Manifest
  const baseCss = baseCssAsset(entry.renderBaseCss())
  return {
    template: () => Promise.resolve(template),
    entry: () => Promise.resolve(entry),
    baseCss: () => Promise.resolve(baseCss),
    pageScripts: manifestScripts(manifest),
    reusesFragments: true,
    close: () => Promise.resolve(),
  }
}

/** Vite in middleware mode: hot reload for the client, fresh server modules on every request. */
export async function createDevelopmentRenderer(
  app: FastifyInstance,
  rootDir: string,
  { hotReload }: { hotReload: boolean },
): Promise<PageRenderer> {
  const { createServer } = await import('vite')
  const vite: ViteDevServer = await createServer({
    configFile: resolve(rootDir, 'vite.config.ts'),
    server: { middlewareMode: true, hmr: hotReload, ws: hotReload ? undefined : false },
    logLevel: hotReload ? 'info' : 'warn',
    appType: 'custom',
  })
  await app.register(import('@fastify/middie'))
  app.use(vite.middlewares)
  const entry = () => vite.ssrLoadModule('/entry-server.tsx') as Promise<EntryServer>
  return {
    async template(url) {
      const raw = await readFile(resolve(rootDir, 'client/index.html'), 'utf8')
      return vite.transformIndexHtml(url, raw)
    },
    entry,
    async baseCss() {
      return baseCssAsset((await entry()).renderBaseCss())
    },
    // Vite serves modules one by one in development; the browser still loads the page before it hydrates.
    pageScripts: () => null,
    reusesFragments: false,
    close: () => vite.close(),
  }
}

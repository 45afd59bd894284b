import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { FastifyInstance } from 'fastify'
import type { ViteDevServer } from 'vite'
import type * as EntryServerModule from '../../client/entry-server'

type EntryServer = typeof EntryServerModule

/** Where pages come from: the built bundles in production, Vite's on-the-fly modules in development. */
export interface PageRenderer {
  template(url: string): Promise<string>
  entry(): Promise<EntryServer>
  /** The URL of Chakra's base stylesheet and its text (see renderBaseCss). */
  baseCss(): Promise<{ href: string; css: string }>
  close(): Promise<void>
}

function baseCssAsset(css: string) {
  const hash = createHash('sha256').update(css).digest('hex').slice(0, 12)
  return { href: `/assets/chakra-base.${hash}.css`, css }
}

export async function createProductionRenderer(distDir: string): Promise<PageRenderer> {
  const template = await readFile(resolve(distDir, 'client/index.html'), 'utf8')
  const entry = (await import(pathToFileURL(resolve(distDir, 'ssr/entry-server.js')).href)) as EntryServer
  const baseCss = baseCssAsset(entry.renderBaseCss())
  return {
    template: () => Promise.resolve(template),
    entry: () => Promise.resolve(entry),
    baseCss: () => Promise.resolve(baseCss),
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
    close: () => vite.close(),
  }
}

import { expect, test } from 'vitest'
import { notFoundPage, routes } from '../../client/app'
import { staticChunkFiles } from '../../server/render/page-renderer'
import { HEAVIEST_ROUTE_SCRIPT_GZIP_TARGET_BYTES, KB, PERFORMANCE_BUDGETS } from '../../shared/performance-budgets'
import { fontFiles, gzipBytes, initialScriptFiles, readClientManifest, sourceFilesOf } from './support/client-build'

const manifest = readClientManifest()
const isPrivate = (source: string) => PERFORMANCE_BUDGETS.privateSourceDirs.some((dir) => source.startsWith(dir))

/** Every page a visitor can open without signing in: the route table but the admin area, and the not-found page. */
const publicPages = [
  ...routes.map((route) => ({ label: route.path, module: route.page.module })),
  { label: '(not found)', module: notFoundPage.module },
].filter((page) => !isPrivate(`client/${page.module}`))

/** The data layer's own module (TanStack Query with tRPC's hooks). */
const DATA_LAYER_SOURCE = 'client/lib/data-provider.tsx'

const figures = publicPages.map((page) => {
  const files = initialScriptFiles(manifest, page.module)
  return {
    route: page.label,
    files,
    gzipBytes: files.reduce((sum, file) => sum + gzipBytes(file), 0),
    budget: PERFORMANCE_BUDGETS.initialScriptGzipBytes,
  }
})

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`

test('every public route loads at most the script budget, gzip-compressed, before interaction', () => {
  console.log(
    `Script a public route loads before interaction (gzip; budget ${kb(PERFORMANCE_BUDGETS.initialScriptGzipBytes)}):`,
  )
  console.table(
    Object.fromEntries(
      figures.map((figure) => [
        figure.route,
        {
          files: figure.files.length,
          gzip: kb(figure.gzipBytes),
          budget: kb(figure.budget),
          leftInBudget: kb(figure.budget - figure.gzipBytes),
        },
      ]),
    ),
  )
  const heaviest = figures.reduce((most, figure) => (figure.gzipBytes > most.gzipBytes ? figure : most))
  console.log(
    `Heaviest route ${heaviest.route}: ${kb(heaviest.gzipBytes)}; issue 26's target ` +
      `${kb(HEAVIEST_ROUTE_SCRIPT_GZIP_TARGET_BYTES)} (not enforced): ` +
      (heaviest.gzipBytes <= HEAVIEST_ROUTE_SCRIPT_GZIP_TARGET_BYTES
        ? 'met'
        : `${kb(heaviest.gzipBytes - HEAVIEST_ROUTE_SCRIPT_GZIP_TARGET_BYTES)} over`),
  )
  const overBudget = figures
    .filter((figure) => figure.gzipBytes > figure.budget)
    .map((figure) => `${figure.route}: ${kb(figure.gzipBytes)} (budget ${kb(figure.budget)})`)
  expect(overBudget, 'routes over their script budget').toEqual([])
})

/** Parts that read data at hydration: each loads the data layer in its own chunk, after the page. */
const DATA_PARTS = [
  'pages/blog/blog-list-posts.tsx',
  'pages/blog/blog-post-content.tsx',
  'pages/funnel/offer-content.tsx',
]

test('no public route loads the data layer before interaction; the parts that read data load it with them', () => {
  const routesWithData = figures
    .filter((figure) => figure.files.some((file) => sourceFilesOf(file).includes(DATA_LAYER_SOURCE)))
    .map((figure) => figure.route)
  expect(routesWithData).toEqual([])
  for (const part of DATA_PARTS) {
    expect(staticChunkFiles(manifest, part).flatMap(sourceFilesOf), part).toContain(DATA_LAYER_SOURCE)
  }
})

test('no public route loads admin code before interaction', () => {
  const reachable = figures.flatMap((figure) =>
    figure.files.flatMap((file) =>
      sourceFilesOf(file)
        .filter(isPrivate)
        .map((source) => `${figure.route}: ${source} (in ${file})`),
    ),
  )
  expect(reachable).toEqual([])
})

test('the admin code that check looks for is in the build, in the admin page chunk', () => {
  const adminRoute = routes.find((route) => isPrivate(`client/${route.page.module}`))
  const adminChunk = adminRoute && manifest[adminRoute.page.module]
  expect(adminChunk && sourceFilesOf(adminChunk.file).filter(isPrivate)).toContain('client/pages/admin/admin-page.tsx')
})

/** Libraries only the charts use, loaded when a chart is about to show. */
const LATE_LIBRARIES = ['node_modules/chart.js/', 'node_modules/react-chartjs-2/']
const isLateLibrary = (source: string) => LATE_LIBRARIES.some((dir) => source.startsWith(dir))
/** The charts' chunks: the home page's case study (near the screen) and the admin's funnel dashboard (on /admin). */
const CHART_MODULES = [
  'pages/home/case-study-charts.tsx',
  'pages/admin/funnel-chart.tsx',
  'pages/admin/attendance-curve-chart.tsx',
]

test('no public route loads chart.js before interaction, the home page included', () => {
  const reachable = figures.flatMap((figure) =>
    figure.files.flatMap((file) =>
      sourceFilesOf(file)
        .filter(isLateLibrary)
        .map((source) => `${figure.route}: ${source} (in ${file})`),
    ),
  )
  expect(reachable).toEqual([])
})

test('chart.js is in the build only where the charts load it: their chunks and a chunk only they import', () => {
  for (const module of CHART_MODULES) {
    const sources = staticChunkFiles(manifest, module).flatMap(sourceFilesOf).filter(isLateLibrary)
    expect(sources, module).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^node_modules\/chart\.js\//),
        expect.stringMatching(/^node_modules\/react-chartjs-2\//),
      ]),
    )
  }
  const importersOf = (key: string) =>
    Object.entries(manifest)
      .filter(([, chunk]) => chunk.imports?.includes(key))
      .map(([importer]) => importer)
  const strays = Object.entries(manifest)
    .filter(([, chunk]) => chunk.file.endsWith('.js') && sourceFilesOf(chunk.file).some(isLateLibrary))
    .filter(([key]) => {
      if (CHART_MODULES.includes(key)) return false
      const importers = importersOf(key)
      return importers.length === 0 || importers.some((importer) => !CHART_MODULES.includes(importer))
    })
    .map(([key, chunk]) => `${key} (${chunk.file}, imported by ${importersOf(key).join(', ') || 'nothing'})`)
  expect(strays).toEqual([])
})

test('the font files stay within the font budget together', () => {
  const fonts = fontFiles()
  const total = fonts.reduce((sum, font) => sum + font.bytes, 0)
  console.log(`Fonts: ${fonts.map((font) => `${font.name} ${kb(font.bytes)}`).join(', ')}; together ${kb(total)}`)
  expect(fonts.length).toBeGreaterThan(0)
  expect(total, `fonts together ${kb(total)}, budget ${kb(PERFORMANCE_BUDGETS.fontBytes)}`).toBeLessThanOrEqual(
    PERFORMANCE_BUDGETS.fontBytes,
  )
})

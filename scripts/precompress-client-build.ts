// Run by `npm run build:client` after Vite: compressed copies of the client build's files (scripts/precompress.ts).
import { precompressTree } from './precompress'

const started = Date.now()
const count = await precompressTree('dist/client')
console.log(`precompressed ${count} files of dist/client in ${((Date.now() - started) / 1000).toFixed(1)} s`)

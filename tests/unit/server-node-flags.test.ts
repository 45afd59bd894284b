import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { nodeFlagsOf, startScriptNodeFlags } from '../../bench/server-node-flags'

test('the flags are read from between node and the server entry', () => {
  expect(nodeFlagsOf('NODE_ENV=production node --a --b=256 dist/server/index.js')).toEqual(['--a', '--b=256'])
  expect(nodeFlagsOf('node dist/server/index.js')).toEqual([])
  expect(() => nodeFlagsOf('node dist/server/cli/migrate.js')).toThrow(/no `node … dist\/server\/index.js`/)
})

test("the Docker image starts the server with npm start's flags, the heap cap among them", () => {
  const command = /^CMD (\[.*\])$/m.exec(readFileSync('Dockerfile', 'utf8'))?.[1]
  const dockerFlags = nodeFlagsOf((JSON.parse(command ?? '[]') as string[]).join(' '))
  expect(dockerFlags).toEqual(startScriptNodeFlags())
  expect(dockerFlags).toContain('--max-old-space-size=256')
})

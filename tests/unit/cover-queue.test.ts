import { expect, test } from 'vitest'
import { CoverQueue } from '../../server/blog/cover-queue'
import { DomainError } from '../../server/services/domain-error'
import { BlogCoverMessages } from '../../shared/blog-covers'

test('the cover queue runs one task at a time, in order, and a failed task hands on to the next', async () => {
  const queue = new CoverQueue(2)
  const events: string[] = []
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  const first = queue.run(async () => {
    events.push('start 1')
    await held
    events.push('end 1')
    throw new Error('unreadable')
  })
  const second = queue.run(() => {
    events.push('run 2')
    return Promise.resolve(2)
  })
  const third = queue.run(() => {
    events.push('run 3')
    return Promise.resolve(3)
  })
  expect(queue.waiting).toBe(2)

  const refused = await queue.run(() => Promise.resolve(4)).catch((error: unknown) => error)
  expect(refused).toBeInstanceOf(DomainError)
  expect(refused).toMatchObject({ kind: 'too-many-requests', message: BlogCoverMessages.busy })

  release()
  await expect(first).rejects.toThrow('unreadable')
  expect(await second).toBe(2)
  expect(await third).toBe(3)
  expect(events).toEqual(['start 1', 'end 1', 'run 2', 'run 3'])
  expect(queue.waiting).toBe(0)
  expect(await queue.run(() => Promise.resolve(5))).toBe(5)
})

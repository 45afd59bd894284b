import { expect, test } from 'vitest'
import { DEMO_CHAT_MESSAGES, DEMO_CHAT_RESTART_MS, DEMO_CHAT_TYPING_MS } from '../../shared/content/demo-chat'
import { demoChatFrames } from '../../shared/demo-chat-frames'

const messages = [
  { id: 1, role: 'user', content: 'Kérdés', delay: 800 },
  { id: 2, role: 'assistant', content: 'Válasz', delay: 1000 },
  { id: 3, role: 'user', content: 'Köszönöm', delay: 2000 },
] as const

test('each message after its delay, 1.5 s of typing before an assistant message, 5 s before the restart', () => {
  expect(demoChatFrames(messages, 1500, 5000)).toEqual([
    { visibleCount: 0, typing: false, durationMs: 800 },
    { visibleCount: 1, typing: false, durationMs: 1000 },
    { visibleCount: 1, typing: true, durationMs: 1500 },
    { visibleCount: 2, typing: false, durationMs: 2000 },
    { visibleCount: 3, typing: false, durationMs: 5000 },
  ])
})

test("the home page's conversation starts empty, ends full and waits 5 s, typing 1.5 s before every answer", () => {
  const frames = demoChatFrames(DEMO_CHAT_MESSAGES, DEMO_CHAT_TYPING_MS, DEMO_CHAT_RESTART_MS)
  expect(frames[0]?.visibleCount).toBe(0)
  expect(frames.at(-1)).toEqual({ visibleCount: DEMO_CHAT_MESSAGES.length, typing: false, durationMs: 5000 })
  const answers = DEMO_CHAT_MESSAGES.filter((message) => message.role === 'assistant').length
  expect(frames.filter((frame) => frame.typing)).toHaveLength(answers)
  expect(frames.filter((frame) => frame.typing).every((frame) => frame.durationMs === 1500)).toBe(true)
  expect(DEMO_CHAT_MESSAGES.map((message) => message.content).join(' ')).toMatch(/#PT\d{4}/)
})

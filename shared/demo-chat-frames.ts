import type { DemoChatMessage } from './content/demo-chat'

/** One still of the home demo chat: how many messages show, whether the assistant is typing, and for how long. */
export interface DemoChatFrame {
  visibleCount: number
  typing: boolean
  durationMs: number
}

/**
 * The demo chat loop of spec section 4 as a list of frames played in order and then from the start: each message
 * appears after its delay; an assistant message is preceded by the typing indicator for `typingMs`; after the last
 * message the whole conversation stays for `restartMs`, then the first frame (no messages) starts it again.
 */
export function demoChatFrames(
  messages: readonly DemoChatMessage[],
  typingMs: number,
  restartMs: number,
): DemoChatFrame[] {
  const frames: DemoChatFrame[] = []
  messages.forEach((message, index) => {
    frames.push({ visibleCount: index, typing: false, durationMs: message.delay })
    if (message.role === 'assistant') frames.push({ visibleCount: index, typing: true, durationMs: typingMs })
  })
  frames.push({ visibleCount: messages.length, typing: false, durationMs: restartMs })
  return frames
}

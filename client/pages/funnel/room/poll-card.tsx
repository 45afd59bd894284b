import { Box, Button, chakra, Stack, Text } from '@chakra-ui/react'
import { useState, type FormEvent } from 'react'
import type { PollResult } from '../../../../shared/schemas/webinar-room'
import { RoomMessages, type PollMoment } from '../../../../shared/webinar/room'
import { RoomPanel } from './room-panel'

/** A choice's share of the answers, as a whole percentage. */
export function pollShare(counts: readonly number[], index: number): number {
  const total = counts.reduce((sum, count) => sum + count, 0)
  return total === 0 ? 0 : Math.round(((counts[index] ?? 0) / total) * 100)
}

/**
 * A poll moment: its question and choices as radio buttons with one send; once this registration has answered, the
 * shares of all answers instead, its own choice marked. Without a known registration it says how to take part.
 */
export function PollCard({
  moment,
  result,
  canAnswer,
  onAnswer,
}: {
  moment: PollMoment
  result: PollResult | undefined
  canAnswer: boolean
  onAnswer: (choice: number) => Promise<void>
}) {
  const [choice, setChoice] = useState<number | null>(null)
  const [sending, setSending] = useState(false)
  const [failed, setFailed] = useState(false)

  const send = async (event: FormEvent) => {
    event.preventDefault()
    if (choice === null) return
    setSending(true)
    setFailed(false)
    try {
      await onAnswer(choice)
    } catch (error) {
      console.warn('The poll answer could not be sent', error)
      setFailed(true)
    } finally {
      setSending(false)
    }
  }

  return (
    <RoomPanel title={moment.question} borderColor="whiteAlpha.300" data-testid="poll-moment">
      {result ? (
        <Stack gap="3" data-testid="poll-results">
          <Text role="status" color="whiteAlpha.900" fontSize="sm">
            {RoomMessages.pollAnswered}
          </Text>
          {moment.choices.map((text, index) => {
            const share = pollShare(result.counts, index)
            return (
              <Stack key={text} gap="1">
                <Text fontSize="sm" display="flex" justifyContent="space-between" gap="3">
                  <span>
                    {text}
                    {index === result.choice && ` (${RoomMessages.pollYourChoice})`}
                  </span>
                  <span data-testid="poll-share">{share}%</span>
                </Text>
                <Box h="2" rounded="full" bg="whiteAlpha.200" aria-hidden="true">
                  <Box h="full" rounded="full" bg="brand.300" width={`${share}%`} />
                </Box>
              </Stack>
            )
          })}
        </Stack>
      ) : canAnswer ? (
        <form onSubmit={(event) => void send(event)}>
          <Stack gap="3">
            <Box as="fieldset" minW="0">
              <Box as="legend" srOnly>
                {moment.question}
              </Box>
              <Stack gap="2">
                {moment.choices.map((text, index) => (
                  <Box as="label" key={text} display="flex" alignItems="center" gap="3" cursor="pointer">
                    <chakra.input
                      type="radio"
                      name={`poll-${moment.id}`}
                      value={index}
                      checked={choice === index}
                      onChange={() => setChoice(index)}
                      boxSize="4"
                      m="0"
                      flexShrink="0"
                      accentColor="var(--chakra-colors-brand-300)"
                      focusVisibleRing="outside"
                      focusRingColor="brand.300"
                    />
                    <span>{text}</span>
                  </Box>
                ))}
              </Stack>
            </Box>
            {failed && (
              <Text role="alert" color="red.200" fontSize="sm">
                {RoomMessages.pollFailed}
              </Text>
            )}
            <Button type="submit" colorPalette="brand" alignSelf="start" loading={sending} disabled={choice === null}>
              {RoomMessages.pollSend}
            </Button>
          </Stack>
        </form>
      ) : (
        <Text color="whiteAlpha.800" fontSize="sm">
          {RoomMessages.pollNeedsRegistration}
        </Text>
      )}
    </RoomPanel>
  )
}

import { Box, Flex, HStack, Stack, Text } from '@chakra-ui/react'
import { Bot } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { DEMO_CHAT_MESSAGES, DEMO_CHAT_RESTART_MS, DEMO_CHAT_TYPING_MS } from '../../../shared/content/demo-chat'
import { demoChatFrames } from '../../../shared/demo-chat-frames'

const FRAMES = demoChatFrames(DEMO_CHAT_MESSAGES, DEMO_CHAT_TYPING_MS, DEMO_CHAT_RESTART_MS)
/** The whole conversation: what the server sends, what reduced motion keeps, and where the loop rests. */
const FULL_CONVERSATION = FRAMES.length - 1

/**
 * Plays the loop while the chat is on screen and motion is welcome; otherwise stays on the whole conversation (or
 * wherever it paused). Starts from the beginning when it first comes into view.
 */
function useDemoChatFrame(chat: React.RefObject<HTMLElement | null>): number {
  const [frame, setFrame] = useState(FULL_CONVERSATION)
  const [playing, setPlaying] = useState(false)

  useEffect(() => {
    const element = chat.current
    if (!element || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    let started = false
    const observer = new IntersectionObserver(([entry]) => {
      const visible = entry?.isIntersecting ?? false
      if (visible && !started) {
        started = true
        setFrame(0)
      }
      setPlaying(visible)
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [chat])

  useEffect(() => {
    if (!playing) return
    const timer = setTimeout(() => setFrame((current) => (current + 1) % FRAMES.length), FRAMES[frame]?.durationMs)
    return () => clearTimeout(timer)
  }, [playing, frame])

  return frame
}

function TypingIndicator() {
  return (
    <HStack
      gap="1"
      alignSelf="start"
      bg="white"
      px="4"
      py="3"
      rounded="2xl"
      roundedBottomLeft="sm"
      shadow="xs"
      data-testid="demo-chat-typing"
      // The three dots are a picture of typing; a label needs a role to be valid (a status would be announced on
      // every round of the looping demo).
      role="img"
      aria-label="Az asszisztens gépel"
    >
      {[0, 1, 2].map((dot) => (
        <Box
          key={dot}
          boxSize="2"
          rounded="full"
          bg="brand.400"
          animation="pulse 1.2s ease-in-out infinite"
          animationDelay={`${dot * 0.2}s`}
        />
      ))}
    </HStack>
  )
}

/** Home hero: a pharmacy conversation that plays itself (spec section 4's demo chat loop). */
export function DemoChat() {
  const chat = useRef<HTMLDivElement>(null)
  const { visibleCount, typing } = FRAMES[useDemoChatFrame(chat)] ?? FRAMES[FULL_CONVERSATION]!
  return (
    <Box
      ref={chat}
      role="figure"
      aria-label="Példa beszélgetés a patika AI asszisztensével"
      bg="white"
      rounded="2xl"
      borderWidth="1px"
      borderColor="border.muted"
      shadow="lg"
      overflow="hidden"
      w="full"
      maxW="md"
      mx="auto"
      data-testid="demo-chat"
    >
      <HStack gap="3" px="5" py="4" bg="brand.solid" color="brand.contrast">
        <Flex boxSize="9" rounded="full" bg="whiteAlpha.300" align="center" justify="center">
          <Bot aria-hidden="true" size={20} />
        </Flex>
        <Stack gap="0">
          <Text fontWeight="semibold" lineHeight="short">
            Patika asszisztens
          </Text>
          <Text fontSize="xs" opacity="0.9">
            Online · éjjel-nappal
          </Text>
        </Stack>
      </HStack>
      {/* A fixed height holds the whole conversation, so the loop never moves anything around it. */}
      <Stack gap="3" p="4" bg="surface" height={{ base: '34rem', sm: '29rem' }} justify="end" overflow="hidden">
        {DEMO_CHAT_MESSAGES.slice(0, visibleCount).map((message) => (
          <Text
            key={message.id}
            data-testid="demo-chat-message"
            data-role={message.role}
            alignSelf={message.role === 'user' ? 'end' : 'start'}
            maxW="85%"
            px="4"
            py="2.5"
            fontSize="sm"
            rounded="2xl"
            roundedBottomRight={message.role === 'user' ? 'sm' : undefined}
            roundedBottomLeft={message.role === 'assistant' ? 'sm' : undefined}
            bg={message.role === 'user' ? 'brand.solid' : 'white'}
            color={message.role === 'user' ? 'brand.contrast' : 'ink'}
            shadow="xs"
          >
            {message.content}
          </Text>
        ))}
        {typing && <TypingIndicator />}
      </Stack>
    </Box>
  )
}

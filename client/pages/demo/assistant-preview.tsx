import { Box, Button, Flex, HStack, Stack, Text, Wrap } from '@chakra-ui/react'
import { Bot, RotateCcw } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { ASSISTANT_GREETING, SCRIPTED_EXCHANGES, TYPING_DELAY_MS, type ScriptedExchange } from './assistant-script'

interface ChatMessage {
  id: number
  role: 'user' | 'assistant'
  content: string
}

const FIRST_MESSAGE: ChatMessage = { id: 0, role: 'assistant', content: ASSISTANT_GREETING }

/**
 * A working preview of the assistant for when no chatbot embed address is configured: the visitor picks sample
 * questions and gets scripted answers after a typing indicator. Nothing leaves the page.
 */
export function AssistantPreview({ height }: { height: string }) {
  const [messages, setMessages] = useState<ChatMessage[]>([FIRST_MESSAGE])
  const [typing, setTyping] = useState(false)
  const nextId = useRef(1)
  const timer = useRef<number | undefined>(undefined)
  const messageList = useRef<HTMLDivElement>(null)

  useEffect(() => () => window.clearTimeout(timer.current), [])
  useEffect(() => {
    const list = messageList.current
    list?.scrollTo({ top: list.scrollHeight, behavior: 'smooth' })
  }, [messages, typing])

  const ask = ({ question, answer }: ScriptedExchange) => {
    if (typing) return
    setMessages((current) => [...current, { id: nextId.current++, role: 'user', content: question }])
    setTyping(true)
    timer.current = window.setTimeout(() => {
      setMessages((current) => [...current, { id: nextId.current++, role: 'assistant', content: answer }])
      setTyping(false)
    }, TYPING_DELAY_MS)
  }

  const restart = () => {
    window.clearTimeout(timer.current)
    setTyping(false)
    setMessages([FIRST_MESSAGE])
  }

  return (
    <Flex
      direction="column"
      height={height}
      borderWidth="1px"
      borderColor="border.muted"
      borderRadius="xl"
      overflow="hidden"
      bg="white"
      shadow="sm"
      data-testid="assistant-preview"
    >
      <HStack px="5" py="3" bg="brand.solid" color="brand.contrast" justify="space-between">
        <HStack gap="3">
          <Bot aria-hidden="true" />
          <Stack gap="0">
            <Text fontWeight="semibold">PatikaChat asszisztens</Text>
            <Text fontSize="xs" opacity={0.85}>
              Bemutató előre megírt válaszokkal
            </Text>
          </Stack>
        </HStack>
        <Button size="xs" variant="surface" colorPalette="brand" onClick={restart}>
          <RotateCcw aria-hidden="true" /> Újrakezdés
        </Button>
      </HStack>

      <Stack
        ref={messageList}
        flex="1"
        overflowY="auto"
        gap="3"
        p="5"
        bg="surface"
        role="log"
        aria-live="polite"
        aria-label="Beszélgetés"
      >
        {messages.map((message) => (
          <Box
            key={message.id}
            alignSelf={message.role === 'user' ? 'flex-end' : 'flex-start'}
            maxW="80%"
            px="4"
            py="2.5"
            borderRadius="2xl"
            bg={message.role === 'user' ? 'brand.solid' : 'white'}
            color={message.role === 'user' ? 'brand.contrast' : 'fg'}
            borderWidth={message.role === 'user' ? '0' : '1px'}
            borderColor="border.muted"
            data-role={message.role}
          >
            <Text fontSize="sm">{message.content}</Text>
          </Box>
        ))}
        {typing && (
          <Text alignSelf="flex-start" fontSize="sm" color="fg.muted" data-testid="assistant-typing">
            Az asszisztens ír…
          </Text>
        )}
      </Stack>

      <Stack gap="2" p="4" borderTopWidth="1px" borderColor="border.muted">
        <Text fontSize="xs" color="fg.muted">
          Válasszon egy kérdést:
        </Text>
        <Wrap gap="2">
          {SCRIPTED_EXCHANGES.map((exchange) => (
            <Button
              key={exchange.question}
              size="sm"
              variant="outline"
              colorPalette="brand"
              disabled={typing}
              onClick={() => ask(exchange)}
              // A question longer than a phone's card wraps onto a second line rather than run past it.
              maxW="full"
              h="auto"
              minH="9"
              py="1.5"
              whiteSpace="normal"
              textAlign="start"
            >
              {exchange.question}
            </Button>
          ))}
        </Wrap>
        <Text fontSize="xs" color="fg.muted">
          A bemutató beszélgetéseit nem mentjük, és a válaszok nem minősülnek orvosi tanácsnak.
        </Text>
      </Stack>
    </Flex>
  )
}

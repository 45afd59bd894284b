import { chakra } from '@chakra-ui/react'
import { usePublicSettings } from '../../lib/public-settings'
import { AssistantPreview } from './assistant-preview'
import { CHAT_FRAME_HEIGHT } from './chat-frame-height'

/** The chatbot frame (CHATBOT_EMBED_URL), or the site's own scripted preview when none is set. */
export function DemoChat() {
  const { chatbotEmbedUrl } = usePublicSettings()
  if (!chatbotEmbedUrl) return <AssistantPreview height={CHAT_FRAME_HEIGHT} />
  return (
    <chakra.iframe
      src={chatbotEmbedUrl}
      title="PatikaChat AI asszisztens"
      width="100%"
      height={CHAT_FRAME_HEIGHT}
      border="0"
      borderRadius="xl"
      bg="white"
      shadow="sm"
      allow="clipboard-write"
      data-testid="chatbot-frame"
    />
  )
}

import { Box, List, Text } from '@chakra-ui/react'
import { listSlotRecipe } from '@chakra-ui/react/theme/recipes/list'
import { RoomMessages, type ChatLine } from '../../../../shared/webinar/room'
import { RoomPanel } from './room-panel'

/**
 * The session's scripted chat (Webinar Content's lines, the same for everyone; no attendee writes here), the lines the
 * live point has passed, newest last, in a polite live region so a screen reader hears each as it comes.
 */
export function RoomChat({ lines }: { lines: readonly ChatLine[] }) {
  return (
    <RoomPanel title={RoomMessages.chatHeading}>
      <Box
        role="log"
        aria-live="polite"
        aria-label={RoomMessages.chatHeading}
        maxH="16rem"
        overflowY="auto"
        data-testid="room-chat"
      >
        <List.Root recipe={listSlotRecipe} variant="plain" gap="2">
          {lines.map((line) => (
            <List.Item key={`${line.at}-${line.name}-${line.text}`} display="block" fontSize="sm">
              <Text as="span" fontWeight="semibold" color="brand.200">
                {line.name}:
              </Text>{' '}
              {line.text}
            </List.Item>
          ))}
        </List.Root>
      </Box>
    </RoomPanel>
  )
}

import { Box, Heading, type BoxProps } from '@chakra-ui/react'
import { useId, type ReactNode } from 'react'

/** One of the room's panels on its dark page (downloads, key points, presenter, poll, chat, questions): a section named by its heading. */
export function RoomPanel({
  title,
  titleLang,
  children,
  ...box
}: { title: ReactNode; titleLang?: string; children: ReactNode } & Omit<BoxProps, 'title'>) {
  const headingId = useId()
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      p="5"
      rounded="xl"
      bg="whiteAlpha.100"
      borderWidth="1px"
      borderColor="whiteAlpha.200"
      {...box}
    >
      <Heading as="h2" size="md" mb="4" id={headingId} lang={titleLang}>
        {title}
      </Heading>
      {children}
    </Box>
  )
}

import { Box, chakra } from '@chakra-ui/react'
import type { DiffPart } from '../../../shared/text-diff'

/** A word diff as running text: removed words struck through in red, added ones underlined in green. */
export function TextDiffView({ parts, monospace = false }: { parts: readonly DiffPart[]; monospace?: boolean }) {
  return (
    <Box
      whiteSpace="pre-wrap"
      overflowWrap="anywhere"
      fontSize="sm"
      fontFamily={monospace ? 'mono' : undefined}
      p="3"
      bg="bg.subtle"
      rounded="md"
    >
      {parts.map((part, index) =>
        part.kind === 'removed' ? (
          <chakra.del key={index} bg="red.100" color="red.900" textDecoration="line-through">
            {part.text}
          </chakra.del>
        ) : part.kind === 'added' ? (
          <chakra.ins key={index} bg="green.100" color="green.900" textDecoration="underline">
            {part.text}
          </chakra.ins>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </Box>
  )
}

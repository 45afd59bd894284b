import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import type { LucideIcon } from 'lucide-react'

export interface IconCard {
  icon: LucideIcon
  title: string
  text: string
}

export interface IconCardGridProps {
  cards: readonly IconCard[]
  /** Columns from the md breakpoint up; phones always show one. */
  columns?: 2 | 3 | 4
  /** The cards' heading level under the section's h2. */
  headingLevel?: 'h3' | 'h4'
}

/** Cards with an icon, a title and a sentence or two: benefits, services, features. */
export function IconCardGrid({ cards, columns = 3, headingLevel = 'h3' }: IconCardGridProps) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: columns }} gap={{ base: '4', md: '6' }}>
      {cards.map(({ icon: Icon, title, text }) => (
        <Stack as="li" key={title} gap="3" p="6" bg="white" borderWidth="1px" borderColor="border.muted" rounded="xl">
          <Box
            display="inline-flex"
            alignItems="center"
            justifyContent="center"
            boxSize="11"
            rounded="lg"
            bg="brand.subtle"
            color="brand.fg"
          >
            <Icon aria-hidden="true" size={22} />
          </Box>
          <Heading as={headingLevel} size="md" color="ink">
            {title}
          </Heading>
          <Text color="fg.muted">{text}</Text>
        </Stack>
      ))}
    </SimpleGrid>
  )
}

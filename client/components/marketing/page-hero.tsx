import { Badge, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { PageSection } from '../page-section'

export interface PageHeroProps {
  badge: string
  title: string
  lead: string
  /** The hero's calls to action: buttons or links. */
  actions?: ReactNode
  /** Shown beside the text on wide screens, below it on phones. */
  aside?: ReactNode
}

/** The opening band of a marketing page: its one h1, a lead paragraph and the calls to action. */
export function PageHero({ badge, title, lead, actions, aside }: PageHeroProps) {
  return (
    <PageSection bg="linear-gradient(180deg, {colors.brand.50} 0%, white 100%)" data-testid="page-hero">
      <Stack direction={{ base: 'column', lg: 'row' }} gap={{ base: '10', lg: '14' }} align={{ lg: 'center' }}>
        <Stack gap="6" flex="1" maxW="3xl">
          <Badge colorPalette="brand" alignSelf="start" size="lg" variant="subtle">
            {badge}
          </Badge>
          <Heading as="h1" fontSize="hero" lineHeight="1.1" letterSpacing="-0.02em" color="ink">
            {title}
          </Heading>
          <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted">
            {lead}
          </Text>
          {actions && (
            <HStack gap="3" wrap="wrap">
              {actions}
            </HStack>
          )}
        </Stack>
        {aside}
      </Stack>
    </PageSection>
  )
}

import { Badge, Box, Heading, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { CheckList } from './check-list'
import { ContentCard } from './content-card'

export interface PriceCardProps {
  name: string
  /** The price as it should read, e.g. "15 000 Ft" or "55.000 - 75.000 Ft". */
  price: string
  /** After the price: "/ hó", "egyszeri díj". */
  period?: string
  features: readonly string[]
  /** Drawn out with a border and this badge, e.g. "Legnépszerűbb". */
  highlight?: string
  /** Below the features: a trial note, a button. */
  footer?: ReactNode
}

/** One package of a price list. */
export function PriceCard({ name, price, period, features, highlight, footer }: PriceCardProps) {
  return (
    <ContentCard as="article" gap="5" highlighted={Boolean(highlight)} position="relative" data-testid="price-card">
      {highlight && (
        <Badge position="absolute" top="-3" left="6" colorPalette="brand" variant="solid">
          {highlight}
        </Badge>
      )}
      <Heading as="h3" size="lg" color="ink">
        {name}
      </Heading>
      <Box>
        <Text as="span" fontSize={{ base: '2xl', sm: '3xl' }} fontWeight="bold" color="ink" letterSpacing="-0.01em">
          {price}
        </Text>
        {period && (
          <Text as="span" color="fg.muted" whiteSpace="nowrap">
            {' '}
            {period}
          </Text>
        )}
      </Box>
      <CheckList items={features} />
      {footer}
    </ContentCard>
  )
}

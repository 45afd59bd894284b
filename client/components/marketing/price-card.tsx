import { Badge, Box, Heading, List, Stack, Text } from '@chakra-ui/react'
import { listSlotRecipe } from '@chakra-ui/react/theme/recipes/list'
import { Check } from 'lucide-react'
import type { ReactNode } from 'react'

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
    <Stack
      as="article"
      gap="5"
      p="6"
      bg="white"
      rounded="2xl"
      borderWidth={highlight ? '2px' : '1px'}
      borderColor={highlight ? 'brand.solid' : 'border.muted'}
      position="relative"
      data-testid="price-card"
    >
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
      <List.Root recipe={listSlotRecipe} gap="2" variant="plain" flex="1">
        {features.map((feature) => (
          <List.Item key={feature} alignItems="start">
            <List.Indicator asChild color="brand.fg" mt="1">
              <Check size={16} aria-hidden="true" />
            </List.Indicator>
            {feature}
          </List.Item>
        ))}
      </List.Root>
      {footer}
    </Stack>
  )
}

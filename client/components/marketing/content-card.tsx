import { Stack, type StackProps } from '@chakra-ui/react'

/** A white card with the site's border and radius: packages, sample conversations, programmes, charts. */
export function ContentCard({ highlighted = false, ...props }: StackProps & { highlighted?: boolean }) {
  return (
    <Stack
      gap="4"
      p="6"
      bg="white"
      rounded="2xl"
      borderWidth={highlighted ? '2px' : '1px'}
      borderColor={highlighted ? 'brand.solid' : 'border.muted'}
      {...props}
    />
  )
}

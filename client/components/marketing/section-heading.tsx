import { Heading, Stack, Text } from '@chakra-ui/react'

export interface SectionHeadingProps {
  /** The id the section's `aria-labelledby` points at. */
  id: string
  title: string
  /** A short line above the title naming the section's theme. */
  eyebrow?: string
  lead?: string
  align?: 'start' | 'center'
}

/** The h2 that opens a marketing section, with an optional eyebrow and lead paragraph. */
export function SectionHeading({ id, title, eyebrow, lead, align = 'start' }: SectionHeadingProps) {
  const centred = align === 'center'
  return (
    <Stack gap="3" mb={{ base: '8', md: '12' }} maxW="3xl" mx={centred ? 'auto' : undefined} textAlign={align}>
      {eyebrow && (
        <Text fontSize="sm" fontWeight="semibold" letterSpacing="0.06em" textTransform="uppercase" color="brand.fg">
          {eyebrow}
        </Text>
      )}
      <Heading as="h2" id={id} size={{ base: '2xl', md: '3xl' }} color="ink" letterSpacing="-0.01em">
        {title}
      </Heading>
      {lead && (
        <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted">
          {lead}
        </Text>
      )}
    </Stack>
  )
}

import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react'

export interface Step {
  title: string
  text: string
}

/** "How it works": an ordered list of steps, numbered, side by side on wide screens. */
export function NumberedSteps({ steps, headingLevel = 'h3' }: { steps: readonly Step[]; headingLevel?: 'h3' | 'h4' }) {
  return (
    <SimpleGrid
      as="ol"
      listStyleType="none"
      columns={{ base: 1, md: Math.min(steps.length, 3), xl: steps.length }}
      gap="6"
    >
      {steps.map((step, index) => (
        <Stack as="li" key={step.title} gap="3">
          <Box
            aria-hidden="true"
            display="inline-flex"
            alignItems="center"
            justifyContent="center"
            boxSize="10"
            rounded="full"
            bg="brand.solid"
            color="brand.contrast"
            fontWeight="bold"
          >
            {index + 1}
          </Box>
          <Heading as={headingLevel} size="md" color="ink">
            {step.title}
          </Heading>
          <Text color="fg.muted">{step.text}</Text>
        </Stack>
      ))}
    </SimpleGrid>
  )
}

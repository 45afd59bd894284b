import { Box, Container, type BoxProps } from '@chakra-ui/react'

/** A full-width band of the page with the site's horizontal rhythm and generous vertical space. */
export function PageSection({ children, ...props }: BoxProps) {
  return (
    <Box as="section" py="section" {...props}>
      <Container maxW="6xl">{children}</Container>
    </Box>
  )
}

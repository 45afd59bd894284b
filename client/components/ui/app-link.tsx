import { Link as ChakraLink, type LinkProps } from '@chakra-ui/react'
import { Link as RouterLink } from 'wouter'

/** A link inside the site: client-side navigation with Chakra's link styles. */
export function AppLink({ href, children, ...props }: LinkProps & { href: string }) {
  return (
    <ChakraLink asChild {...props}>
      <RouterLink href={href}>{children}</RouterLink>
    </ChakraLink>
  )
}

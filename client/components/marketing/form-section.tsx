import { Stack } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { PageSection } from '../page-section'
import { SectionHeading, type SectionHeadingProps } from './section-heading'

/** A page's form with its heading, at an anchor of its own (#join, #kapcsolat) that the page's buttons point to. */
export function FormSection({
  anchor,
  heading,
  children,
}: {
  anchor: string
  heading: SectionHeadingProps
  children: ReactNode
}) {
  return (
    <PageSection id={anchor} bg="surface" aria-labelledby={heading.id}>
      <Stack gap="8" maxW="2xl" mx="auto">
        <SectionHeading {...heading} />
        {children}
      </Stack>
    </PageSection>
  )
}

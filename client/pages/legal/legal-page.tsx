import { Heading, Stack } from '@chakra-ui/react'
import type { ComponentType } from 'react'
import { PageHead } from '../../components/page-head'
import { PageSection } from '../../components/page-section'

export interface LegalPageProps {
  title: string
  description: string
  /** The document below the h1, from its own chunk. */
  Body: ComponentType
}

/** The frame of a legal page: its head and h1, with the text at a readable width. */
export function LegalPage({ title, description, Body }: LegalPageProps) {
  return (
    <PageSection>
      <PageHead title={title} description={description} />
      <Stack gap="3" maxW="2xl" mx="auto">
        <Heading as="h1" fontSize={{ base: '3xl', md: '4xl' }} color="ink" letterSpacing="-0.02em">
          {title}
        </Heading>
        <Body />
      </Stack>
    </PageSection>
  )
}

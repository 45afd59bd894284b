import { Box, Heading, Link as ExternalLink, List, Stack, Text } from '@chakra-ui/react'
import { listSlotRecipe } from '@chakra-ui/react/theme/recipes/list'
import type { LegalDocument } from '../../../shared/content/legal-document'
import { usePublicSettings } from '../../lib/public-settings'

/** A legal text below its h1: the date, a table of contents, the numbered sections and the company's contact address. */
export function LegalDocumentBody({ document }: { document: LegalDocument }) {
  const { contactEmail } = usePublicSettings()
  return (
    <Stack gap="10">
      <Stack gap="3">
        <Text color="fg.muted" fontWeight="medium" data-testid="legal-date">
          {document.dateLine}
        </Text>
        <Text color="fg" fontSize="lg">
          {document.intro}
        </Text>
      </Stack>
      <Box as="nav" aria-labelledby="legal-contents-heading" p="6" bg="surface" rounded="xl">
        <Heading as="h2" id="legal-contents-heading" size="md" color="ink" mb="3">
          Tartalom
        </Heading>
        <List.Root as="ol" recipe={listSlotRecipe} gap="1.5" ps="5">
          {document.sections.map((section) => (
            <List.Item key={section.id}>
              <ExternalLink href={`#${section.id}`} color="brand.fg">
                {section.heading}
              </ExternalLink>
            </List.Item>
          ))}
        </List.Root>
      </Box>
      {document.sections.map((section, index) => (
        <Stack as="section" key={section.id} gap="3" aria-labelledby={section.id}>
          <Heading as="h2" id={section.id} size="xl" color="ink" data-testid="legal-section-heading">
            {index + 1}. {section.heading}
          </Heading>
          {section.blocks.map((block) =>
            typeof block === 'string' ? (
              <Text key={block} lineHeight="tall">
                {block}
              </Text>
            ) : (
              <List.Root key={block[0]} recipe={listSlotRecipe} gap="2" ps="5" lineHeight="tall">
                {block.map((item) => (
                  <List.Item key={item}>{item}</List.Item>
                ))}
              </List.Root>
            ),
          )}
        </Stack>
      ))}
      <Box p="6" bg="brand.subtle" rounded="xl" data-testid="legal-contact">
        <Text color="ink">
          Kérdéseivel forduljon hozzánk bizalommal:{' '}
          <ExternalLink href={`mailto:${contactEmail}`} color="brand.fg" fontWeight="semibold">
            {contactEmail}
          </ExternalLink>
        </Text>
      </Box>
    </Stack>
  )
}

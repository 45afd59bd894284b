import { Box, Heading, Link, List, Stack, Text } from '@chakra-ui/react'
import { listSlotRecipe } from '@chakra-ui/react/theme/recipes/list'
import type { ReactNode } from 'react'
import type { LegalDocument, LegalListItem } from '../../../shared/content/legal-document'
import { usePublicSettings } from '../../lib/public-settings'

const CONTENTS_HEADING_ID = 'legal-contents-heading'

/**
 * A legal text below its h1: the date, a table of contents, the numbered sections and the company's contact address.
 * `sectionEnds` adds something the page does (a button) at the end of a section, by the section's id.
 */
export function LegalDocumentBody({
  document,
  sectionEnds = {},
}: {
  document: LegalDocument
  sectionEnds?: Readonly<Record<string, ReactNode>>
}) {
  const { contactEmail } = usePublicSettings()
  return (
    <Stack gap="10">
      <Stack gap="3">
        <Text color="fg.muted" fontWeight="medium" data-testid="legal-date">
          {document.dateLine}
        </Text>
        <Text color="fg" fontSize="lg" lineHeight="tall">
          {document.intro}
        </Text>
      </Stack>
      <Box as="nav" aria-labelledby={CONTENTS_HEADING_ID} p={{ base: '5', md: '6' }} bg="surface" rounded="xl">
        <Heading as="h2" id={CONTENTS_HEADING_ID} size="md" color="ink" mb="3">
          Tartalom
        </Heading>
        <List.Root as="ol" recipe={listSlotRecipe} gap="1.5" ps="5">
          {document.sections.map((section) => (
            <List.Item key={section.id}>
              <Link href={`#${section.id}`} color="brand.fg">
                {section.heading}
              </Link>
            </List.Item>
          ))}
        </List.Root>
      </Box>
      {document.sections.map((section, index) => (
        <Stack as="section" key={section.id} gap="3" aria-labelledby={section.id}>
          <Heading as="h2" id={section.id} size="xl" color="ink" data-testid="legal-section-heading">
            {index + 1}. {section.heading}
          </Heading>
          {section.blocks.map((block, blockIndex) =>
            typeof block === 'string' ? (
              <Text key={blockIndex} lineHeight="tall">
                {block}
              </Text>
            ) : (
              <List.Root key={blockIndex} recipe={listSlotRecipe} gap="2" ps="5" lineHeight="tall">
                {block.map((item, itemIndex) => (
                  <List.Item key={itemIndex}>
                    <LegalListItemText item={item} />
                  </List.Item>
                ))}
              </List.Root>
            ),
          )}
          {sectionEnds[section.id]}
        </Stack>
      ))}
      <Box p="6" bg="brand.subtle" rounded="xl" data-testid="legal-contact">
        <Text color="ink">
          {document.contactLine}{' '}
          <Link href={`mailto:${contactEmail}`} color="brand.fg" fontWeight="semibold" overflowWrap="anywhere">
            {contactEmail}
          </Link>
        </Text>
      </Box>
    </Stack>
  )
}

function LegalListItemText({ item }: { item: LegalListItem }) {
  if (typeof item === 'string') return item
  return (
    <>
      <Text as="strong" fontWeight="semibold" color="ink">
        {item.term}
      </Text>
      : {item.text}
    </>
  )
}

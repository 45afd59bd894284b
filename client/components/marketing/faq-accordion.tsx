import { Accordion, Box } from '@chakra-ui/react'
import { accordionSlotRecipe } from '@chakra-ui/react/theme/recipes/accordion'
import { ChevronDown } from 'lucide-react'
import type { FaqEntry } from '../../../shared/content/faq-entry'

export interface FaqAccordionProps {
  entries: readonly FaqEntry[]
  /**
   * `independent`: each question opens and closes on its own (home). `one-at-a-time`: opening one closes the other,
   * and the open one can be closed (Okos Patika).
   */
  mode: 'independent' | 'one-at-a-time'
  /** The questions' heading level under the section's h2. */
  headingLevel?: 'h3' | 'h4'
}

/** Questions and answers; closed answers stay in the HTML (hidden), so search engines and find-in-page see them. */
export function FaqAccordion({ entries, mode, headingLevel = 'h3' }: FaqAccordionProps) {
  return (
    <Accordion.Root
      recipe={accordionSlotRecipe}
      multiple={mode === 'independent'}
      collapsible
      variant="enclosed"
      bg="white"
      data-testid="faq-accordion"
    >
      {entries.map((entry, index) => (
        // The value becomes part of the item's element ids, which must not contain spaces.
        <Accordion.Item key={entry.question} value={`kerdes-${index + 1}`}>
          <Box as={headingLevel} m="0">
            <Accordion.ItemTrigger py="4" fontWeight="semibold" color="ink" fontSize="md">
              <Box as="span" flex="1">
                {entry.question}
              </Box>
              <Accordion.ItemIndicator asChild>
                <span>
                  <ChevronDown aria-hidden="true" />
                </span>
              </Accordion.ItemIndicator>
            </Accordion.ItemTrigger>
          </Box>
          <Accordion.ItemContent>
            <Accordion.ItemBody color="fg.muted" pb="5">
              {entry.answer}
            </Accordion.ItemBody>
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  )
}

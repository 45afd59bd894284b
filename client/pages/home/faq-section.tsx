import { Box } from '@chakra-ui/react'
import { HOME_FAQ } from '../../../shared/content/home-faq'
import { FaqAccordionPart } from '../../components/marketing/faq-accordion-part'
import { SectionHeading } from '../../components/marketing/section-heading'
import { PageSection } from '../../components/page-section'

/** Home section 10: five questions; each opens and closes on its own. */
export function FaqSection() {
  return (
    <PageSection aria-labelledby="faq-heading" data-testid="home-faq">
      <SectionHeading id="faq-heading" eyebrow="GYIK" title="Gyakori kérdések" align="center" />
      <Box maxW="3xl" mx="auto">
        <FaqAccordionPart.Part entries={HOME_FAQ} mode="independent" />
      </Box>
    </PageSection>
  )
}

import { Badge, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Building2, Clock3, GraduationCap, Laptop, Lightbulb, ShieldCheck, Users } from 'lucide-react'
import { Link } from 'wouter'
import { TRAINING_FORMATS, TRAINING_PROGRAMMES } from '../../../shared/content/ai-trainings'
import { CheckList } from '../../components/marketing/check-list'
import { ContentCard } from '../../components/marketing/content-card'
import { FormSection } from '../../components/marketing/form-section'
import { IconCardGrid, type IconCard } from '../../components/marketing/icon-card-grid'
import { SectionHeading } from '../../components/marketing/section-heading'
import { PageSection } from '../../components/page-section'
import { LinkButton } from '../../components/ui/link-button'
import { TrainingFormPart } from './ai-trainings-page'

const FORMAT_ICONS = [Clock3, Building2, Laptop]

const WHY_US: readonly IconCard[] = [
  {
    icon: GraduationCap,
    title: 'Gyakorló szakemberek tanítanak',
    text: 'Mi magunk is AI asszisztenst építünk patikáknak, a tapasztalatainkat adjuk át.',
  },
  {
    icon: Lightbulb,
    title: 'Az Önök feladataira szabva',
    text: 'A példák és gyakorlatok a patikák és rendelők valós munkájából jönnek.',
  },
  {
    icon: ShieldCheck,
    title: 'Adatvédelem és megfelelőség',
    text: 'A betegadatok védelme és az EU AI Act követelményei minden programban szerepelnek.',
  },
  {
    icon: Users,
    title: 'Kis csoportok',
    text: 'Mindenki kérdezhet és gyakorolhat, a képzés után is elérhetők vagyunk.',
  },
]

export function AiTrainingsSections() {
  return (
    <>
      <PageSection aria-labelledby="training-formats-heading">
        <SectionHeading id="training-formats-heading" eyebrow="Formátumok" title="Ahogy Önöknek kényelmes" />
        <IconCardGrid
          cards={TRAINING_FORMATS.map((format, index) => ({
            icon: FORMAT_ICONS[index] ?? Clock3,
            title: format.name,
            text: format.text,
          }))}
          columns={3}
        />
      </PageSection>
      <PageSection bg="surface" aria-labelledby="training-programmes-heading" data-testid="training-programmes">
        <SectionHeading id="training-programmes-heading" eyebrow="Programok" title="Három program, három célcsoport" />
        <SimpleGrid columns={{ base: 1, lg: 3 }} gap="6">
          {TRAINING_PROGRAMMES.map((programme) => (
            <ContentCard as="article" key={programme.id}>
              <Badge alignSelf="start" colorPalette="brand" variant="subtle">
                {programme.minimumLength}
              </Badge>
              <Heading as="h3" size="lg" color="ink">
                {programme.name}
              </Heading>
              <Text color="fg.muted" fontSize="sm">
                {programme.audience}
              </Text>
              <CheckList items={programme.topics} />
            </ContentCard>
          ))}
        </SimpleGrid>
      </PageSection>
      <PageSection aria-labelledby="training-why-heading">
        <SectionHeading id="training-why-heading" eyebrow="Miért mi?" title="Akik maguk is AI-t építenek patikáknak" />
        <IconCardGrid cards={WHY_US} columns={4} />
        <Text mt="8" color="fg.muted">
          Kik vagyunk?{' '}
          <Link href="/tortenetunk">
            <Text as="span" color="brand.fg" fontWeight="semibold" textDecoration="underline">
              Olvassa el a történetünket
            </Text>
          </Link>
          .
        </Text>
      </PageSection>
      <PageSection bg="brand.900" color="white" aria-labelledby="training-cta-heading">
        <Stack gap="5" maxW="2xl" mx="auto" textAlign="center" align="center">
          <Heading as="h2" id="training-cta-heading" size={{ base: '2xl', md: '3xl' }}>
            Tervezzük meg együtt a csapata képzését
          </Heading>
          <Text color="whiteAlpha.900">
            Írja meg, kiknek és milyen formában szeretné, és személyre szabott ajánlatot küldünk.
          </Text>
          <LinkButton size="lg" bg="white" color="brand.800" _hover={{ bg: 'brand.50' }}>
            <a href="#kapcsolat">Érdeklődöm</a>
          </LinkButton>
        </Stack>
      </PageSection>
      <FormSection
        anchor="kapcsolat"
        heading={{
          id: 'training-contact-heading',
          eyebrow: 'Kapcsolat',
          title: 'Képzési érdeklődés',
          lead: 'Adja meg az elérhetőségét, és hamarosan jelentkezünk a részletekkel.',
        }}
      >
        <TrainingFormPart.Part />
      </FormSection>
    </>
  )
}

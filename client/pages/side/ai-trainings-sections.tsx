import { Badge, Button, Heading, List, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { listSlotRecipe } from '@chakra-ui/react/theme/recipes/list'
import { Building2, Check, Clock3, GraduationCap, Laptop, Lightbulb, ShieldCheck, Users } from 'lucide-react'
import { Link } from 'wouter'
import { TRAINING_FORMATS, TRAINING_PROGRAMMES } from '../../../shared/content/ai-trainings'
import { IconCardGrid, type IconCard } from '../../components/marketing/icon-card-grid'
import { SectionHeading } from '../../components/marketing/section-heading'
import { PageSection } from '../../components/page-section'
import { TrainingFormPart } from './side-page-parts'

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
            <Stack
              as="article"
              key={programme.id}
              gap="4"
              p="6"
              bg="white"
              rounded="2xl"
              borderWidth="1px"
              borderColor="border.muted"
            >
              <Badge alignSelf="start" colorPalette="brand" variant="subtle">
                {programme.minimumLength}
              </Badge>
              <Heading as="h3" size="lg" color="ink">
                {programme.name}
              </Heading>
              <Text color="fg.muted" fontSize="sm">
                {programme.audience}
              </Text>
              <List.Root recipe={listSlotRecipe} gap="2" variant="plain">
                {programme.topics.map((topic) => (
                  <List.Item key={topic} alignItems="start">
                    <List.Indicator asChild color="brand.fg" mt="1">
                      <Check size={16} aria-hidden="true" />
                    </List.Indicator>
                    {topic}
                  </List.Item>
                ))}
              </List.Root>
            </Stack>
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
          <Button asChild size="lg" bg="white" color="brand.800" _hover={{ bg: 'brand.50' }}>
            <a href="#kapcsolat">Érdeklődöm</a>
          </Button>
        </Stack>
      </PageSection>
      <PageSection id="kapcsolat" bg="surface" aria-labelledby="training-contact-heading">
        <Stack gap="8" maxW="2xl" mx="auto">
          <SectionHeading
            id="training-contact-heading"
            eyebrow="Kapcsolat"
            title="Képzési érdeklődés"
            lead="Adja meg az elérhetőségét, és hamarosan jelentkezünk a részletekkel."
          />
          <TrainingFormPart.Part />
        </Stack>
      </PageSection>
    </>
  )
}

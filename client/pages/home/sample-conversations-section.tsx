import { Badge, Box, HStack, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { MessageSquareText } from 'lucide-react'
import { SAMPLE_CONVERSATIONS, type SampleMessage } from '../../../shared/content/sample-conversations'
import { ContentCard } from '../../components/marketing/content-card'
import { SectionHeading } from '../../components/marketing/section-heading'
import { PageSection } from '../../components/page-section'

const SPEAKER: Record<SampleMessage['from'], string> = {
  patient: 'Beteg',
  assistant: 'Asszisztens',
  sms: 'SMS értesítés',
}

function Bubble({ message }: { message: SampleMessage }) {
  const fromPatient = message.from === 'patient'
  return (
    <Stack gap="1" alignSelf={fromPatient ? 'end' : 'start'} maxW="90%">
      <Text fontSize="xs" color="fg.muted" textAlign={fromPatient ? 'end' : 'start'}>
        {SPEAKER[message.from]}
      </Text>
      <Text
        fontSize="sm"
        px="3.5"
        py="2"
        rounded="xl"
        bg={fromPatient ? 'brand.solid' : message.from === 'sms' ? 'accent.100' : 'white'}
        color={fromPatient ? 'brand.contrast' : 'ink'}
        borderWidth={message.from === 'assistant' ? '1px' : '0'}
        borderColor="border.muted"
      >
        {message.text}
      </Text>
    </Stack>
  )
}

/** Home section 3: three real-life conversations the assistant handles. */
export function SampleConversationsSection() {
  return (
    <PageSection bg="surface" aria-labelledby="samples-heading" data-testid="home-samples">
      <SectionHeading
        id="samples-heading"
        eyebrow="Példák"
        title="Így beszélget a betegeivel"
        lead="Három gyakori helyzet, ahogyan az asszisztens kezeli – a kérdéstől az átvételig."
      />
      <SimpleGrid columns={{ base: 1, lg: 3 }} gap="6">
        {SAMPLE_CONVERSATIONS.map((conversation) => (
          <ContentCard as="article" key={conversation.id} data-testid="sample-conversation">
            <HStack gap="2">
              <Box color="brand.fg">
                <MessageSquareText aria-hidden="true" size={18} />
              </Box>
              <Badge variant="subtle" colorPalette="brand">
                {conversation.channel}
              </Badge>
            </HStack>
            <Heading as="h3" size="lg" color="ink">
              {conversation.title}
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              {conversation.summary}
            </Text>
            <Stack gap="3" p="4" bg="surface" rounded="xl" flex="1">
              {conversation.messages.map((message) => (
                <Bubble key={message.text} message={message} />
              ))}
            </Stack>
          </ContentCard>
        ))}
      </SimpleGrid>
    </PageSection>
  )
}

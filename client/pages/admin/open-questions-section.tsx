import { Badge, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { MessageCircleQuestion } from 'lucide-react'
import { useLocation, useSearchParams } from 'wouter'
import { ADMIN_QUESTION_PARAM, ADMIN_REGISTRATION_PARAM } from '../../../shared/admin-params'
import { QuestionAdminMessages } from '../../../shared/schemas/webinar-room'
import { trpc } from '../../lib/trpc'
import { ADMIN_PANEL } from './admin-ui'
import { questionMomentText } from './registration-questions-section'

/**
 * The questions from the webinar room that wait for an answer, oldest first, above the registrations: each opens its
 * registration's detail view at the question. Nothing is shown while none waits.
 */
export function OpenQuestionsSection() {
  const open = trpc.admin.questions.list.useQuery({ open: true })
  const [location, navigate] = useLocation()
  const [searchParams] = useSearchParams()
  if (open.isError)
    return (
      <Text color="fg.error" role="alert">
        {QuestionAdminMessages.loadError}
      </Text>
    )
  if (!open.data || open.data.length === 0) return null
  const openQuestion = (registrationId: number, questionId: number) => {
    const params = new URLSearchParams(searchParams)
    params.set(ADMIN_REGISTRATION_PARAM, String(registrationId))
    params.set(ADMIN_QUESTION_PARAM, String(questionId))
    navigate(`${location}?${params.toString()}`)
  }
  return (
    <Stack as="section" aria-labelledby="open-questions-heading" gap="3" {...ADMIN_PANEL} data-testid="open-questions">
      <HStack gap="2">
        <Heading as="h2" size="md" id="open-questions-heading" color="ink">
          Open questions from the webinar
        </Heading>
        <Badge colorPalette="orange">{open.data.length}</Badge>
      </HStack>
      <Stack as="ul" gap="3" listStyleType="none">
        {open.data.map((question) => (
          <Stack as="li" key={question.id} gap="1" fontSize="sm" borderLeftWidth="2px" borderColor="orange.400" pl="3">
            <Text color="fg.muted" fontSize="xs">
              {question.fullName} (#{question.registrationId}) · {questionMomentText(question)}
            </Text>
            <Text whiteSpace="pre-wrap" overflowWrap="anywhere" lineClamp={3}>
              {question.text}
            </Text>
            <Button
              size="xs"
              variant="outline"
              colorPalette="brand"
              alignSelf="start"
              onClick={() => openQuestion(question.registrationId, question.id)}
            >
              <MessageCircleQuestion aria-hidden="true" /> Answer {question.fullName}’s question
            </Button>
          </Stack>
        ))}
      </Stack>
    </Stack>
  )
}

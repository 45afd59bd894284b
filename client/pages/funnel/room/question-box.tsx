import { Box, Button, Heading, Stack, Text, Textarea } from '@chakra-ui/react'
import { textareaRecipe } from '@chakra-ui/react/theme/recipes/textarea'
import { useId, useState } from 'react'
import type { RoomQuestion } from '../../../../shared/schemas/webinar-room'
import { formatTimelineTime, QUESTION_LIMITS, RoomMessages } from '../../../../shared/webinar/room'
import { trpc } from '../../../lib/trpc'
import { RoomPanel } from './room-panel'
import { apiErrorCode, apiFieldErrors } from '../../../lib/trpc-error'

/** While any of the asker's questions waits for its answer, the room asks for them this often (only while visible). */
export const QUESTION_POLL_MS = 20_000

/** What a refused question tells the asker: the server's words for their text or their pace, else a plain failure. */
function refusalOf(error: unknown): string {
  switch (apiErrorCode(error)) {
    case 'BAD_REQUEST':
      return apiFieldErrors(error).text?.[0] ?? RoomMessages.questionFailed
    case 'TOO_MANY_REQUESTS':
      return RoomMessages.questionTooMany
    case 'NOT_FOUND':
      return RoomMessages.questionNeedsRegistration
    default:
      return RoomMessages.questionFailed
  }
}

/**
 * "Kérdése van?" under the video: the registrant's question with the video's position, acknowledged at once, and
 * their own questions with the team's answers, asked for again while one is unanswered. Shown to the asker only.
 */
export function QuestionBox({ registration, position }: { registration: string | undefined; position: () => number }) {
  return (
    <RoomPanel title={RoomMessages.questionHeading} data-testid="question-box">
      {registration ? (
        <QuestionForm registration={registration} position={position} />
      ) : (
        <Text color="whiteAlpha.800">{RoomMessages.questionNeedsRegistration}</Text>
      )}
    </RoomPanel>
  )
}

function QuestionForm({ registration, position }: { registration: string; position: () => number }) {
  const fieldId = useId()
  const counterId = useId()
  const utils = trpc.useUtils()
  const [draft, setDraft] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [acknowledgement, setAcknowledgement] = useState<string | null>(null)
  const questions = trpc.funnel.roomQuestions.useQuery(
    { registration },
    {
      retry: false,
      refetchInterval: (query) =>
        query.state.data?.some((question) => question.answer === null) ? QUESTION_POLL_MS : false,
    },
  )
  const ask = trpc.funnel.askQuestion.useMutation({
    onSuccess: (receipt) => {
      setDraft('')
      setProblem(null)
      setAcknowledgement(receipt.acknowledgement)
      utils.funnel.roomQuestions.setData({ registration }, (known) => [...(known ?? []), receipt.question])
    },
    onError: (error) => {
      setAcknowledgement(null)
      setProblem(refusalOf(error))
    },
  })
  const unknown = apiErrorCode(questions.error) === 'NOT_FOUND'

  const send = () => {
    if (draft.trim() === '') {
      setAcknowledgement(null)
      setProblem(RoomMessages.questionEmpty)
      return
    }
    ask.mutate({ registration, text: draft, position: Math.max(0, position()) })
  }

  if (unknown) return <Text color="whiteAlpha.800">{RoomMessages.questionNeedsRegistration}</Text>
  return (
    <Stack gap="4">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          send()
        }}
      >
        <Stack gap="2">
          <label htmlFor={fieldId}>
            <Text as="span" fontWeight="medium">
              {RoomMessages.questionLabel}
            </Text>
          </label>
          <Textarea
            recipe={textareaRecipe}
            id={fieldId}
            value={draft}
            maxLength={QUESTION_LIMITS.maxLength}
            rows={3}
            bg="whiteAlpha.50"
            borderColor="whiteAlpha.400"
            color="white"
            aria-invalid={problem !== null}
            aria-describedby={counterId}
            onChange={(event) => setDraft(event.target.value)}
          />
          <Text id={counterId} fontSize="sm" color="whiteAlpha.800" textAlign="end">
            {RoomMessages.questionCount(draft.length, QUESTION_LIMITS.maxLength)}
          </Text>
          {problem && (
            <Text role="alert" color="orange.200">
              {problem}
            </Text>
          )}
          <Button
            type="submit"
            colorPalette="brand"
            alignSelf={{ base: 'stretch', sm: 'start' }}
            loading={ask.isPending}
          >
            {RoomMessages.questionSend}
          </Button>
        </Stack>
      </form>
      <Text role="status" color="brand.100" data-testid="question-acknowledgement">
        {acknowledgement}
      </Text>
      {questions.data && questions.data.length > 0 && <AskedQuestions questions={questions.data} />}
    </Stack>
  )
}

function AskedQuestions({ questions }: { questions: RoomQuestion[] }) {
  return (
    <Stack gap="3">
      <Heading as="h3" size="sm">
        {RoomMessages.yourQuestions}
      </Heading>
      <Stack as="ol" gap="3" listStyleType="none" data-testid="room-questions">
        {questions.map((question) => (
          <Stack as="li" key={question.id} gap="1" borderLeftWidth="2px" borderColor="brand.300" pl="3">
            <Text fontSize="xs" color="whiteAlpha.800">
              {RoomMessages.questionAskedAt(formatTimelineTime(question.position))}
            </Text>
            <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
              {question.text}
            </Text>
            {question.answer === null ? (
              <Text fontSize="sm" color="whiteAlpha.800">
                {RoomMessages.answerPending}
              </Text>
            ) : (
              <Box mt="1">
                <Text fontSize="sm" fontWeight="semibold" color="brand.200">
                  {RoomMessages.answerHeading}
                </Text>
                <Text whiteSpace="pre-wrap" overflowWrap="anywhere" data-testid="room-answer">
                  {question.answer}
                </Text>
              </Box>
            )}
          </Stack>
        ))}
      </Stack>
    </Stack>
  )
}

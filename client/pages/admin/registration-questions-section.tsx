import { Badge, Box, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react'
import { useEffect, useRef, useState } from 'react'
import { useSearchParams } from 'wouter'
import { ADMIN_QUESTION_PARAM } from '../../../shared/admin-params'
import {
  ANSWER_MAX_LENGTH,
  QuestionAdminMessages,
  QuestionAnswerInputSchema,
  type AdminQuestion,
} from '../../../shared/schemas/webinar-room'
import { formatTimelineTime } from '../../../shared/webinar/room'
import { toaster } from '../../components/ui/toaster'
import { trpc } from '../../lib/trpc'
import { refusalText } from '../../lib/trpc-error'
import { AdminField, AdminTextarea } from './admin-ui'
import type { RegistrationSectionProps } from './registration-drawer'
import { dateTimeText } from './registration-labels'

/** Where in the video, in which session, and when a question was asked. */
export function questionMomentText(question: Pick<AdminQuestion, 'position' | 'webinarTime' | 'askedAt'>): string {
  const session = question.webinarTime ? ` · session ${dateTimeText(question.webinarTime)}` : ''
  return `At ${formatTimelineTime(question.position)} in the video${session} · asked ${dateTimeText(question.askedAt)}`
}

/**
 * The questions the registrant asked in the webinar room, each with its answer or a form to answer it once (the
 * answer is e-mailed to them). The question the admin's link names (`&question=`) is brought into view.
 */
export function RegistrationQuestionsSection({ registration, readOnly }: RegistrationSectionProps) {
  const questions = trpc.admin.questions.list.useQuery({ open: false, registrationId: registration.id })
  const [searchParams] = useSearchParams()
  const linked = Number(searchParams.get(ADMIN_QUESTION_PARAM))
  if (questions.isPending) return <Spinner role="status" color="brand.solid" aria-label="Loading the questions" />
  if (questions.isError)
    return (
      <Text color="fg.error" role="alert">
        {QuestionAdminMessages.loadError}
      </Text>
    )
  if (questions.data.length === 0)
    return (
      <Text color="fg.muted" fontSize="sm">
        No questions.
      </Text>
    )
  return (
    <Stack as="ol" gap="4" listStyleType="none" data-testid="registration-questions">
      {questions.data
        .toSorted((a, b) => a.askedAt.localeCompare(b.askedAt))
        .map((question) => (
          <QuestionItem key={question.id} question={question} readOnly={readOnly} linked={question.id === linked} />
        ))}
    </Stack>
  )
}

function QuestionItem({ question, readOnly, linked }: { question: AdminQuestion; readOnly: boolean; linked: boolean }) {
  const item = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (linked) item.current?.scrollIntoView({ block: 'center' })
  }, [linked])
  return (
    <Stack
      as="li"
      ref={item}
      gap="2"
      fontSize="sm"
      borderLeftWidth="2px"
      borderColor={linked ? 'brand.solid' : 'border.muted'}
      pl="3"
      data-testid={`question-${question.id}`}
    >
      <HStack gap="2" wrap="wrap">
        <Text color="fg.muted" fontSize="xs">
          {questionMomentText(question)}
        </Text>
        <Badge colorPalette={question.answer === null ? 'orange' : 'green'}>
          {question.answer === null ? 'open' : 'answered'}
        </Badge>
      </HStack>
      <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
        {question.text}
      </Text>
      {question.answer === null ? (
        <AnswerForm question={question} readOnly={readOnly} />
      ) : (
        <Box bg="bg.muted" rounded="md" p="3">
          <Text color="fg.muted" fontSize="xs">
            Answered {question.answeredAt && dateTimeText(question.answeredAt)}
            {question.answeredByEmail && ` by ${question.answeredByEmail}`}
          </Text>
          <Text whiteSpace="pre-wrap" overflowWrap="anywhere" data-testid="question-answer">
            {question.answer}
          </Text>
        </Box>
      )}
    </Stack>
  )
}

function AnswerForm({ question, readOnly }: { question: AdminQuestion; readOnly: boolean }) {
  const utils = trpc.useUtils()
  const [draft, setDraft] = useState('')
  const [error, setError] = useState<string | undefined>()
  const answer = trpc.admin.questions.answer.useMutation({
    onSuccess: () => {
      toaster.create({ type: 'success', title: QuestionAdminMessages.answered })
      void utils.admin.questions.list.invalidate()
      void utils.admin.emails.ofRegistration.invalidate({ id: question.registrationId })
    },
    onError: (failure) => {
      toaster.error({ title: refusalText(failure, QuestionAdminMessages.answerFailed) })
      void utils.admin.questions.list.invalidate()
    },
  })
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        const parsed = QuestionAnswerInputSchema.safeParse({ id: question.id, answer: draft })
        if (!parsed.success) {
          setError(parsed.error.issues[0]?.message)
          return
        }
        setError(undefined)
        answer.mutate(parsed.data)
      }}
    >
      <Stack gap="2">
        <AdminField label="Answer (e-mailed to the registrant)" error={error}>
          <AdminTextarea
            value={draft}
            maxLength={ANSWER_MAX_LENGTH}
            disabled={readOnly}
            onChange={(event) => setDraft(event.target.value)}
          />
        </AdminField>
        <Box>
          <Button type="submit" size="sm" colorPalette="brand" loading={answer.isPending} disabled={readOnly}>
            Send the answer
          </Button>
        </Box>
      </Stack>
    </form>
  )
}

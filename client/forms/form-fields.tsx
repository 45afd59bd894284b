import { Box, Button, Field, Input, Stack, type ButtonProps } from '@chakra-ui/react'
import { fieldSlotRecipe } from '@chakra-ui/react/theme/recipes/field'
import { inputRecipe } from '@chakra-ui/react/theme/recipes/input'
import { useId, type ReactNode } from 'react'
import { EMAIL_MAX_LENGTH, FULL_NAME_MAX_LENGTH, PHARMACY_NAME_MAX_LENGTH } from '../../shared/form-limits'
import { formAction } from '../../shared/form-pages'
import type { FormNotice } from '../../shared/posted-form'
import { FIRST_TOUCH_FIELD } from '../../shared/posted-form'
import { FORM_TOKEN_FIELD, PUBLIC_FORM_ATTRIBUTE } from './server-forms'
import type { PublicForm } from './use-public-form'

export interface BaseFieldProps {
  label: string
  name: string
  error?: string | undefined
  required?: boolean
  helper?: string
}

export interface TextFieldProps extends BaseFieldProps {
  value: string
  onChange: (value: string) => void
  type?: 'text' | 'email'
  autoComplete?: string
  placeholder?: string
  maxLength: number
}

/** A field's frame: its label (with the required mark), the control, the helper text and the error. */
export function FieldFrame({
  label,
  error,
  required,
  helper,
  children,
}: Omit<BaseFieldProps, 'name'> & { children: ReactNode }) {
  return (
    <Field.Root recipe={fieldSlotRecipe} invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  )
}

export function TextField({ label, name, error, required, helper, value, onChange, ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} error={error} required={required} helper={helper}>
      <Input
        recipe={inputRecipe}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...input}
      />
    </FieldFrame>
  )
}

/**
 * The hidden trap field (spec section 5): people never see, reach or fill it, bots that fill every input do.
 * Off-screen rather than `display: none` (which some bots skip), `aria-hidden`, and `inert` on the wrapper: an
 * inert field is not focusable, so it is out of the tab order and Chromium's autofill skips it — tested in
 * tests/e2e/lead-capture.test.ts, where `autocomplete="off"` and `tabindex="-1"` alone did not stop autofill from
 * filling a field named `company`. The data attributes are the opt-outs of LastPass, 1Password, Bitwarden and Dashlane.
 */
export function TrapField({
  name,
  value,
  onChange,
}: {
  name: string
  value: string
  onChange: (value: string) => void
}) {
  const id = useId()
  return (
    <Box
      aria-hidden="true"
      inert
      data-trap-field=""
      position="absolute"
      left="-10000px"
      top="auto"
      width="1px"
      height="1px"
      overflow="hidden"
    >
      <label htmlFor={id}>Ezt a mezőt hagyja üresen</label>
      <input
        id={id}
        type="text"
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        tabIndex={-1}
        autoComplete="off"
        data-lpignore="true"
        data-1p-ignore=""
        data-bwignore=""
        data-form-type="other"
      />
    </Box>
  )
}

export function SubmitButton({
  submitting,
  loadingText,
  children,
  ...props
}: ButtonProps & { submitting: boolean; loadingText: string }) {
  return (
    <Button type="submit" colorPalette="brand" size="lg" loading={submitting} loadingText={loadingText} {...props}>
      {children}
    </Button>
  )
}

type BoundTextFieldProps = Omit<TextFieldProps, 'label' | 'maxLength' | 'type' | 'autoComplete'> & { label?: string }

/** The full-name field every public form asks for. */
export function FullNameField({ label = 'Teljes név', ...props }: BoundTextFieldProps) {
  return <TextField label={label} required autoComplete="name" maxLength={FULL_NAME_MAX_LENGTH} {...props} />
}

/** The e-mail field every public form asks for. */
export function EmailField({ label = 'E-mail-cím', ...props }: BoundTextFieldProps) {
  return <TextField label={label} type="email" required autoComplete="email" maxLength={EMAIL_MAX_LENGTH} {...props} />
}

/** The pharmacy (or practice) name of the demo and join forms. */
export function PharmacyNameField(props: BoundTextFieldProps & { label: string }) {
  return <TextField required autoComplete="organization" maxLength={PHARMACY_NAME_MAX_LENGTH} {...props} />
}

/** What became of the last submission, in the form itself: the server's answer to a plain post, or a queued send. */
function FormNoticeBox({ notice }: { notice: FormNotice }) {
  const error = notice.status === 'error'
  return (
    <Box
      role={error ? 'alert' : 'status'}
      data-testid="form-notice"
      px="4"
      py="3"
      rounded="md"
      borderWidth="1px"
      borderColor={error ? 'red.300' : 'brand.200'}
      bg={error ? 'red.50' : 'brand.50'}
      color={error ? 'red.800' : 'ink'}
    >
      {notice.text}
    </Box>
  )
}

/**
 * The frame of every public form: its fields, the trap field and the submit button with its busy text. In the
 * server's HTML it is a plain form that posts to its page with the token the server wrote into it, so it works
 * before (or without) the page's script; once hydrated the script sends it instead.
 */
export function PublicFormFrame({
  form,
  label,
  submitLabel,
  loadingText,
  children,
}: {
  form: PublicForm
  label: string
  submitLabel: ReactNode
  loadingText: string
  children: ReactNode
}) {
  return (
    <form
      method="post"
      action={formAction(form.form)}
      {...{ [PUBLIC_FORM_ATTRIBUTE]: form.form }}
      onSubmit={form.handleSubmit}
      noValidate
      aria-label={label}
      style={{ position: 'relative' }}
    >
      <Stack gap="4">
        {form.notice && <FormNoticeBox notice={form.notice} />}
        {children}
        <input type="hidden" name={FORM_TOKEN_FIELD} value={form.pageToken} />
        <input type="hidden" name={FIRST_TOUCH_FIELD} value={form.pageFirstTouch} />
        <TrapField {...form.trap} />
        <SubmitButton submitting={form.submitting} loadingText={loadingText}>
          {submitLabel}
        </SubmitButton>
      </Stack>
    </form>
  )
}

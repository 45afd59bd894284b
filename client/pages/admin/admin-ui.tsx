// The admin's form controls: Chakra's field, input and textarea with their recipes named here (the site's theme
// carries only what public pages use, so the admin's recipes load with the admin chunk alone).
import {
  chakra,
  Field,
  Input,
  NativeSelect,
  Textarea,
  type InputProps,
  type StackProps,
  type TextareaProps,
} from '@chakra-ui/react'
import { fieldSlotRecipe } from '@chakra-ui/react/theme/recipes/field'
import { inputRecipe } from '@chakra-ui/react/theme/recipes/input'
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme/recipes/native-select'
import { textareaRecipe } from '@chakra-ui/react/theme/recipes/textarea'
import type { ReactNode } from 'react'

/** The white, bordered box each admin section and editor sits in. */
export const ADMIN_PANEL = {
  bg: 'white',
  p: { base: '4', md: '6' },
  rounded: 'xl',
  borderWidth: '1px',
  borderColor: 'border.muted',
} as const satisfies StackProps

/** An editor's box: the panel with more room around the fields. */
export const ADMIN_EDITOR_PANEL = { ...ADMIN_PANEL, p: { base: '5', md: '8' } } as const satisfies StackProps

export function AdminField({
  label,
  error,
  children,
  helper,
}: {
  label: string
  error?: string
  helper?: string
  children: ReactNode
}) {
  return (
    <Field.Root recipe={fieldSlotRecipe} invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      {children}
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  )
}

export function AdminInput(props: InputProps) {
  return <Input recipe={inputRecipe} bg="white" {...props} />
}

export function AdminTextarea(props: TextareaProps) {
  return <Textarea recipe={textareaRecipe} bg="white" autoresize {...props} />
}

/** A native select (the platform's own list on phones and tablets); inside an AdminField its label names it. */
export function AdminSelect({ children, disabled, ...props }: NativeSelect.FieldProps & { disabled?: boolean }) {
  return (
    <NativeSelect.Root recipe={nativeSelectSlotRecipe} width="auto" disabled={disabled}>
      <NativeSelect.Field bg="white" {...props}>
        {children}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  )
}

/** A checkbox with its label beside it: the browser's own control, in the brand colour. */
export function AdminCheckbox({
  label,
  checked,
  onChange,
}: {
  label: string
  checked: boolean
  onChange: (checked: boolean) => void
}) {
  return (
    <chakra.label display="flex" alignItems="center" gap="2" textStyle="sm" cursor="pointer" alignSelf="start">
      <chakra.input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        boxSize="4"
        m="0"
        accentColor="var(--chakra-colors-brand-600)"
        focusVisibleRing="outside"
        focusRingColor="brand.600"
      />
      {label}
    </chakra.label>
  )
}

/** A labelled password input; `autoComplete` tells password managers whether it is the current or a new one. */
export function AdminPasswordField({
  label,
  error,
  helper,
  autoComplete,
  value,
  onChange,
}: {
  label: string
  error?: string
  helper?: string
  autoComplete: 'current-password' | 'new-password'
  value: string
  onChange: (value: string) => void
}) {
  return (
    <AdminField label={label} error={error} helper={helper}>
      <AdminInput
        type="password"
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </AdminField>
  )
}

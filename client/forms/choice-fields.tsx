// The demo form's choice fields (a native select and a checkbox), in a module of their own: the other forms do
// not load Chakra's checkbox with its state machine.
import { Checkbox, Field, NativeSelect } from '@chakra-ui/react'
import { checkboxSlotRecipe } from '@chakra-ui/react/theme/recipes/checkbox'
import { fieldSlotRecipe } from '@chakra-ui/react/theme/recipes/field'
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme/recipes/native-select'
import type { ReactNode } from 'react'
import type { BaseFieldProps } from './form-fields'

export interface SelectFieldProps<V extends string> extends BaseFieldProps {
  value: V
  onChange: (value: V) => void
  options: ReadonlyArray<{ value: V; label: string }>
}

export function SelectField<V extends string>({
  label,
  name,
  error,
  required,
  value,
  onChange,
  options,
}: SelectFieldProps<V>) {
  return (
    <Field.Root recipe={fieldSlotRecipe} invalid={Boolean(error)} required={required}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
        <NativeSelect.Field
          name={name}
          value={value}
          onChange={(event) => onChange(options.find((option) => option.value === event.target.value)?.value ?? value)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  )
}

export interface CheckboxFieldProps extends Omit<BaseFieldProps, 'label'> {
  checked: boolean
  onChange: (checked: boolean) => void
  children: ReactNode
}

export function CheckboxField({ name, error, required, checked, onChange, children }: CheckboxFieldProps) {
  return (
    <Field.Root recipe={fieldSlotRecipe} invalid={Boolean(error)} required={required}>
      <Checkbox.Root
        recipe={checkboxSlotRecipe}
        name={name}
        checked={checked}
        onCheckedChange={(details) => onChange(details.checked === true)}
        colorPalette="brand"
        alignItems="flex-start"
      >
        <Checkbox.HiddenInput />
        {/* A label holds only phrasing content: the control is a span rather than Chakra's div. */}
        <Checkbox.Control mt="0.5" asChild>
          <span>
            <Checkbox.Indicator />
          </span>
        </Checkbox.Control>
        <Checkbox.Label fontWeight="normal">{children}</Checkbox.Label>
      </Checkbox.Root>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  )
}

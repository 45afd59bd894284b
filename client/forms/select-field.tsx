// The demo form's select, in a module of its own: the other forms have none.
import { chakra, useFieldContext, useRecipe } from '@chakra-ui/react'
import { inputRecipe } from '@chakra-ui/react/theme/recipes/input'
import { FieldFrame, type BaseFieldProps } from './form-fields'

export interface SelectFieldProps<V extends string> extends BaseFieldProps {
  value: V
  onChange: (value: V) => void
  options: ReadonlyArray<{ value: V; label: string }>
}

/** The browser's own select in the frame and look of the text fields (its arrow kept): no component of its own. */
export function SelectField<V extends string>({ label, error, required, ...select }: SelectFieldProps<V>) {
  return (
    <FieldFrame label={label} error={error} required={required}>
      <NativeSelect {...select} />
    </FieldFrame>
  )
}

function NativeSelect<V extends string>({
  name,
  value,
  onChange,
  options,
}: Pick<SelectFieldProps<V>, 'name' | 'value' | 'onChange' | 'options'>) {
  // The field's id, so its label names it, and its invalid and required state, as Chakra's Input gets them.
  const field = useFieldContext()
  const inputStyles = useRecipe({ recipe: inputRecipe })({})
  return (
    <chakra.select
      {...field?.getSelectProps()}
      css={{ ...inputStyles, appearance: 'auto', cursor: 'pointer' }}
      name={name}
      value={value}
      onChange={(event) => onChange(options.find((option) => option.value === event.target.value)?.value ?? value)}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </chakra.select>
  )
}

// A multi-line text field (the training form's message), in a module of its own: the other forms do not load
// Chakra's textarea with its auto-resize.
import { Textarea } from '@chakra-ui/react'
import { textareaRecipe } from '@chakra-ui/react/theme/recipes/textarea'
import { FieldFrame, type TextFieldProps } from './form-fields'

export function MessageField({
  label,
  name,
  error,
  required,
  helper,
  value,
  onChange,
  placeholder,
  maxLength,
}: Omit<TextFieldProps, 'type' | 'autoComplete'>) {
  return (
    <FieldFrame label={label} error={error} required={required} helper={helper}>
      <Textarea
        recipe={textareaRecipe}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        maxLength={maxLength}
        rows={4}
        autoresize
      />
    </FieldFrame>
  )
}

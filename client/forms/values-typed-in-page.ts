/**
 * What a form's fields in the page hold now, by name, for the names that have a field: a checkbox's ticked state,
 * a group of radio buttons' chosen value, any other field's text. A form that hydrates after the visitor started
 * typing takes these as its values.
 */
export function valuesTypedInPage(
  formInPage: HTMLFormElement,
  names: readonly string[],
): Record<string, string | boolean> {
  const values: Record<string, string | boolean> = {}
  for (const name of names) {
    const field = formInPage.elements.namedItem(name)
    if (field instanceof RadioNodeList) values[name] = field.value
    else if (field instanceof HTMLInputElement) values[name] = field.type === 'checkbox' ? field.checked : field.value
    else if (field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement) values[name] = field.value
  }
  return values
}

import { List } from '@chakra-ui/react'
import { listSlotRecipe } from '@chakra-ui/react/theme/recipes/list'
import { Check, type LucideIcon } from 'lucide-react'

/** What a package or programme includes, each line with a check mark (or another icon); `langOf` marks a line's language. */
export function CheckList({
  items,
  icon: Icon = Check,
  langOf,
}: {
  items: readonly string[]
  icon?: LucideIcon
  langOf?: (item: string) => string | undefined
}) {
  return (
    <List.Root recipe={listSlotRecipe} gap="2" variant="plain" flex="1">
      {items.map((item) => (
        <List.Item key={item} alignItems="start" lang={langOf?.(item)}>
          <List.Indicator asChild color="brand.fg" mt="1">
            <Icon size={16} aria-hidden="true" />
          </List.Indicator>
          {item}
        </List.Item>
      ))}
    </List.Root>
  )
}

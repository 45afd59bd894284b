import { Button, type ButtonProps } from '@chakra-ui/react'

export type LinkButtonProps = Omit<ButtonProps, 'asChild' | 'type'>

/**
 * A link (its one child: an `a`, wouter's `Link` or Chakra's `Link`) that looks like a button. Chakra's Button gives
 * whatever it renders `type="button"`, which an anchor must not carry (on an `a`, `type` is a MIME type).
 */
export function LinkButton(props: LinkButtonProps) {
  return <Button {...props} asChild type={undefined} />
}

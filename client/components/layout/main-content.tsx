import { Box, type BoxProps } from '@chakra-ui/react'

/** The id of every page's `main`: the skip link's target, and where focus goes when the cookie card it was in goes. */
export const MAIN_CONTENT_ID = 'main'

/** The first focus stop of a page, hidden until focused. */
export function SkipLink() {
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className="skip-link">
      Ugrás a tartalomra
    </a>
  )
}

/**
 * The page's main landmark. It takes focus from the skip link or a script (tabindex -1), never from Tab, and shows no
 * ring for it: it is where the next Tab starts from, not a control.
 */
export function MainContent(props: BoxProps) {
  return <Box as="main" id={MAIN_CONTENT_ID} tabIndex={-1} outline="none" {...props} />
}

import { Box, chakra, Heading, IconButton, Text } from '@chakra-ui/react'
import { X } from 'lucide-react'
import { useId, useLayoutEffect, useRef, type ReactNode } from 'react'
import { CONSENT_CARD_SPACE, CONSENT_CARD_SPACE_MARK } from '../../consent/consent-host'
import { setModalLayer } from './modal-layer'

export interface ModalDialogProps {
  title: string
  description: ReactNode
  /** The close button's label (it shows only an icon). */
  closeLabel: string
  /** The visitor closed it: the close button, Escape, or a click beside it. */
  onClose: () => void
  children: ReactNode
}

/**
 * A modal dialog on the browser's own `<dialog>`, open while mounted: `showModal()` puts it in the top layer, makes
 * the page behind it inert, moves focus to its first field and gives focus back on close, and Escape closes it. So it
 * needs no portal, focus trap or state machine of its own (Chakra's Dialog brought about 25 KB of them to the page).
 * Toasts and the cookie card shown meanwhile are placed inside it (./modal-layer.ts), where they stay visible, announced
 * and usable; it stands above the card, so the card covers none of its fields.
 */
export function ModalDialog({ title, description, closeLabel, onClose, children }: ModalDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const leaving = useRef(false)
  const titleId = useId()
  const descriptionId = useId()

  useLayoutEffect(() => {
    const element = dialog.current
    if (!element) return
    element.showModal()
    setModalLayer(element)
    // Closed before it leaves the page, so the browser gives focus back to where it was.
    return () => {
      leaving.current = true
      setModalLayer(null)
      element.close()
    }
  }, [])

  return (
    <chakra.dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      // Escape: the browser closes the dialog, and the page unmounts it (not when it closes because it is leaving).
      onClose={() => {
        if (!leaving.current) onClose()
      }}
      // A click on the backdrop lands on the dialog element itself; one inside lands on its content.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose()
      }}
      // The reset takes the browser's `margin: auto` that centres a modal dialog.
      m="auto"
      insetBlockEnd={CONSENT_CARD_SPACE}
      maxH={`calc(100% - 2rem - ${CONSENT_CARD_SPACE})`}
      {...CONSENT_CARD_SPACE_MARK}
      p="0"
      border="none"
      borderRadius="l3"
      bg="bg.panel"
      color="fg"
      boxShadow="lg"
      w="calc(100% - 2rem)"
      maxW="md"
      textStyle="sm"
      animationName="fade-in"
      animationDuration="moderate"
      _backdrop={{ bg: 'blackAlpha.500' }}
    >
      <Box p="6">
        <Heading id={titleId} as="h2" textStyle="lg" fontWeight="semibold" mb="2">
          {title}
        </Heading>
        <Text id={descriptionId} color="fg.muted" mb="6">
          {description}
        </Text>
        {children}
      </Box>
      <IconButton
        aria-label={closeLabel}
        variant="ghost"
        size="sm"
        pos="absolute"
        top="2"
        insetEnd="2"
        onClick={onClose}
      >
        <X aria-hidden="true" />
      </IconButton>
    </chakra.dialog>
  )
}

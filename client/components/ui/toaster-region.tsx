import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast, createToaster } from '@chakra-ui/react'
import { toastSlotRecipe } from '@chakra-ui/react/theme/recipes/toast'
import { useMemo } from 'react'
import { HEADER_HEIGHT } from '../layout/site-header'
import { useModalLayer } from './modal-layer'

const EDGE_GAP = '1rem'

/** Below the fixed header, whose menu button a toast would cover on a phone. */
export const toaster = createToaster({
  placement: 'top-end',
  offsets: { top: `calc(${HEADER_HEIGHT} + ${EDGE_GAP})`, right: EDGE_GAP, bottom: EDGE_GAP, left: EDGE_GAP },
  pauseOnPageIdle: true,
  max: 4,
})

/**
 * The toast region with its store; loaded after hydration through ./toaster.tsx, which is what pages import. While a
 * modal dialog is open the toasts go inside it: anywhere else they would be beneath it and inert.
 */
export function ToasterRegion() {
  const modalLayer = useModalLayer()
  const container = useMemo(() => (modalLayer ? { current: modalLayer } : undefined), [modalLayer])
  return (
    <Portal container={container}>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root recipe={toastSlotRecipe} width={{ md: 'sm' }}>
            {toast.type === 'loading' ? <Spinner size="sm" color="brand.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            {toast.closable && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  )
}

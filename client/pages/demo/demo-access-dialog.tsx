import { ModalDialog } from '../../components/ui/modal-dialog'
import { DemoAccessForm } from '../../forms/demo-access-form'

/** Spec section 4: with no stored access the demo's form appears in a dialog, open while the page shows it. */
export function DemoAccessDialog({ onClose }: { onClose: () => void }) {
  return (
    <ModalDialog
      title="Demó hozzáférés"
      description="Adja meg adatait, és azonnal kipróbálhatja gyógyszertári AI asszisztensünket."
      closeLabel="Bezárás"
      onClose={onClose}
    >
      <DemoAccessForm />
    </ModalDialog>
  )
}

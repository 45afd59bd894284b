import { Link } from '@chakra-ui/react'
import { DEFAULT_POSITION, POSITIONS, POSITION_LABELS } from '../../shared/positions'
import type { PharmacyDemoAccess } from '../../shared/schemas/forms'
import { withData } from '../lib/data-provider'
import { writeStored } from '../lib/storage'
import { SelectField } from './select-field'
import { EmailField, FullNameField, PharmacyNameField, PublicFormFrame } from './form-fields'
import { CheckboxField } from './native-choice-fields'
import { usePublicForm } from './use-public-form'

const POSITION_OPTIONS = POSITIONS.map((position) => ({ value: position, label: POSITION_LABELS[position] }))

/** Demo access (spec sections 2 and 4): saved with source `demo`; the access is kept in the browser afterwards. */
export const DemoAccessForm = withData(function DemoAccessForm() {
  const form = usePublicForm({
    form: 'demo',
    initialValues: { fullName: '', email: '', pharmacyName: '', position: DEFAULT_POSITION, privacyAccepted: false },
    onAccepted: (fields) => {
      const access: PharmacyDemoAccess = {
        fullName: fields.fullName,
        email: fields.email,
        pharmacyName: fields.pharmacyName,
        position: fields.position,
        accessDate: new Date().toISOString(),
      }
      writeStored('pharmacyDemoAccess', access)
    },
  })

  const position = form.field('position')
  const privacy = form.field('privacyAccepted')

  return (
    <PublicFormFrame
      form={form}
      label="Demó hozzáférés igénylése"
      submitLabel="Demó megnyitása"
      loadingText="Küldés..."
    >
      <FullNameField placeholder="Például: Dr. Nagy Péter" {...form.field('fullName')} />
      <EmailField placeholder="pelda@gyogyszertar.hu" {...form.field('email')} />
      <PharmacyNameField
        label="Gyógyszertár neve"
        placeholder="Például: Napfény Patika"
        {...form.field('pharmacyName')}
      />
      <SelectField
        label="Beosztás"
        options={POSITION_OPTIONS}
        {...position}
        value={position.value ?? DEFAULT_POSITION}
      />
      <CheckboxField
        name={privacy.name}
        required
        checked={privacy.value}
        onChange={privacy.onChange}
        error={privacy.error}
      >
        Elolvastam és elfogadom az{' '}
        <Link href="/adatvedelem" target="_blank" rel="noopener" color="brand.fg" textDecoration="underline">
          adatvédelmi tájékoztatót
        </Link>
        .
      </CheckboxField>
    </PublicFormFrame>
  )
})

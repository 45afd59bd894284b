import { PageHead } from '../../components/page-head'
import type { TrpcServerHelpers } from '../../lib/prefetch'
import { RegisterContentPart, WebinarRegistrationFormPart } from './funnel-parts'
import { prefetchFunnelConfig } from './prefetch-funnel-config'

export const deferredParts = [RegisterContentPart, WebinarRegistrationFormPart]

export const prefetchRegisterPage = (helpers: TrpcServerHelpers) => prefetchFunnelConfig(helpers, 'register')

export function RegisterPage() {
  return (
    <>
      <PageHead
        title="Ingyenes webinárium"
        description="Regisztráljon ingyenes webináriumunkra: hogyan válaszol egy AI asszisztens éjjel-nappal a patika betegeinek."
        image="register"
      />
      <RegisterContentPart.Part />
    </>
  )
}

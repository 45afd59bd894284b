import { PageHead } from '../../components/page-head'
import type { TrpcServerHelpers } from '../../lib/prefetch'
import type { PageModule } from '../../lib/lazy-page'
import { RegisterContentPart, WebinarRegistrationFormPart } from './funnel-parts'
import { prefetchFunnelConfig } from './prefetch-funnel-config'

const deferredParts = [RegisterContentPart, WebinarRegistrationFormPart]

const prefetchRegisterPage = (helpers: TrpcServerHelpers) => prefetchFunnelConfig(helpers, 'register')

function RegisterPage() {
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

/** The page as the route table loads it (client/app.tsx). */
export const page: PageModule = { component: RegisterPage, prefetch: prefetchRegisterPage, deferredParts }

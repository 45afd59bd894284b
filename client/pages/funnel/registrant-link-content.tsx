import { useParams } from 'wouter'
import { UNSUBSCRIBE_ACTION } from '../../../shared/funnel/personal-link'
import { CHANGE_CONFIRM_ACTION } from '../../../shared/funnel/registrant-notices'
import { ChangeConfirmPage } from './change-confirm-page'
import { withData } from '../../lib/data-provider'
import { PersonalLinkPage } from './personal-link-page'
import { UnsubscribePage } from './unsubscribe-page'

/** The pages a registrant's e-mails link to, under one route: /w (the personal link), /w/leiratkozas, /w/modositas. */
export const RegistrantLinkContent = withData(function RegistrantLinkContent() {
  const { action } = useParams<{ action?: string }>()
  if (action === UNSUBSCRIBE_ACTION) return <UnsubscribePage />
  if (action === CHANGE_CONFIRM_ACTION) return <ChangeConfirmPage />
  return <PersonalLinkPage />
})

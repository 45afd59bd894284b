import { useParams } from 'wouter'
import { UNSUBSCRIBE_ACTION } from '../../../shared/funnel/personal-link'
import { withData } from '../../lib/data-provider'
import { PersonalLinkPage } from './personal-link-page'
import { UnsubscribePage } from './unsubscribe-page'

/** The pages a registrant's e-mails link to, under one route: /w (the personal link) and /w/leiratkozas. */
export const RegistrantLinkContent = withData(function RegistrantLinkContent() {
  const { action } = useParams<{ action?: string }>()
  return action === UNSUBSCRIBE_ACTION ? <UnsubscribePage /> : <PersonalLinkPage />
})

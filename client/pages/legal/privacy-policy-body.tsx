import { PRIVACY_POLICY } from '../../../shared/content/privacy-policy'
import { LegalDocumentBody } from './legal-document-body'

export function PrivacyPolicyBody() {
  return <LegalDocumentBody document={PRIVACY_POLICY} />
}

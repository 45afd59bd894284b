import { TERMS_OF_USE } from '../../../shared/content/terms-of-use'
import { LegalDocumentBody } from './legal-document-body'

export function TermsOfUseBody() {
  return <LegalDocumentBody document={TERMS_OF_USE} />
}

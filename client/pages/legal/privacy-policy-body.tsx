import { Button } from '@chakra-ui/react'
import { COOKIE_SETTINGS_LABEL } from '../../../shared/content/cookie-settings-label'
import { PRIVACY_POLICY, PRIVACY_POLICY_STORAGE_SECTION_ID } from '../../../shared/content/privacy-policy'
import { openConsentSettings } from '../../consent/consent-host'
import { LegalDocumentBody } from './legal-document-body'

export function PrivacyPolicyBody() {
  return (
    <LegalDocumentBody
      document={PRIVACY_POLICY}
      sectionEnds={{
        [PRIVACY_POLICY_STORAGE_SECTION_ID]: (
          <Button variant="outline" colorPalette="brand" alignSelf="start" onClick={openConsentSettings}>
            {COOKIE_SETTINGS_LABEL}
          </Button>
        ),
      }}
    />
  )
}

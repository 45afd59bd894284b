/** Where the assistant can answer (spec section 1), with what it does there for the home page's tooltips. */
export interface IntegrationPlatform {
  id: 'website' | 'messenger' | 'instagram' | 'whatsapp' | 'slack' | 'teams'
  name: string
  description: string
}

export const INTEGRATION_PLATFORMS: readonly IntegrationPlatform[] = [
  { id: 'website', name: 'Weboldal', description: 'Csevegőablak a patika saját honlapján, mobilon is.' },
  {
    id: 'messenger',
    name: 'Facebook Messenger',
    description: 'Válaszol a patika Facebook-oldalára érkező üzenetekre, éjjel is.',
  },
  { id: 'instagram', name: 'Instagram', description: 'Kezeli az Instagram-profil közvetlen üzeneteit.' },
  { id: 'whatsapp', name: 'WhatsApp', description: 'A betegek a megszokott WhatsAppon kérdezhetnek és foglalhatnak.' },
  { id: 'slack', name: 'Slack', description: 'Értesíti a csapatot az új rendelésekről és foglalásokról.' },
  {
    id: 'teams',
    name: 'MS Teams',
    description: 'Belső asszisztens a munkatársaknak: eljárások, készletkérdések, gyors válaszok.',
  },
]

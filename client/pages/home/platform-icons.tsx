// The integration platforms' marks, drawn here (no image from another host): simplified shapes on each brand's colour.
import { Globe } from 'lucide-react'
import type { IntegrationPlatform } from '../../../shared/content/integration-platforms'

const STROKE = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const

function MessengerMark() {
  return (
    <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
      <path
        {...STROKE}
        d="M12 3C7 3 3 6.7 3 11.3c0 2.6 1.3 4.9 3.3 6.4V21l3-1.7c.9.3 1.8.4 2.7.4 5 0 9-3.7 9-8.4S17 3 12 3z"
      />
      <path {...STROKE} d="m7.5 13.5 3-3.2 2.2 2.2 3.8-3.5-3 3.4-2.3-2.2z" />
    </svg>
  )
}

function InstagramMark() {
  return (
    <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
      <rect {...STROKE} x="3" y="3" width="18" height="18" rx="5" />
      <circle {...STROKE} cx="12" cy="12" r="4" />
      <circle cx="17.3" cy="6.7" r="1.2" fill="currentColor" />
    </svg>
  )
}

function WhatsAppMark() {
  return (
    <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
      <path {...STROKE} d="M4 20.5l1.2-4.2A8.5 8.5 0 1 1 8.4 19.5z" />
      <path
        {...STROKE}
        strokeWidth="1.6"
        d="M9.2 8.3c.3-.4.7-.4 1-.1l.7 1.4c.1.3 0 .6-.2.8l-.4.4c.5 1.1 1.4 2 2.5 2.5l.4-.4c.2-.2.5-.3.8-.2l1.4.7c.3.3.3.7-.1 1-1 1-2.6.8-4-.3-1.2-.9-2.2-2.1-2.6-3.3-.3-1-.1-1.9.5-2.5z"
      />
    </svg>
  )
}

function SlackMark() {
  return (
    <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
      <g {...STROKE} strokeWidth="2.6">
        <path d="M9.5 4v7" />
        <path d="M14.5 13v7" />
        <path d="M4 14.5h7" />
        <path d="M13 9.5h7" />
      </g>
    </svg>
  )
}

function TeamsMark() {
  return (
    <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
      <rect {...STROKE} x="3" y="6" width="12" height="12" rx="2" />
      <path {...STROKE} d="M6.5 9.5h5M9 9.5V15" />
      <circle {...STROKE} cx="18.5" cy="6.5" r="2" />
      <path {...STROKE} d="M17 11h4v4.5a2.5 2.5 0 0 1-4 2" />
    </svg>
  )
}

export const PLATFORM_MARKS: Record<IntegrationPlatform['id'], { Mark: () => React.JSX.Element; colour: string }> = {
  website: { Mark: () => <Globe aria-hidden="true" size={26} />, colour: '#1f7a6e' },
  messenger: { Mark: MessengerMark, colour: '#0866ff' },
  instagram: { Mark: InstagramMark, colour: '#c13584' },
  whatsapp: { Mark: WhatsAppMark, colour: '#128c4b' },
  slack: { Mark: SlackMark, colour: '#4a154b' },
  teams: { Mark: TeamsMark, colour: '#5059c9' },
}

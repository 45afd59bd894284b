export interface NavLink {
  href: string
  label: string
}

export const HEADER_LINKS: NavLink[] = [
  { href: '/demo', label: 'Demó' },
  { href: '/okos-patika', label: 'Okos Patika' },
  { href: '/kiosk', label: 'Kioszk' },
  { href: '/ai-kepzesek', label: 'AI képzések' },
  { href: '/blog', label: 'Blog' },
  { href: '/tortenetunk', label: 'Történetünk' },
]

export const FOOTER_PLATFORM_LINKS: NavLink[] = [
  { href: '/demo', label: 'Chatbot demó' },
  { href: '/register', label: 'Ingyenes webinárium' },
  { href: '/okos-patika', label: 'Okos Patika marketingközösség' },
  { href: '/kiosk', label: 'Váróterem-kioszk' },
  { href: '/ai-kepzesek', label: 'AI képzések' },
  { href: '/blog', label: 'Blog' },
]

export const FOOTER_LEGAL_LINKS: NavLink[] = [
  { href: '/adatvedelem', label: 'Adatvédelmi tájékoztató' },
  { href: '/felhasznalasi-feltetelek', label: 'Felhasználási feltételek' },
]

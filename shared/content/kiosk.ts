// The waiting-room kiosk's offer (spec section 9): two ways to have one, both with Hungarian and English support.

export interface KioskOption {
  name: string
  /** Amounts in forints; a range has both ends. */
  oneOffFt?: { from: number; to: number }
  monthlyFt: number
  refundableDepositFt?: number
  features: readonly string[]
}

export const KIOSK_LANGUAGES = ['magyar', 'angol'] as const

export const KIOSK_OPTIONS: readonly KioskOption[] = [
  {
    name: 'Vásárlás',
    oneOffFt: { from: 250_000, to: 500_000 },
    monthlyFt: 54_000,
    features: ['Saját eszköz, kiépítéstől függő egyszeri díj', 'Havi előfizetés a szoftverre és a frissítésekre'],
  },
  {
    name: 'Bérlés',
    monthlyFt: 54_000,
    refundableDepositFt: 180_000,
    features: ['Nincs egyszeri beruházás', 'A kaució a bérlet végén visszajár'],
  },
]

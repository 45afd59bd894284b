// The AI training programmes (spec section 9): minimum lengths verbatim.

export interface TrainingProgramme {
  id: 'staff-basics' | 'manager-basics' | 'eu-ai-act'
  name: string
  audience: string
  /** The programme's minimum length, as the price list writes it. */
  minimumLength: string
  topics: readonly string[]
}

export const TRAINING_PROGRAMMES: readonly TrainingProgramme[] = [
  {
    id: 'staff-basics',
    name: 'AI alapok munkatársaknak',
    audience: 'Gyógyszertári és rendelői munkatársaknak',
    minimumLength: 'minimum 4-5 óra',
    topics: [
      'Mire jó és mire nem a mesterséges intelligencia',
      'Biztonságos promptírás a mindennapi feladatokhoz',
      'Betegadatok védelme AI-eszközök használatakor',
      'Gyakorlat: ügyfélkérdések, szövegek, összefoglalók',
    ],
  },
  {
    id: 'manager-basics',
    name: 'AI alapok vezetőknek',
    audience: 'Patikatulajdonosoknak, rendelővezetőknek',
    minimumLength: 'minimum 5-6 óra',
    topics: [
      'Hol hoz megtérülést az AI egy patikában vagy rendelőben',
      'Eszközválasztás, költségek és kockázatok',
      'Bevezetési terv és a csapat felkészítése',
      'Eredmények mérése',
    ],
  },
  {
    id: 'eu-ai-act',
    name: 'EU AI Act megfelelőség',
    audience: 'Vezetőknek és adatvédelmi felelősöknek',
    minimumLength: 'minimum 4-5 óra',
    topics: [
      'Az EU mesterséges intelligencia rendelet felépítése és ütemezése',
      'Kockázati kategóriák az egészségügyben',
      'Átláthatósági és dokumentációs kötelezettségek',
      'A GDPR és az AI Act együttes alkalmazása',
    ],
  },
]

export const TRAINING_FORMATS = [
  { name: '4-6 órás képzés', text: 'Egynapos, tömör program, amely a munkaidőbe is beilleszthető.' },
  { name: 'Személyesen', text: 'Az Önök helyszínén vagy egy közeli oktatóteremben, gyakorlati feladatokkal.' },
  { name: 'Online', text: 'Élő, interaktív képzés videóhíváson, bárhonnan csatlakozva.' },
] as const

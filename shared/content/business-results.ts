/** The business results the product claims (spec section 1), figures verbatim. */
export interface BusinessResult {
  figure: string
  label: string
  detail: string
}

export const BUSINESS_RESULTS: readonly BusinessResult[] = [
  { figure: '+35%', label: 'webes konverzió', detail: 'Több látogatóból lesz rendelés vagy foglalás.' },
  { figure: '+47%', label: 'új vásárló', detail: 'Akik éjjel kérdeznek, másnap Önnél vásárolnak.' },
  { figure: '24/7', label: 'kiszolgálás', detail: 'Hétvégén, ünnepnapokon és zárás után is válaszol.' },
  { figure: '+28%', label: 'átlagos kosárérték', detail: 'Célzott, szakmailag megalapozott kiegészítő ajánlások.' },
]

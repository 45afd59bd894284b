// The home page's ROI calculator (spec sections 5 and 9): its slider limits and its formula, in one pure function.

export interface RoiSlider {
  min: number
  max: number
  step: number
  initial: number
}

export const ROI_SLIDERS = {
  dailyVisitors: { min: 20, max: 200, step: 1, initial: 100 },
  conversionPercent: { min: 3, max: 20, step: 1, initial: 5 },
  orderValueFt: { min: 2000, max: 8000, step: 100, initial: 5000 },
} as const satisfies Record<string, RoiSlider>

export type RoiInput = { [K in keyof typeof ROI_SLIDERS]: number }

/** The AI assistant raises the conversion rate by 35 percent of itself. */
export const ROI_CONVERSION_RISE = 0.35
export const ROI_WORKING_DAYS_PER_MONTH = 22
/** The share of the extra orders that come from customers new to the pharmacy. */
export const ROI_NEW_CUSTOMER_SHARE = 0.6

export interface RoiResult {
  /** Conversion with the assistant, in percent. */
  newConversionPercent: number
  extraOrdersPerDay: number
  /** Whole forints. */
  extraMonthlyRevenueFt: number
  /** Whole forints: the rounded monthly figure times twelve, so the two shown figures always agree. */
  extraYearlyRevenueFt: number
  /** Whole customers. */
  newCustomersPerMonth: number
}

export function calculateRoi({ dailyVisitors, conversionPercent, orderValueFt }: RoiInput): RoiResult {
  const oldRate = conversionPercent / 100
  const newRate = oldRate * (1 + ROI_CONVERSION_RISE)
  const extraOrdersPerDay = dailyVisitors * (newRate - oldRate)
  const extraMonthlyRevenueFt = Math.round(extraOrdersPerDay * orderValueFt * ROI_WORKING_DAYS_PER_MONTH)
  return {
    newConversionPercent: conversionPercent * (1 + ROI_CONVERSION_RISE),
    extraOrdersPerDay,
    extraMonthlyRevenueFt,
    extraYearlyRevenueFt: extraMonthlyRevenueFt * 12,
    newCustomersPerMonth: Math.round(extraOrdersPerDay * ROI_WORKING_DAYS_PER_MONTH * ROI_NEW_CUSTOMER_SHARE),
  }
}

/** Keeps a slider's value inside its range and on its steps, as the slider itself would. */
export function clampToSlider(value: number, slider: RoiSlider): number {
  const stepped = slider.min + Math.round((value - slider.min) / slider.step) * slider.step
  return Math.min(slider.max, Math.max(slider.min, stepped))
}

import { describe, expect, test } from 'vitest'
import { formatForint, formatHungarianNumber } from '../../shared/hungarian-number'
import { calculateRoi, clampToSlider, ROI_SLIDERS } from '../../shared/roi'

describe('calculateRoi', () => {
  test("the spec's example: 100 visitors, 5 %, 5000 Ft gives 192 500 Ft a month and 2 310 000 Ft a year", () => {
    const result = calculateRoi({ dailyVisitors: 100, conversionPercent: 5, orderValueFt: 5000 })
    expect(result.extraOrdersPerDay).toBeCloseTo(1.75)
    expect(result.newConversionPercent).toBeCloseTo(6.75)
    expect(result.extraMonthlyRevenueFt).toBe(192_500)
    expect(result.extraYearlyRevenueFt).toBe(2_310_000)
    // 1.75 × 22 × 0.6 = 23.1
    expect(result.newCustomersPerMonth).toBe(23)
  })

  test('the sliders’ extremes', () => {
    const low = calculateRoi({ dailyVisitors: 20, conversionPercent: 3, orderValueFt: 2000 })
    // 20 × 0.03 × 0.35 = 0.21 orders a day; × 2000 × 22 = 9240
    expect(low.extraMonthlyRevenueFt).toBe(9_240)
    expect(low.extraYearlyRevenueFt).toBe(110_880)
    expect(low.newCustomersPerMonth).toBe(3)
    const high = calculateRoi({ dailyVisitors: 200, conversionPercent: 20, orderValueFt: 8000 })
    // 200 × 0.2 × 0.35 = 14 orders a day; × 8000 × 22 = 2 464 000
    expect(high.extraMonthlyRevenueFt).toBe(2_464_000)
    expect(high.extraYearlyRevenueFt).toBe(29_568_000)
    expect(high.newCustomersPerMonth).toBe(185)
  })
})

describe('ROI sliders', () => {
  test('limits and steps are the spec’s', () => {
    expect(ROI_SLIDERS.dailyVisitors).toMatchObject({ min: 20, max: 200 })
    expect(ROI_SLIDERS.conversionPercent).toMatchObject({ min: 3, max: 20 })
    expect(ROI_SLIDERS.orderValueFt).toMatchObject({ min: 2000, max: 8000, step: 100 })
    for (const slider of Object.values(ROI_SLIDERS)) {
      expect(slider.initial).toBeGreaterThanOrEqual(slider.min)
      expect(slider.initial).toBeLessThanOrEqual(slider.max)
      expect((slider.initial - slider.min) % slider.step).toBe(0)
    }
  })

  test('a value is kept inside the range and on the steps', () => {
    expect(clampToSlider(1999, ROI_SLIDERS.orderValueFt)).toBe(2000)
    expect(clampToSlider(9000, ROI_SLIDERS.orderValueFt)).toBe(8000)
    expect(clampToSlider(5049, ROI_SLIDERS.orderValueFt)).toBe(5000)
    expect(clampToSlider(5051, ROI_SLIDERS.orderValueFt)).toBe(5100)
    expect(clampToSlider(2, ROI_SLIDERS.conversionPercent)).toBe(3)
    expect(clampToSlider(250, ROI_SLIDERS.dailyVisitors)).toBe(200)
  })
})

describe('Hungarian number format', () => {
  test('groups of three digits with no-break spaces, and the forint after one', () => {
    expect(formatHungarianNumber(1_234_567)).toBe('1\u00a0234\u00a0567')
    expect(formatHungarianNumber(999)).toBe('999')
    expect(formatHungarianNumber(1000)).toBe('1\u00a0000')
    expect(formatHungarianNumber(192_500.4)).toBe('192\u00a0500')
    expect(formatForint(2_310_000)).toBe('2\u00a0310\u00a0000\u00a0Ft')
    expect(formatForint(0)).toBe('0\u00a0Ft')
  })
})

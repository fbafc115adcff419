import { invalidField } from '@svc/core'
import { perEuro, type RateDay } from '@svc/providers/ecb'

export interface Quote {
  date: string
  base: string
  quote: string
  /** Units of `quote` for one `base`. */
  rate: number
}

/** Significant digits: enough for any published rate, free of binary float noise. */
const round = (value: number) => Number(value.toPrecision(10))

/** Every currency of the publication (the euro included), sorted. */
export const publishedCodes = (day: RateDay) => ['EUR', ...day.rates.keys()].sort()

/**
 * Cross rates of one publication through the euro: `base` against each of `symbols` (default every
 * published currency but the base). A currency the ECB did not publish that day is the caller's error.
 */
export function quotesOn(day: RateDay, base: string, symbols: string[] | undefined): Quote[] {
  const basePerEuro = perEuro(day, base)
  if (basePerEuro === undefined) throw invalidField('base', `${base} has no ECB reference rate on ${day.date}; supported: ${publishedCodes(day).join(', ')}`)
  const wanted = symbols ?? publishedCodes(day).filter((code) => code !== base)
  return wanted.map((quote) => {
    const quotePerEuro = perEuro(day, quote)
    if (quotePerEuro === undefined) throw invalidField('symbols', `${quote} has no ECB reference rate on ${day.date}; supported: ${publishedCodes(day).join(', ')}`)
    return { date: day.date, base, quote, rate: round(quotePerEuro / basePerEuro) }
  })
}

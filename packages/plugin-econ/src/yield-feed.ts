/** The par yield maturities of the daily curve, as the feed names them (BC_1_5MONTH since 2025). */
export const MATURITIES = [
  ['BC_1MONTH', '1M', 1 / 12], ['BC_1_5MONTH', '6W', 1.5 / 12], ['BC_2MONTH', '2M', 2 / 12], ['BC_3MONTH', '3M', 0.25], ['BC_4MONTH', '4M', 4 / 12],
  ['BC_6MONTH', '6M', 0.5], ['BC_1YEAR', '1Y', 1], ['BC_2YEAR', '2Y', 2], ['BC_3YEAR', '3Y', 3], ['BC_5YEAR', '5Y', 5],
  ['BC_7YEAR', '7Y', 7], ['BC_10YEAR', '10Y', 10], ['BC_20YEAR', '20Y', 20], ['BC_30YEAR', '30Y', 30],
] as const

export interface CurveDay {
  date: string
  yields: Array<{ maturity: string; years: number; yield: number }>
}

/** Reads the `<m:properties>` of each Atom entry: `<d:NEW_DATE>` and one `<d:BC_…>` element per maturity (absent or empty when not quoted). */
export function parseYieldFeed(xml: string): CurveDay[] {
  const days: CurveDay[] = []
  for (const [, body] of xml.matchAll(/<m:properties[^>]*>([\s\S]*?)<\/m:properties>/g)) {
    const date = /<d:NEW_DATE[^>]*>(\d{4}-\d{2}-\d{2})/.exec(body!)?.[1]
    if (!date) continue
    const yields = MATURITIES.flatMap(([tag, maturity, years]) => {
      const text = new RegExp(`<d:${tag}[^>]*>([^<]*)</d:${tag}>`).exec(body!)?.[1]?.trim()
      const value = text ? Number(text) : Number.NaN
      return Number.isFinite(value) ? [{ maturity, years: Number(years.toFixed(4)), yield: value }] : []
    })
    if (yields.length > 0) days.push({ date, yields })
  }
  return days.sort((a, b) => (a.date < b.date ? 1 : -1))
}

import table from './damodaran.json' with { type: 'json' }
import type { Country } from './countries.ts'

interface Row {
  country: string
  alpha2: string | null
  region: string | null
  basis: string
  moodysRating: string | null
  defaultSpread: number | null
  equityRiskPremium: number | null
  countryRiskPremium: number | null
  prsScore: number | null
}

const byAlpha2 = new Map((table.countries as Row[]).filter((row) => row.alpha2).map((row) => [row.alpha2!, row]))
const pct = (fraction: number | null) => (fraction === null ? null : Math.round(fraction * 1e6) / 1e4)

/** The table's date and base premium, cited in each answer. */
export const financialsTable = { asOf: table.asOf, source: table.source, matureMarketPremiumPct: pct(table.matureMarketPremium) }

/** One country's row: ISO identity from world-countries, risk figures from Damodaran's table (null where it has none). */
export function countryFinancials(country: Country) {
  const row = byAlpha2.get(country.alpha2)
  return {
    country: country.name.common,
    alpha2: country.alpha2,
    alpha3: country.alpha3,
    numeric: country.numeric,
    currencies: country.currencies.map((currency) => ({ code: currency.code, name: currency.name })),
    region: row?.region ?? country.region,
    covered: Boolean(row),
    // How Damodaran priced it: from the sovereign rating, or (no rating) from the PRS composite risk score.
    basis: row?.basis ?? null,
    sovereignRating: row?.moodysRating ? { agency: "Moody's", rating: row.moodysRating } : null,
    prsScore: row?.prsScore ?? null,
    defaultSpreadPct: pct(row?.defaultSpread ?? null),
    equityRiskPremiumPct: pct(row?.equityRiskPremium ?? null),
    countryRiskPremiumPct: pct(row?.countryRiskPremium ?? null),
    tableName: row?.country ?? null,
  }
}

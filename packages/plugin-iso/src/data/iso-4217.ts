import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

export interface Currency {
  code: string
  numeric: string | null
  name: string
  /** Digits after the decimal separator; null where ISO 4217 says N.A. (gold, SDR, test codes...). */
  minorUnits: number | null
  /** Fund codes (e.g. CLF, USN) are units of account, not circulating currencies. */
  fund: boolean
  /** ISO 4217 entity names as published (upper case), e.g. "GERMANY", "EUROPEAN UNION". */
  countries: string[]
}

export interface Iso4217 {
  published: string
  currencies: Currency[]
  byCode: Map<string, Currency>
  byNumeric: Map<string, Currency>
}

let loaded: Iso4217 | undefined

/**
 * ISO 4217 List One as the currency-codes package ships it (`iso-4217-list-one.xml`, the
 * maintenance agency's own file), read on first use. The XML is used rather than the package's
 * JS rows because those turn "N.A." minor units into 0 and title-case the entity names.
 */
export function iso4217(): Iso4217 {
  if (loaded) return loaded
  const require = createRequire(import.meta.url)
  const xml = readFileSync(require.resolve('currency-codes/iso-4217-list-one.xml'), 'utf8')
  const byCode = new Map<string, Currency>()
  for (const [, entry] of xml.matchAll(/<CcyNtry>([\s\S]*?)<\/CcyNtry>/g)) {
    const code = text(entry!, 'Ccy')
    if (!code) continue // an entity without a universal currency (ANTARCTICA)
    const currency = byCode.get(code) ?? newCurrency(code, entry!)
    const country = text(entry!, 'CtryNm')
    if (country && !/^ZZ\d\d_/.test(country)) currency.countries.push(country) // ZZnn_ rows are placeholders, not places
    if (/<CcyNm[^>]*IsFund="true"/.test(entry!)) currency.fund = true
    byCode.set(code, currency)
  }
  const currencies = [...byCode.values()].sort((a, b) => a.code.localeCompare(b.code))
  const byNumeric = new Map(currencies.filter((c) => c.numeric).map((c) => [c.numeric!, c]))
  loaded = { published: /Pblshd="([^"]+)"/.exec(xml)?.[1] ?? 'unknown', currencies, byCode, byNumeric }
  return loaded
}

function newCurrency(code: string, entry: string): Currency {
  const units = text(entry, 'CcyMnrUnts')
  return {
    code,
    numeric: text(entry, 'CcyNbr'),
    name: text(entry, 'CcyNm') ?? code,
    minorUnits: units && /^\d+$/.test(units) ? Number(units) : null,
    fund: false,
    countries: [],
  }
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

/** Text of the first `<tag ...>text</tag>` of an entry (the list has no nesting inside an entry). */
function text(entry: string, tag: string): string | null {
  const match = new RegExp(`<${tag}(?:\\s[^>]*)?>([^<]*)</${tag}>`).exec(entry)
  const value = match?.[1]?.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => entities[name]!).trim()
  return value ? value : null
}

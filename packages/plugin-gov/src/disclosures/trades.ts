import { usDate } from '@svc/core'

const DAY = 86_400_000

/** One disclosed transaction, as the contract's `congress-trades` item has it (its `source` aside). */
export interface Trade {
  member: string
  chamber: 'house' | 'senate'
  party: string | null
  state: string | null
  district: number | null
  owner: string | null
  ticker: string | null
  assetDescription: string | null
  assetType: string | null
  transactionType: string | null
  amountMin: number | null
  amountMax: number | null
  transactionDate: string | null
  disclosureDate: string | null
  daysToDisclose: number | null
  docUrl: string | null
}

/** A trade row as a report gives it, before the member's party and seat are known. */
export type ReportedTrade = Pick<Trade, 'owner' | 'ticker' | 'assetDescription' | 'assetType' | 'transactionType' | 'amountMin' | 'amountMax' | 'transactionDate'>

/** `$1,001 - $15,000` as 1001 and 15000; `Over $50,000,000` or `$50,000,000 +` as a minimum only. */
export function amountRange(amount: string): Pick<Trade, 'amountMin' | 'amountMax'> {
  const numbers = [...amount.matchAll(/\$?([\d,]+)/g)].map((match) => Number(match[1]!.replace(/,/g, ''))).filter((value) => Number.isFinite(value) && value > 0)
  const open = /over|\+\s*$/i.test(amount)
  return { amountMin: numbers[0] ?? null, amountMax: open ? null : numbers[1] ?? numbers[0] ?? null }
}

/** Senate `Sale (Full)`/`Sale (Partial)`/`Purchase`/`Exchange`, House codes `P`, `S`, `S (partial)`, `E`. */
export function transactionType(kind: string): string | null {
  const lower = kind.trim().toLowerCase()
  if (lower.includes('partial')) return 'partial_sale'
  if (lower === 's' || lower.startsWith('sale')) return 'sale'
  if (lower === 'p' || lower.startsWith('purchase')) return 'purchase'
  if (lower === 'e' || lower.startsWith('exchange')) return 'exchange'
  return lower || null
}

/** Senate owner words (`Self`, `Spouse`, `Joint`, `Child`/`Dependent`), House codes (none for self, `SP`, `JT`, `DC`). */
export function ownerOf(value: string): string | null {
  const lower = value.trim().toLowerCase()
  if (lower === 'self' || lower === '') return lower === 'self' ? 'self' : null
  if (lower === 'spouse' || lower === 'sp') return 'spouse'
  if (lower === 'joint' || lower === 'jt') return 'joint'
  if (lower === 'dependent' || lower === 'dc' || lower.startsWith('child')) return 'dependent'
  return lower === '--' ? null : lower
}

/** A ticker as reports print it (plain, or `--` for none). */
export function tickerOf(value: string): string | null {
  const plain = value.trim().toUpperCase()
  return /^[A-Z][A-Z0-9.-]{0,9}$/.test(plain) ? plain : null
}

/** `03/15/2024` as ISO; anything else null. */
export const isoDay = (value: string) => usDate(value.trim())

/** The full trade, with the days from the transaction to the report (null when either date is missing or out of order). */
export function trade(fields: Omit<Trade, 'daysToDisclose'>): Trade {
  const days = fields.transactionDate && fields.disclosureDate ? Math.round((Date.parse(fields.disclosureDate) - Date.parse(fields.transactionDate)) / DAY) : null
  return { ...fields, daysToDisclose: days !== null && Number.isFinite(days) && days >= 0 ? days : null }
}

import { type UpstreamClient, usDate } from '@svc/core'
import * as v from 'valibot'

const t = v.nullish(v.union([v.string(), v.number()]), null)
const houseRow = v.looseObject({ disclosure_date: t, transaction_date: t, owner: t, ticker: t, asset_description: t, type: t, amount: t, representative: t, district: t, state: t, ptr_link: t, party: t })
const senateRow = v.looseObject({ transaction_date: t, owner: t, ticker: t, asset_description: t, asset_type: t, type: t, amount: t, party: t, state: t, senator: t, ptr_link: t, disclosure_date: t })
const DAY = 86_400_000
/** Normalised trades per cached upstream answer: the client hands back the same array until its cache expires. */
const normalised = new WeakMap<object, readonly Trade[]>()
function once(data: object, build: () => readonly Trade[]): readonly Trade[] {
  let trades = normalised.get(data)
  if (!trades) normalised.set(data, (trades = build()))
  return trades
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim())
/** `03/15/2024` or `2024-03-15` as ISO; anything else null. */
const isoDay = (value: unknown) => {
  const raw = text(value)
  return /^\d{4}-\d{2}-\d{2}/.test(raw) ? raw.slice(0, 10) : usDate(raw)
}
/** `$1,001 - $15,000` as 1001 and 15000; `Over $50,000,000` as a minimum only. */
function range(amount: string) {
  const numbers = [...amount.matchAll(/\$?([\d,]+)/g)].map((match) => Number(match[1]!.replace(/,/g, ''))).filter((value) => Number.isFinite(value) && value > 0)
  return { amountMin: numbers[0] ?? null, amountMax: /over/i.test(amount) ? null : numbers[1] ?? numbers[0] ?? null }
}
/** `Sale (Full)` as sale, `Sale (Partial)`/`sale_partial` as partial_sale, `Purchase`, `Exchange`. */
function transaction(kind: string) {
  const lower = kind.toLowerCase()
  if (lower.includes('partial')) return 'partial_sale'
  if (lower.startsWith('sale')) return 'sale'
  if (lower.startsWith('purchase')) return 'purchase'
  if (lower.startsWith('exchange')) return 'exchange'
  return lower || null
}
const owner = (value: string) => {
  const lower = value.toLowerCase()
  return lower === 'self' || lower === 'spouse' || lower === 'joint' || lower === 'dependent' ? lower : lower.startsWith('child') ? 'dependent' : lower === '--' || lower === '' ? null : lower
}
const party = (value: string) => (/^d/i.test(value) ? 'D' : /^r/i.test(value) ? 'R' : /^i/i.test(value) ? 'I' : null)
/** Tickers arrive plain, as `--`, or wrapped in a link (`<a href=...>BYND</a>`). */
const ticker = (value: string) => {
  const plain = value.replace(/<[^>]+>/g, '').trim().toUpperCase()
  return /^[A-Z][A-Z0-9.-]{0,9}$/.test(plain) ? plain : null
}

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

function trade(fields: Omit<Trade, 'daysToDisclose'>): Trade {
  const days = fields.transactionDate && fields.disclosureDate ? Math.round((Date.parse(fields.disclosureDate) - Date.parse(fields.transactionDate)) / DAY) : null
  return { ...fields, daysToDisclose: days !== null && Number.isFinite(days) && days >= 0 ? days : null }
}

/** Every transcribed House PTR transaction: `GET /data/all_transactions.json`. */
export async function houseTrades(client: UpstreamClient) {
  const response = await client.json('/data/all_transactions.json', { schema: v.array(houseRow), cacheTtlMs: 12 * 3600_000 })
  const trades = once(response.data, () => response.data.map((row) => {
    const seat = /^([A-Z]{2})(\d{2})$/.exec(text(row.district).toUpperCase())
    return trade({
      member: text(row.representative).replace(/^Hon\.\s*/, ''), chamber: 'house', party: party(text(row.party)), state: seat?.[1] ?? (text(row.state).toUpperCase() || null), district: seat ? Number(seat[2]) : null,
      owner: owner(text(row.owner)), ticker: ticker(text(row.ticker)), assetDescription: text(row.asset_description) || null, assetType: null, transactionType: transaction(text(row.type)),
      ...range(text(row.amount)), transactionDate: isoDay(row.transaction_date), disclosureDate: isoDay(row.disclosure_date), docUrl: text(row.ptr_link) || null,
    })
  }))
  return { trades, url: response.url }
}

/** Every Senate PTR transaction: `GET /aggregate/all_transactions.json`. */
export async function senateTrades(client: UpstreamClient) {
  const response = await client.json('/aggregate/all_transactions.json', { schema: v.array(senateRow), cacheTtlMs: 12 * 3600_000 })
  const trades = once(response.data, () => response.data.map((row) => trade({
    member: text(row.senator), chamber: 'senate', party: party(text(row.party)), state: text(row.state).toUpperCase() || null, district: null,
    owner: owner(text(row.owner)), ticker: ticker(text(row.ticker)), assetDescription: text(row.asset_description) || null, assetType: text(row.asset_type) || null, transactionType: transaction(text(row.type)),
    ...range(text(row.amount)), transactionDate: isoDay(row.transaction_date), disclosureDate: isoDay(row.disclosure_date), docUrl: text(row.ptr_link) || null,
  })))
  return { trades, url: response.url }
}

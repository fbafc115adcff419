import type { OperationContext, Source } from '@svc/core'

/** What an adapter needs from the operation's context. */
export type Fetch = Pick<OperationContext<unknown>, 'upstream'>

/** One price of a card: who set it (and who relays it), in which currency, for which finish or printing. */
export interface Price {
  source: string
  currency: 'USD' | 'EUR' | 'TIX'
  /** The printing or finish the price is for (`nonfoil`, `foil`, `holofoil`, `reverseHolofoil`...). */
  finish: string
  /** The statistic: `market`, `low`, `trend`, `average`... */
  kind: string
  value: number
}

export interface TcgSet {
  /** The value `tcg.set-prices` takes as `set`. */
  id: string
  code: string | null
  name: string
  releaseDate: string | null
  cardCount: number | null
  series: string | null
  url: string | null
}

export interface TcgCard {
  id: string
  name: string
  setId: string | null
  setName: string | null
  number: string | null
  rarity: string | null
  type: string | null
  imageUrl: string | null
  url: string | null
  prices: Price[]
}

export interface CardPage {
  items: TcgCard[]
  total: number | null
  source: Source
}

/** Upstream price strings ("0.25") and numbers to a number; missing, empty or non-positive to null. */
export function priceValue(raw: unknown): number | null {
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : Number.NaN
  return Number.isFinite(value) && value > 0 ? value : null
}

/** Adds a price when the provider has one. */
export function pushPrice(prices: Price[], price: Omit<Price, 'value'>, raw: unknown): void {
  const value = priceValue(raw)
  if (value !== null) prices.push({ ...price, value })
}

/** `2020/08/14`, `2020-08-14` or an ISO timestamp -> `2020-08-14`; anything else -> null. */
export function isoDate(raw: string | null | undefined): string | null {
  const match = raw?.match(/^(\d{4})[-/](\d{2})[-/](\d{2})/)
  return match ? `${match[1]}-${match[2]}-${match[3]}` : null
}

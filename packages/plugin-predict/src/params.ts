import { rowLimit } from '@svc/core'
import * as v from 'valibot'

export const limit = rowLimit

export const offset = (max: number) =>
  v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(max), v.description(`Rows to skip (0-${max}, default 0)`)), 0)


/** A venue A market condition id: 0x and 64 hex digits. */
export const conditionId = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.regex(/^0x[0-9a-f]{64}$/, 'must be a condition id: 0x and 64 hex digits'), v.description('Market condition id (0x + 64 hex), as markets answer it'))

/** A venue A outcome token id: a decimal integer of up to 80 digits. */
export const tokenId = v.pipe(v.string(), v.trim(), v.regex(/^\d{1,80}$/, 'must be an outcome token id (decimal digits)'), v.description('Outcome token id (decimal digits), from a market\'s outcomes[].tokenId'))

/** A wallet: 0x and 40 hex digits. */
export const wallet = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.regex(/^0x[0-9a-f]{40}$/, 'must be a wallet address: 0x and 40 hex digits'), v.description('Wallet (proxy wallet) address, 0x + 40 hex'))

/** A market as callers name it: numeric id, slug or condition id. */
export const marketRef = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1),
  v.maxLength(200),
  v.regex(/^(\d{1,12}|0x[0-9a-fA-F]{64}|(?!0x)[a-z0-9][a-z0-9-]{0,199})$/, 'must be a market id (digits), slug (lowercase words and hyphens) or condition id (0x + 64 hex)'),
  v.description('Market id, slug (from its URL) or condition id'),
)

export const status = v.optional(v.pipe(v.picklist(['open', 'closed', 'all']), v.description('open (default), closed or all')), 'open')

/** Gamma's `closed` filter for a status (all: no filter). */
export const closedFilter = (value: 'open' | 'closed' | 'all') => (value === 'all' ? undefined : value === 'closed')

export const tagSlug = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.regex(/^[a-z0-9][a-z0-9-]{0,59}$/, 'must be a tag slug such as politics or crypto'), v.description('Tag (category) slug, e.g. politics, crypto, sports'))

import { createError, type ApiError, type UpstreamDefinition } from '@svc/core'

/** A number from an upstream decimal string (null stays null; garbage becomes null). */
export function num(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null
  const parsed = typeof value === 'number' ? value : Number(value)
  return Number.isFinite(parsed) ? parsed : null
}

/** ISO 8601 of a Unix time in seconds. */
export function isoFromSeconds(seconds: number | null | undefined): string | null {
  return seconds === null || seconds === undefined ? null : new Date(seconds * 1000).toISOString()
}

/** Satoshis to BTC without float drift (8 decimals). */
export function satsToBtc(sats: number): number {
  return Number((sats / 1e8).toFixed(8))
}

/** A 502 for an upstream answer that passed its schema but cannot be used. */
export function malformed(upstream: UpstreamDefinition, what: string): ApiError {
  return createError('UPSTREAM_FAILED', `${upstream.name} sent a malformed answer (${what})`)
}

/** Percent change from `before` to `now`, 4 decimals; null when either is missing or `before` is 0. */
export function pctChange(now: number | null, before: number | null): number | null {
  return now === null || !before ? null : Math.round(((now - before) / before) * 1e6) / 1e4
}

import { createHash, createHmac } from 'node:crypto'
import type { Candidate } from './detect/index.ts'

export const MASKS = ['label', 'partial', 'hash'] as const
export type Mask = (typeof MASKS)[number]

/** Letters and digits become `*` except the last four; separators and punctuation stay. */
export function keepLastFour(value: string): string {
  let visible = 4
  const chars = [...value]
  for (let i = chars.length - 1; i >= 0; i--) {
    if (!/[\p{L}\p{N}]/u.test(chars[i]!)) continue
    if (visible > 0) visible--
    else chars[i] = '*'
  }
  return chars.join('')
}

/**
 * The text that replaces a finding:
 * - label: `[REDACTED:EMAIL]`
 * - partial: the value with all but its last four letters or digits masked
 * - hash: `[EMAIL:` + 16 hex digits of SHA-256 (HMAC-SHA-256 with `salt`) of the canonical value + `]`,
 *   so the same value gets the same token across calls.
 */
export function replacement(candidate: Candidate, value: string, mask: Mask, salt: string | undefined): string {
  const kind = candidate.kind.toUpperCase()
  if (mask === 'label') return `[REDACTED:${kind}]`
  if (mask === 'partial') return keepLastFour(value)
  const digest = salt === undefined ? createHash('sha256') : createHmac('sha256', salt)
  return `[${kind}:${digest.update(candidate.canonical).digest('hex').slice(0, 16)}]`
}

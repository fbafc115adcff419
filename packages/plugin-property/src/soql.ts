import { trimmedMember } from '@svc/core'
import * as v from 'valibot'

/** SoQL and NYC identifiers shared by the property operations. */

/** A SoQL string literal: single quotes doubled. */
export const quote = (value: string) => `'${value.replace(/'/g, "''")}'`

/** NYC borough codes as BBLs and ACRIS number them. */
export const BOROUGHS = { 1: 'Manhattan', 2: 'Bronx', 3: 'Brooklyn', 4: 'Queens', 5: 'Staten Island' } as const

/** A BBL: borough (1 digit, 1-5) + block (5 digits) + lot (4 digits). */
export const bblSchema = v.pipe(v.string(), v.trim(), v.regex(/^[1-5]\d{9}$/, 'must be a 10-digit BBL: borough 1-5, block (5 digits), lot (4 digits), e.g. 1008350041'), v.description('Borough-block-lot, 10 digits'))
/** A BIN: the borough digit (1-5) and six digits; x000000 numbers are placeholders DOB uses for unknown buildings. */
export const binSchema = v.pipe(v.string(), v.trim(), v.regex(/^[1-5]\d{6}$/, 'must be a 7-digit building identification number (BIN), e.g. 1015862'), v.check((bin) => !/^[1-5]0{6}$/.test(bin), 'is a placeholder BIN, not a building'), v.description('Building identification number (BIN), 7 digits'))

export function splitBbl(bbl: string): { borough: number; block: number; lot: number } {
  return { borough: Number(bbl[0]), block: Number(bbl.slice(1, 6)), lot: Number(bbl.slice(6)) }
}

export function joinBbl(borough: unknown, block: unknown, lot: unknown): string | null {
  const [b, k, l] = [Number(borough), Number(block), Number(lot)]
  if (![b, k, l].every(Number.isInteger) || b < 1 || b > 5) return null
  return `${b}${String(k).padStart(5, '0')}${String(l).padStart(4, '0')}`
}

/**
 * A day from the formats NYC datasets use: floating timestamps (2023-06-15T00:00:00.000), YYYYMMDD (DOB
 * violations) and MM/DD/YYYY (DOB permits); null for anything else.
 */
export function day(value: string | null | undefined): string | null {
  if (!value) return null
  const text = value.trim()
  let match = /^(\d{4})-(\d{2})-(\d{2})/.exec(text)
  if (match) return `${match[1]}-${match[2]}-${match[3]}`
  match = /^(\d{4})(\d{2})(\d{2})$/.exec(text)
  if (match) return match[1] === '0000' ? null : `${match[1]}-${match[2]}-${match[3]}`
  match = /^(\d{2})\/(\d{2})\/(\d{4})/.exec(text)
  if (match) return `${match[3]}-${match[1]}-${match[2]}`
  return null
}

/** A number NYC datasets write as text ("1250000", "1,250,000.00"); null when empty or not a number. */
export function amount(value: string | null | undefined): number | null {
  if (value === null || value === undefined) return null
  const text = value.replace(/[$,\s]/g, '')
  const parsed = Number(text)
  return text !== '' && Number.isFinite(parsed) ? parsed : null
}

/** Empty strings as null. */
export const text = trimmedMember

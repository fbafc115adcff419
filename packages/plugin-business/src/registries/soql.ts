import { trimmedMember } from '@svc/core'
import * as v from 'valibot'

/** Rows of a Socrata `/resource/<id>.json` answer: column -> value (strings, or numbers/booleans/objects on typed columns). */
export const socrataRows = v.array(v.record(v.string(), v.union([v.string(), v.number(), v.boolean(), v.null(), v.record(v.string(), v.unknown())])))
export type SocrataRow = v.InferOutput<typeof socrataRows>[number]
export type Row = Record<string, string | undefined>

/** A SoQL string literal: single quotes doubled, so a value can never close the literal. */
export const literal = (value: string) => `'${value.replace(/'/g, "''")}'`

/** A row's scalar columns as text (Socrata sends most as strings; a typed column may be a number or a boolean). */
export const textRow = (row: SocrataRow): Row => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : undefined]))

export const text = trimmedMember
/** `2019-10-01T00:00:00.000` as `2019-10-01`; Connecticut's `0001-01-01` placeholder is no date. */
export const day = (value: string | undefined) => (value && /^\d{4}-\d\d-\d\d/.test(value) && !value.startsWith('0001-') ? value.slice(0, 10) : null)
/** Non-empty parts joined with commas (the registries leave empty parts as `, ,`). */
export const address = (...parts: Array<string | undefined>) => parts.flatMap((part) => (part ?? '').split(',')).map((part) => part.trim()).filter(Boolean).join(', ') || null

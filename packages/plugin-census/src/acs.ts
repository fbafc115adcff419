import { createError, invalidField, type UpstreamClient } from '@svc/core'
import * as v from 'valibot'

/** The ACS answers a table: a header row of names, then one row of strings per geography. */
const table = v.pipe(v.array(v.array(v.nullable(v.string()))), v.minLength(1))

/** Below zero the ACS writes annotation codes (-666666666 "not computed", -999999999...), not values. */
const toValue = (raw: string | null | undefined): number | null => {
  if (raw === null || raw === undefined || raw.trim() === '') return null
  const value = Number(raw)
  return Number.isFinite(value) && value > -100_000_000 ? value : null
}

export interface AcsQuery {
  year: number
  variables: readonly string[]
  /** e.g. `county:037`, `state:06`, `zip code tabulation area:90210` */
  for: string
  in?: string
}

export interface AcsRow {
  name: string
  values: Record<string, number | null>
  url: string
}

/** The ACS 5-year estimates are published each December for the year before last. */
export const latestAcsYear = (now = new Date()) => now.getUTCFullYear() - 2

/**
 * The newest vintage that can be out: each comes out in December of the following year (2023's in
 * December 2024). A later year can only fail, so it is refused before payment.
 */
export const newestPossibleAcsYear = (now = new Date()) => now.getUTCFullYear() - (now.getUTCMonth() === 11 ? 1 : 2)

/** The 400 for a vintage the Census Bureau has not published. */
export const unpublished = (year: number) => invalidField('year', `the ACS 5-year estimates for ${year} are not published (latest: ${latestAcsYear()}); each vintage comes out in December of the following year`)

/**
 * The `accept` of a 200: a table whose header starts with NAME and one row under it. Anything else is refused before the client keeps
 * it for the operation's cache TTL (never kept, counted by the breaker). A 204 (no such geography) has no body to check.
 */
function isTable(data: unknown): boolean {
  const parsed = v.safeParse(table, data)
  return parsed.success && parsed.output[0]?.[0] === 'NAME' && parsed.output[1] !== undefined
}

/** One geography's values of the ACS 5-year detailed tables. */
export async function queryAcs(client: UpstreamClient, query: AcsQuery): Promise<AcsRow> {
  const response = await client.json(`/data/${query.year}/acs/acs5`, {
    query: { get: ['NAME', ...query.variables].join(','), for: query.for, in: query.in },
    acceptStatus: [204, 404],
    accept: (data, answer) => answer.status === 204 || isTable(data) || 'The Census API sent a table of an unexpected shape',
  })
  // The API answers a geography it does not have with 204 and no body.
  if (response.status === 204) throw createError('NOT_FOUND', `The ACS 5-year estimates for ${query.year} have no ${query.for.replace(/:/, ' ')}${query.in ? ` in ${query.in.replace(/:/, ' ')}` : ''}`)
  if (response.status === 404) {
    throw unpublished(query.year)
  }
  const parsed = v.safeParse(table, response.data)
  const header = parsed.success ? parsed.output[0]! : []
  const row = parsed.success ? parsed.output[1] : undefined
  if (!row || header[0] !== 'NAME') throw createError('UPSTREAM_FAILED', 'The Census API sent a table of an unexpected shape')
  const values: Record<string, number | null> = {}
  for (const variable of query.variables) values[variable] = toValue(row[header.indexOf(variable)])
  return { name: row[0] ?? '', values, url: response.url }
}

/** part / whole as a percentage with one decimal, or null when either is unknown or the whole is 0. */
export function percent(part: number | null, whole: number | null): number | null {
  if (part === null || whole === null || whole === 0) return null
  return Math.round((part / whole) * 1000) / 10
}

export function sum(...values: Array<number | null>): number | null {
  return values.some((value) => value === null) ? null : values.reduce<number>((total, value) => total + value!, 0)
}

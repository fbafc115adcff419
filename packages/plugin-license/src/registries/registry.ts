import type { UpstreamDefinition } from '@svc/core'
import { anyWord, like, literal } from './soql.ts'

/** What a caller searches a license registry by (validated by the operation). */
export interface LicenseQuery {
  lastName?: string | undefined
  firstName?: string | undefined
  businessName?: string | undefined
  licenseNumber?: string | undefined
  type?: string | undefined
}

export interface License {
  state: string
  agency: string
  name: string | null
  holder: 'individual' | 'business'
  licenseNumber: string | null
  licenseType: string | null
  status: string | null
  active: boolean | null
  issued: string | null
  expires: string | null
  city: string | null
  holderState: string | null
  discipline: string | null
  details: Record<string, string | null>
}

type Row = Record<string, string | null>

/**
 * One state's license roster on a Socrata portal: its dataset, how each kind of query becomes a SoQL
 * condition (null: the roster cannot be searched that way), which rows belong to the operation (the
 * professions), and how a row becomes a License.
 */
export interface Registry {
  state: string
  agency: string
  upstream: UpstreamDefinition
  dataset: string
  /** The dataset's page, cited as where the data comes from. */
  page: string
  order: string
  person: (last: string, first: string | undefined) => string | null
  business: ((name: string) => string) | null
  number: (value: string) => string
  /** Free-text license type filter. */
  type: (text: string) => string
  /** Rows of the professions the operation covers (null: the whole dataset). */
  scope: string | null
  /** The SoQL condition of an active license, or null when the dataset has no status (then `active` is judged on expiry). */
  activeWhere: string | null
  toLicense: (row: Row) => License
}

/** The whole condition for a query, or null when this registry cannot answer it. */
export function whereOf(registry: Registry, query: LicenseQuery, activeOnly: boolean): string | null {
  const parts: string[] = []
  if (query.lastName) {
    const person = registry.person(query.lastName, query.firstName)
    if (!person) return null
    parts.push(person)
  }
  if (query.businessName) {
    if (!registry.business) return null
    parts.push(registry.business(query.businessName))
  }
  if (query.licenseNumber) parts.push(registry.number(query.licenseNumber))
  if (query.type) parts.push(registry.type(query.type))
  if (registry.scope) parts.push(registry.scope)
  if (activeOnly && registry.activeWhere) parts.push(registry.activeWhere)
  return parts.join(' AND ')
}

export const eq = (field: string, value: string) => `${field} = ${literal(value)}`
export const upperEq = (field: string, value: string) => `upper(${field}) = ${literal(value.toUpperCase())}`
export { anyWord, like }

/** A blank value is null. */
export const text = (row: Row, field: string) => {
  const value = row[field]
  return typeof value === 'string' && value.trim() ? value.trim() : null
}
export const joinName = (...parts: Array<string | null>) => parts.filter(Boolean).join(' ') || null
export const isActive = (status: string | null) => (status ? /^active/i.test(status) : null)

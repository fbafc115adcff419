import { createError, type UpstreamClient } from '@svc/core'
import * as v from 'valibot'

const text = v.nullish(v.string(), null)
/**
 * `GET /api/?version=2.1&first_name=&last_name=&state=`: `{result_count, results: [{number, enumeration_type, basic,
 * addresses, taxonomies}]}`; a refused query is `{Errors: [{description, field}]}` with HTTP 200.
 */
const answer = v.object({
  result_count: v.optional(v.number(), 0),
  results: v.optional(v.array(v.object({
    number: v.union([v.number(), v.string()]),
    enumeration_type: text,
    basic: v.object({ first_name: text, middle_name: text, last_name: text, credential: text, status: text, enumeration_date: text, last_updated: text }),
    addresses: v.optional(v.array(v.object({ address_purpose: text, city: text, state: text })), []),
    taxonomies: v.optional(v.array(v.object({ desc: text, primary: v.nullish(v.boolean(), null), state: text, license: text })), []),
  })), []),
  Errors: v.optional(v.array(v.object({ description: text })), []),
})

/** Individual providers (NPI-1) of that name, in the state when given. */
export async function searchProviders(client: UpstreamClient, person: { first: string; last: string; state: string | undefined }, signal: AbortSignal) {
  const response = await client.json('/api/', { query: { version: '2.1', enumeration_type: 'NPI-1', first_name: person.first, last_name: person.last, state: person.state, limit: 10 }, schema: answer, cacheTtlMs: 24 * 3600_000, signal })
  if (response.data.Errors.length > 0) throw createError('UPSTREAM_FAILED', `NPI Registry refused the query: ${response.data.Errors.map((error) => error.description).join('; ')}`)
  const providers = response.data.results.map((row) => {
    const location = row.addresses.find((address) => address.address_purpose === 'LOCATION') ?? row.addresses[0]
    const primary = row.taxonomies.find((taxonomy) => taxonomy.primary) ?? row.taxonomies[0]
    return {
      npi: String(row.number),
      name: [row.basic.first_name, row.basic.middle_name, row.basic.last_name].filter(Boolean).join(' '),
      credential: row.basic.credential,
      active: row.basic.status === 'A',
      enumerated: row.basic.enumeration_date,
      specialty: primary?.desc ?? null,
      license: primary?.license ? { number: primary.license, state: primary.state } : null,
      city: location?.city ?? null,
      state: location?.state ?? null,
    }
  })
  return { total: response.data.result_count, providers }
}

import type { UpstreamClient } from '@svc/core'
import { npiSearch, toProvider } from '@svc/providers/npi'

/** The NPPES parameters this search sends that come from cross-registry's own: a refusal names the caller's field. */
const FIELDS = { first_name: 'name', last_name: 'name', state: 'state' }

/** Individual providers (NPI-1) of that name, in the state when given: medical.npi's search, read into this section's members. */
export async function searchProviders(client: UpstreamClient, person: { first: string; last: string; state: string | undefined }) {
  const query = { enumeration_type: 'NPI-1', first_name: person.first, last_name: person.last, state: person.state, limit: 10 }
  const result = await npiSearch(client, query, FIELDS)
  const providers = result.rows.map(toProvider).map((provider) => {
    const place = provider.location ?? provider.mailing
    const primary = provider.primaryTaxonomy
    return {
      npi: provider.npi,
      name: provider.name,
      credential: provider.credential,
      active: provider.status === 'active',
      enumerated: provider.enumerationDate,
      specialty: primary?.description ?? null,
      license: primary?.license ? { number: primary.license, state: primary.state } : null,
      city: place?.city ?? null,
      state: place?.state ?? null,
    }
  })
  return { total: result.total, providers }
}

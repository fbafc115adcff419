import { defineOperation, listAnswer, paging } from '@svc/core'
import * as v from 'valibot'
import { registrySources, searchRegistry } from '../registries/search.ts'
import { REGISTRIES } from '../registries/states.ts'
import { coOpenData, ctOpenData, nyOpenData } from '@svc/providers/socrata'
import { searchWords } from '../params.ts'

export const registryState = v.pipe(v.string(), v.trim(), v.toUpperCase(), v.picklist(['NY', 'CO', 'CT'] as const, 'must be NY, CO or CT'), v.description('State registry: NY, CO or CT'))
export const registryName = v.optional(searchWords('Entity name, partial, any case'))
export const registryEntityId = v.optional(v.pipe(v.string(), v.trim(), v.minLength(2), v.maxLength(30), v.regex(/^[A-Za-z0-9-]+$/, 'must be letters, digits or hyphens'), v.description('Registry id (NY DOS id, CO entity id, CT account number)')))

export default defineOperation({
  name: 'sos-search',
  sources: registrySources,
  method: 'GET',
  description: 'Searches a U.S. state business registry (New York, Colorado, Connecticut secretaries of state, open data) by name or entity id, or lists it: entity id, name, type, status, formation jurisdiction and date, principal or registered address and registered agent.',
  input: v.object({
    state: registryState,
    name: registryName,
    entityId: registryEntityId,
    ...paging({ max: 100, default: 10 }),
  }),
  upstreams: [nyOpenData, coOpenData, ctOpenData],
  keywords: ['secretary of state search', 'state business registry', 'llc lookup', 'registered agent', 'corporation search'],
  async handler({ input, upstream }) {
    const registry = REGISTRIES[input.state]
    const result = await searchRegistry(upstream(registry.upstream), registry, input, { limit: input.limit, offset: input.offset })
    return listAnswer(result.entities, { provider: registry.upstream.name, url: result.url, license: registry.upstream.license! }, { total: result.total, mode: input.entityId ? 'lookup' : 'list' })
  },
})

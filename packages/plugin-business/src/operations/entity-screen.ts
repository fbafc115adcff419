import { defineOperation, invalidField, runSection, type Section, rowLimit } from '@svc/core'
import * as v from 'valibot'
import { registrySources, searchRegistry } from '../registries/search.ts'
import { REGISTRIES, type RegistryEntity } from '../registries/states.ts'
import { screeningSource, screenName, type SanctionsScreen } from '@svc/providers/sanctions'
import { coOpenData, ctOpenData, nyOpenData } from '@svc/providers/socrata'
import { screeningList } from '@svc/providers/sanctions'
import { registryEntityId, registryName, registryState } from './sos-search.ts'

const screened = (part: Section<SanctionsScreen>) => (part.status === 'error'
  ? { status: 'error', message: part.message }
  : { status: part.status, name: part.data.name, flagged: part.data.flagged, confidence: part.data.confidence, label: part.data.label, hits: part.data.hits })

export default defineOperation({
  name: 'entity-screen',
  method: 'GET',
  response: 'legacy',
  description: 'Finds registered entities in a state registry (NY, CO, CT) and screens each entity name and its registered agent against the U.S. Consolidated Screening List (sanctions and export lists), with fuzzy-match confidence and a flagged verdict; each section reports found or error on its own.',
  input: v.object({
    state: registryState,
    name: registryName,
    entityId: registryEntityId,
    threshold: v.optional(v.pipe(v.number(), v.minValue(0.1), v.maxValue(1), v.description('Name similarity that flags a hit (0.1-1)')), 0.5),
    limit: rowLimit(10, 5),
  }),
  upstreams: [nyOpenData, coOpenData, ctOpenData, screeningList],
  sources: [...registrySources, screeningSource],
  keywords: ['sanctions screening', 'screen a company', 'ofac check business', 'registered agent screening', 'entity due diligence'],
  // Neither a name nor an entity id can only fail: the 400 comes before any 402.
  check: (input) => {
    if (!input.name && !input.entityId) throw invalidField('name', 'give a name or an entityId')
  },
  async handler({ input, upstream }) {
    const registry = REGISTRIES[input.state]
    const lookup = await runSection(() => searchRegistry(upstream(registry.upstream), registry, input, { limit: input.limit, offset: 0 }), { found: (found) => found.entities.length > 0, failure: `${registry.upstream.name} could not be asked` })
    // A failed registry is its own section; the caller's name is then screened by itself. With no name
    // to screen (an entityId only), nothing answered: the call fails (not charged).
    if (lookup.status === 'error' && !input.name) throw lookup.error
    const entities: RegistryEntity[] = lookup.status === 'error' ? [] : lookup.data.entities
    const csl = upstream(screeningList)
    // Every name at once; the same agent serving several entities is screened once.
    const names = [...new Set([...entities.flatMap((entity) => [entity.name, entity.registeredAgent?.name]), lookup.status === 'error' ? input.name : undefined].filter((name): name is string => Boolean(name)))]
    const screens = new Map(await Promise.all(names.map(async (name) => [name, await runSection(() => screenName(csl, name, input.threshold), { found: (screen) => screen.flagged, failure: 'Consolidated Screening List could not be asked' })] as const)))
    if (lookup.status === 'error' && [...screens.values()].every((part) => part.status === 'error')) throw lookup.error
    return {
      query: { state: input.state, name: input.name ?? null, entityId: input.entityId ?? null, threshold: input.threshold },
      found: entities.length > 0,
      registry: lookup.status === 'error' ? { status: 'error', message: lookup.message } : { status: lookup.status, total: lookup.data.total },
      entities: entities.map((entity) => {
        const parts = [entity.name, entity.registeredAgent?.name].filter((name): name is string => Boolean(name)).map((name) => screens.get(name)!)
        return {
          ...entity,
          screening: {
            entity: entity.name ? screened(screens.get(entity.name)!) : null,
            registeredAgent: entity.registeredAgent?.name ? screened(screens.get(entity.registeredAgent.name)!) : null,
          },
          // A screen that errored is not a clean one: null (unverified) unless another screen flagged.
          flagged: parts.some((part) => part.status === 'found') ? true : parts.some((part) => part.status === 'error') ? null : false,
        }
      }),
      // The caller's name screened by itself, when the registry could not be asked; otherwise null.
      nameScreening: lookup.status === 'error' ? screened(screens.get(input.name!)!) : null,
      source: { provider: `${registry.upstream.name}; ${screeningList.name}`, url: lookup.status === 'error' ? registry.upstream.baseUrl : lookup.data.url, license: 'Public domain (state open data; U.S. government work)' },
      note: 'Screening is name-based and probabilistic: a flag is a candidate to review, not a determination.',
    }
  },
})

import type { OperationSource, UpstreamClient } from '@svc/core'
import * as v from 'valibot'
import { FACT_PROPERTIES } from './properties.ts'
import { bestClaims, claimSchema, factValue, type FactValue } from './values.ts'

const text = v.object({ value: v.string() })
const entitySchema = v.object({
  id: v.string(),
  missing: v.optional(v.string()),
  labels: v.optional(v.record(v.string(), text), {}),
  descriptions: v.optional(v.record(v.string(), text), {}),
  aliases: v.optional(v.record(v.string(), v.array(text)), {}),
  claims: v.optional(v.record(v.string(), v.array(claimSchema)), {}),
  sitelinks: v.optional(v.record(v.string(), v.object({ title: v.string() })), {}),
})
const entitiesSchema = v.object({ entities: v.record(v.string(), entitySchema) })
type Entity = v.InferOutput<typeof entitySchema>

/**
 * What the entity lookups read, as the operation declares it: labels alone change less than whole entities,
 * so the labels call (first: sources are tried in order) is cached longer.
 */
export const entitySources: OperationSource[] = [
  { path: '/api.php', query: { action: 'wbgetentities', props: 'labels' }, cacheTtl: '1d' },
  { path: '/api.php', query: { action: 'wbgetentities' }, cacheTtl: '6h' },
]

/** At most 50 ids per wbgetentities call (the API's limit for anonymous callers). */
const BATCH = 50

/** Fetches entities by id in the caller's language; ids Wikidata does not know are left out. */
export async function getEntities(client: UpstreamClient, ids: string[], lang: string): Promise<{ entities: Entity[]; url: string }> {
  const response = await client.json('/api.php', {
    query: { action: 'wbgetentities', ids: ids.join('|'), languages: `${lang}|en`, props: 'labels|descriptions|aliases|claims|sitelinks', format: 'json' },
    schema: entitiesSchema,
  })
  const entities = ids.map((id) => response.data.entities[id]).filter((entity): entity is Entity => Boolean(entity) && entity!.missing === undefined)
  return { entities, url: response.url }
}

/** Labels of the items the facts point to, so `{ id: 'Q5' }` reads `{ id: 'Q5', label: 'human' }`. */
export async function labelsOf(client: UpstreamClient, ids: string[], lang: string): Promise<Map<string, string>> {
  const labels = new Map<string, string>()
  for (let start = 0; start < ids.length; start += BATCH) {
    const response = await client.json('/api.php', {
      query: { action: 'wbgetentities', ids: ids.slice(start, start + BATCH).join('|'), languages: `${lang}|en`, props: 'labels', format: 'json' },
      schema: v.object({ entities: v.record(v.string(), v.object({ labels: v.optional(v.record(v.string(), text), {}) })) }),
    })
    for (const [id, entity] of Object.entries(response.data.entities)) {
      const label = entity.labels[lang]?.value ?? entity.labels.en?.value
      if (label) labels.set(id, label)
    }
  }
  return labels
}

/** The facts of an entity (properties of FACT_PROPERTIES that it has), values in statement order. */
export function factsOf(entity: Entity): Record<string, FactValue[]> {
  const facts: Record<string, FactValue[]> = {}
  for (const [property, name] of Object.entries(FACT_PROPERTIES)) {
    const values = bestClaims(entity.claims[property] ?? []).map(factValue).filter((value): value is FactValue => value !== null)
    if (values.length) facts[name] = values
  }
  return facts
}

/** Item ids the facts point to (for one labels call). */
export function referencedItems(facts: Record<string, FactValue[]>[]): string[] {
  const ids = new Set<string>()
  for (const entityFacts of facts) for (const values of Object.values(entityFacts)) for (const value of values) if (typeof value === 'object' && 'id' in value) ids.add(value.id)
  return [...ids]
}

/** The entity as knowledgebase.entity answers it. */
export function toEntity(entity: Entity, facts: Record<string, FactValue[]>, lang: string) {
  const wiki = entity.sitelinks[`${lang.replace(/-/g, '_')}wiki`]
  return {
    id: entity.id,
    label: entity.labels[lang]?.value ?? entity.labels.en?.value ?? null,
    description: entity.descriptions[lang]?.value ?? entity.descriptions.en?.value ?? null,
    aliases: (entity.aliases[lang] ?? []).map((alias) => alias.value),
    facts,
    sitelinks: Object.keys(entity.sitelinks).length,
    wikipediaUrl: wiki ? `https://${lang}.wikipedia.org/wiki/${encodeURIComponent(wiki.title.replaceAll(' ', '_'))}` : null,
    url: `https://www.wikidata.org/wiki/${entity.id}`,
  }
}

import type { OperationSource, UpstreamClient } from '@svc/core'
import * as v from 'valibot'
import { literal, socrataRows, textRow } from './soql.ts'
import { REGISTRIES, type StateRegistry } from './states.ts'

const counted = v.array(v.object({ total: v.union([v.string(), v.number()]) }))

/** What `searchRegistry` reads, for the operations that call it: each state's registry rows and count, kept 6 h. */
export const registrySources: OperationSource[] = Object.values(REGISTRIES).map((registry) => ({ upstream: registry.upstream, path: registry.path, cacheTtl: '6h' }))

/** Rows of a state's registry by partial name (case-insensitive) and/or exact entity id (or all of them), with the total count. */
export async function searchRegistry(client: UpstreamClient, registry: StateRegistry, query: { name?: string | undefined; entityId?: string | undefined }, page: { limit: number; offset: number }) {
  const conditions = [
    query.entityId ? `${registry.idField} = ${literal(query.entityId)}` : undefined,
    query.name ? `upper(${registry.nameField}) like ${literal(`%${query.name.toUpperCase()}%`)}` : undefined,
  ].filter(Boolean).join(' AND ') || undefined
  const [found, count] = await Promise.all([
    client.json(registry.path, { query: { $where: conditions, $order: `${registry.nameField},${registry.idField}`, $limit: page.limit, $offset: page.offset }, schema: socrataRows }),
    client.json(registry.path, { query: { $select: 'count(*) AS total', $where: conditions }, schema: counted }),
  ])
  const entities = found.data.map((row) => registry.toEntity(textRow(row)))
  return { entities, total: Number(count.data[0]?.total ?? entities.length), url: found.url }
}

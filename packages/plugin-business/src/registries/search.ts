import type { UpstreamClient } from '@svc/core'
import * as v from 'valibot'
import { literal, socrataRows, textRow } from './soql.ts'
import type { StateRegistry } from './states.ts'

const counted = v.array(v.object({ total: v.union([v.string(), v.number()]) }))
const HOUR = 3600_000

/** Rows of a state's registry by partial name (case-insensitive) and/or exact entity id (or all of them), with the total count. */
export async function searchRegistry(client: UpstreamClient, registry: StateRegistry, query: { name?: string | undefined; entityId?: string | undefined }, page: { limit: number; offset: number }) {
  const conditions = [
    query.entityId ? `${registry.idField} = ${literal(query.entityId)}` : undefined,
    query.name ? `upper(${registry.nameField}) like ${literal(`%${query.name.toUpperCase()}%`)}` : undefined,
  ].filter(Boolean).join(' AND ') || undefined
  const [found, count] = await Promise.all([
    client.json(registry.path, { query: { $where: conditions, $order: `${registry.nameField},${registry.idField}`, $limit: page.limit, $offset: page.offset }, schema: socrataRows, cacheTtlMs: 6 * HOUR }),
    client.json(registry.path, { query: { $select: 'count(*) AS total', $where: conditions }, schema: counted, cacheTtlMs: 6 * HOUR }),
  ])
  const entities = found.data.map((row) => registry.toEntity(textRow(row)))
  return { entities, total: Number(count.data[0]?.total ?? entities.length), url: found.url }
}

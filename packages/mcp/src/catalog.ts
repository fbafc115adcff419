import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import { isSvcError, ValidationError, type DirectoryEntry, type OperationMap, type SvcClient } from '@svc/client'
import { toolName } from './tools.ts'

const structured = (value: Record<string, unknown>): CallToolResult => ({ content: [{ type: 'text', text: JSON.stringify(value) }], structuredContent: value })

/** An operation as search lists it. */
function summary(entry: DirectoryEntry, score?: number) {
  return {
    id: entry.id,
    priceUsd: entry.versions[0]?.price.usd,
    pricing: entry.pricing,
    available: entry.available,
    ...(entry.availableExcept ? { availableExcept: entry.availableExcept } : {}),
    description: entry.description,
    ...(score !== undefined ? { score } : {}),
  }
}

/**
 * Catalog search for agents: the host's own ranking (`/api/directory?q=`, free), or where the host
 * has none, the directory filtered by the query's words.
 */
export async function searchCatalog(client: SvcClient<OperationMap>, args: Record<string, unknown>): Promise<CallToolResult> {
  const query = typeof args.query === 'string' ? args.query.trim() : ''
  const group = typeof args.group === 'string' ? args.group : undefined
  const limit = typeof args.limit === 'number' ? Math.min(50, Math.max(1, Math.floor(args.limit))) : 10
  if (query) {
    try {
      const found = await client.find(query, group ? { group } : {})
      const operations = found.operations.slice(0, limit).map((entry) => summary(entry, entry.score))
      return structured({ query, count: operations.length, operations })
    } catch (error) {
      // A refused group is the agent's to fix; a host without the ranking (or refusing this `q`) is searched by words below.
      if (error instanceof ValidationError && error.field !== 'q') return { isError: true, ...structured({ error: { code: 'INVALID_INPUT', field: error.field, message: error.message } }) }
    }
  }
  const words = query.toLowerCase().split(/\s+/).filter(Boolean)
  const operations = (await client.directory()).operations
    .filter((entry) => !group || entry.group === group)
    .filter((entry) => words.every((word) => `${entry.id} ${entry.description}`.toLowerCase().includes(word)))
    .slice(0, limit)
    .map((entry) => summary(entry))
  return structured({ ...(query ? { query } : {}), count: operations.length, operations })
}

/** One operation's description, with the tool that calls it. */
export async function describeOperation(client: SvcClient<OperationMap>, id: unknown, exposed: (id: string) => boolean): Promise<CallToolResult> {
  try {
    const entry = await client.operation(String(id ?? ''))
    const version = entry.versions[0]!
    return structured({
      id: entry.id,
      call: exposed(entry.id) ? { tool: toolName(entry.id) } : { tool: 'call_operation', arguments: { id: entry.id, params: '<params>' } },
      description: entry.description,
      method: version.method,
      path: version.path,
      priceUsd: version.price.usd,
      pricing: entry.pricing,
      ...(version.billing ? { billing: version.billing } : {}),
      available: entry.available,
      ...(entry.unavailableReason ? { unavailableReason: entry.unavailableReason } : {}),
      ...(entry.availableExcept ? { availableExcept: entry.availableExcept } : {}),
      params: version.params,
    })
  } catch (error) {
    if (!isSvcError(error)) throw error
    return { isError: true, ...structured({ error: { code: error.code, status: error.status, message: error.message } }) }
  }
}

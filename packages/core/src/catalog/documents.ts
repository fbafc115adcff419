import { createError, toApiError } from '../errors.ts'
import { errorResponse, fastResponse } from '../envelope.ts'
import type { Registry } from '../registry.ts'
import type { SearchIndex } from '../search/index.ts'
import type { PaymentRail } from '../rails/rail.ts'
import { buildLlmsTxt } from './agents.ts'
import { buildDirectory, directoryEntry } from './directory.ts'
import { buildOpenApi } from './openapi.ts'
import { API_CATALOG_TYPE, buildApiCatalog, buildMcpCatalog, buildServerCard } from './well-known.ts'

const JSON_TYPE = 'application/json; charset=utf-8'
const DIRECTORY_PARAMS = new Set(['group', 'q'])

export interface CatalogDocuments {
  /** `/api/directory`, filtered by `?group=` and ranked by `?q=` when given. */
  directory(url: URL): Response
  openapi(): Response
  /** The rails' `/.well-known/<name>` documents, by name. */
  readonly wellKnownNames: string[]
  wellKnown(name: string): Response
  llms(): Response
  /** `/.well-known/api-catalog` (RFC 9727), for GET and HEAD. */
  apiCatalog(method: string): Response
  /** `/.well-known/mcp/server-card.json` (SEP-2127) and the MCP catalog pointing at it. */
  serverCard(): Response
  mcpCatalog(): Response
  /** Rebuilds the documents (after a live price change). */
  refresh(): void
}

/**
 * The catalog documents, built when first asked for and again only after a price change: never per
 * request, and not at start-up (the OpenAPI document of a thousand operations is a good part of a
 * host's start, and a host that is only called never needs it).
 */
export function createCatalogDocuments(registry: Registry, search: SearchIndex, options: { baseUrl: string; serverUrl?: string | undefined; version: string; rails?: readonly PaymentRail[] }): CatalogDocuments {
  const rails = options.rails ?? []
  const wellKnownBuilders = new Map(rails.flatMap((rail) => Object.entries(rail.discovery?.wellKnown ?? {})).reverse())
  const groups = new Set(registry.operations.map((operation) => operation.group))
  let documents: ReturnType<typeof build> | undefined
  const built = () => (documents ??= build())

  function build() {
    return {
      directory: JSON.stringify(buildDirectory(registry.operations, rails)),
      openapi: JSON.stringify(buildOpenApi(registry.operations, { title: 'svc', version: '1', llmsTxtUrl: `${options.baseUrl}/llms.txt`, homepageUrl: options.baseUrl, rails, ...(options.serverUrl ? { serverUrl: options.serverUrl } : {}) })),
      wellKnown: new Map([...wellKnownBuilders].map(([name, build]) => [name, JSON.stringify(build({ operations: registry.operations, baseUrl: options.baseUrl }))])),
      llms: buildLlmsTxt(registry.operations, options.baseUrl, rails),
    }
  }

  function filteredDirectory(params: URLSearchParams): string {
    for (const name of params.keys()) {
      if (!DIRECTORY_PARAMS.has(name)) throw createError('INVALID_INPUT', `${name}: unknown parameter; /api/directory takes group and q`, { details: { field: name } })
    }
    const group = params.get('group') ?? undefined
    if (group !== undefined && !groups.has(group)) {
      throw createError('INVALID_INPUT', `group: no group "${group.slice(0, 60)}" on this host`, { details: { field: 'group' } })
    }
    const q = params.get('q')?.trim()
    if (q !== undefined && (q.length < 2 || q.length > 300)) throw createError('INVALID_INPUT', 'q: 2 to 300 characters', { details: { field: 'q' } })
    const inGroup = registry.operations.filter((operation) => !group || operation.group === group)
    if (!q) return JSON.stringify({ count: inGroup.length, group, operations: inGroup.map((operation) => directoryEntry(operation, rails)) })
    const allowed = new Set(inGroup.map((operation) => operation.id))
    const hits = search.search(q, registry.operations.length).filter((hit) => allowed.has(hit.id))
    const operations = hits.map((hit) => ({ ...directoryEntry(registry.byId.get(hit.id)!, rails), score: hit.score }))
    return JSON.stringify({ count: operations.length, group, query: q, operations })
  }

  const answer = (body: string, type = JSON_TYPE) => fastResponse(body, 200, { 'content-type': type })
  // The discovery documents name only the host's URL: built once, here.
  const apiCatalog = JSON.stringify(buildApiCatalog(options.baseUrl))
  const serverCard = JSON.stringify(buildServerCard(options.baseUrl, options.version))
  const mcpCatalog = JSON.stringify(buildMcpCatalog(options.baseUrl))
  const catalogLink = `<${options.baseUrl}/.well-known/api-catalog>; rel="api-catalog"`
  return {
    directory(url) {
      if (!url.search) return answer(built().directory)
      try {
        return answer(filteredDirectory(url.searchParams))
      } catch (error) {
        return errorResponse(toApiError(error))
      }
    },
    openapi: () => answer(built().openapi),
    wellKnownNames: [...wellKnownBuilders.keys()],
    wellKnown: (name) => answer(built().wellKnown.get(name)!),
    llms: () => answer(built().llms, 'text/plain; charset=utf-8'),
    apiCatalog: (method) => fastResponse(method === 'HEAD' ? null : apiCatalog, 200, { 'content-type': API_CATALOG_TYPE, link: catalogLink }),
    serverCard: () => answer(serverCard, 'application/mcp-server-card+json'),
    mcpCatalog: () => answer(mcpCatalog),
    refresh() {
      documents = undefined
    },
  }
}

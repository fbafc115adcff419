import { PROJECT_URL } from '../project.ts'

/** RFC 9727's media type of an API catalog: a linkset with the api-catalog profile. */
export const API_CATALOG_TYPE = 'application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"'

/**
 * `/.well-known/api-catalog` (RFC 9727): one linkset entry for this host's API, anchored at its base
 * URL, linking the machine description (`service-desc`), the reference for people (`service-doc`),
 * the other discovery documents (`service-meta`) and liveness (`status`).
 */
export function buildApiCatalog(baseUrl: string): Record<string, unknown> {
  return {
    linkset: [{
      anchor: `${baseUrl}/`,
      'service-desc': [{ href: `${baseUrl}/openapi.json`, type: 'application/vnd.oai.openapi+json;version=3.1' }],
      'service-doc': [{ href: `${baseUrl}/docs`, type: 'text/html' }, { href: `${baseUrl}/llms.txt`, type: 'text/plain' }],
      'service-meta': [
        { href: `${baseUrl}/api/directory`, type: 'application/json' },
        { href: `${baseUrl}/.well-known/x402`, type: 'application/json' },
        { href: `${baseUrl}/.well-known/mcp/server-card.json`, type: 'application/mcp-server-card+json' },
      ],
      status: [{ href: `${baseUrl}/health`, type: 'application/json' }],
    }],
  }
}

/** `api.example.com` -> `com.example.api`: the namespace of an MCP server name. */
function reverseDns(baseUrl: string): string {
  return new URL(baseUrl).hostname.replace(/^\[|\]$/g, '').replace(/[^a-zA-Z0-9.-]/g, '-').split('.').reverse().join('.')
}

/**
 * `/.well-known/mcp/server-card.json` (SEP-2127): the MCP server that serves this host's operations
 * as tools. The host speaks no MCP itself (an agent pays from its own wallet), so the card names no
 * remote; it says what the server is and, in `_meta`, the npm package that runs it against this host.
 */
export function buildServerCard(baseUrl: string, version: string): Record<string, unknown> {
  return {
    $schema: 'https://static.modelcontextprotocol.io/schemas/v2/server-card.schema.json',
    name: `${reverseDns(baseUrl)}/svc`,
    version,
    title: 'svc',
    description: 'Every operation of this pay-per-call API as MCP tools, paid in USDC within your limits',
    websiteUrl: `${baseUrl}/`,
    repository: { url: PROJECT_URL, source: 'github', subfolder: 'packages/mcp' },
    _meta: {
      'io.github.svc-dev/package': { registryType: 'npm', identifier: '@svc/mcp', transport: { type: 'stdio' }, arguments: ['--url', baseUrl] },
    },
  }
}

/** `/.well-known/mcp/catalog.json`: the MCP catalog of this domain, pointing at the server card. */
export function buildMcpCatalog(baseUrl: string): Record<string, unknown> {
  return {
    specVersion: 'draft',
    entries: [{
      identifier: `urn:air:${new URL(baseUrl).hostname}:svc`,
      displayName: 'svc',
      type: 'application/mcp-server-card+json',
      url: `${baseUrl}/.well-known/mcp/server-card.json`,
    }],
  }
}

import type { Tool } from '@modelcontextprotocol/sdk/types.js'
import { isAllowed, type DirectoryEntry } from '@svc/client'

/** `weather.current` -> `weather_current` (the OpenAPI operationId): names every MCP client accepts. */
export const toolName = (id: string): string => id.replace('.', '_')

export const DIRECTORY_TOOL = 'directory'
export const SPENDING_TOOL = 'spending'

/** The catalog and the spend summary: free tools next to the operations. */
export const discoveryTools: Tool[] = [
  {
    name: DIRECTORY_TOOL,
    title: 'Directory of operations',
    description: 'Lists the operations of the svc host (free): id, method, price in USD, availability and description. Filter by group or words. Each operation is also a tool named <group>_<name>.',
    inputSchema: {
      type: 'object',
      properties: {
        group: { type: 'string', description: 'Only this group, e.g. "weather"' },
        query: { type: 'string', description: 'Only operations whose id or description contains these words' },
      },
      additionalProperties: false,
    },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  {
    name: SPENDING_TOOL,
    title: 'Spending so far',
    description: 'What this server has paid (settled and still-valid signed payments) this session and in the last 24 hours, in USD, and its spend limits.',
    inputSchema: { type: 'object', properties: {}, additionalProperties: false },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
]

/** One tool per available operation, with its params' JSON Schema and its price in the description. */
export function operationTools(entries: DirectoryEntry[], options: { trial: boolean; tools?: string[] | undefined }): Tool[] {
  return entries
    .filter((entry) => entry.available && isAllowed(options.tools, entry.id))
    .map((entry) => {
      const version = entry.versions[0]!
      const price = entry.pricing === 'free' ? 'Free.' : `Costs $${version.price.usd} USDC per call${entry.pricing === 'fixed' ? '' : ` (${entry.pricing === 'upto' ? 'at most' : 'from'}; the host quotes it)`}${options.trial ? ', or free once per hour in trial mode' : ''}.`
      return {
        name: toolName(entry.id),
        title: entry.id,
        description: `${entry.description} ${price}`,
        inputSchema: { type: 'object', ...version.params } as Tool['inputSchema'],
        annotations: { title: entry.id, readOnlyHint: version.method === 'GET', openWorldHint: true },
      }
    })
}

import type { Tool } from '@modelcontextprotocol/sdk/types.js'
import { isAllowed, type DirectoryEntry } from '@svc/client'

/** `weather.current` -> `weather_current` (the OpenAPI operationId): names every MCP client accepts. */
export const toolName = (id: string): string => id.replace('.', '_')

/**
 * An operation available except for some calls (one of its providers unusable here, e.g. terms not accepted): the
 * directory's `availableExcept` in the words of the operation's `/docs` page, so an agent knows before calling.
 */
export const availableExceptNote = (entry: DirectoryEntry): string =>
  entry.availableExcept ? ` Available, except calls that need a provider this host cannot call: it ${entry.availableExcept.replace(/\.$/, '')}.` : ''

/** One tool per available operation, with its params' JSON Schema, its price and what it cannot serve here in the description. */
export function operationTools(entries: DirectoryEntry[], options: { trial: boolean; tools?: string[] | undefined }): Tool[] {
  return entries
    .filter((entry) => entry.available && isAllowed(options.tools, entry.id))
    .map((entry) => {
      const version = entry.versions[0]!
      const signIn = entry.access === 'identity' ? ' Free with a wallet: the server signs in with it (sign-in-with-x) and pays nothing.' : ''
      const price = entry.pricing === 'free' ? `Free.${signIn}` : `Costs $${version.price.usd} USDC per call${entry.pricing === 'fixed' ? '' : ` (${entry.pricing === 'upto' ? 'at most' : 'from'}; the host quotes it)`}${options.trial ? ', or free once per hour in trial mode' : ''}.${signIn}`
      return {
        name: toolName(entry.id),
        title: entry.id,
        description: `${entry.description} ${price}${availableExceptNote(entry)}`,
        inputSchema: { type: 'object', ...version.params } as Tool['inputSchema'],
        annotations: { title: entry.id, readOnlyHint: version.method === 'GET', openWorldHint: true },
      }
    })
}

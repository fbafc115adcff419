import { Server } from '@modelcontextprotocol/sdk/server/index.js'
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError, type CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import { DEFAULT_MAX_PER_CALL, isAllowed, type OperationMap, type SpendControls, type SvcClient } from '@svc/client'
import { errorResult, successResult } from './results.ts'
import { DIRECTORY_TOOL, discoveryTools, operationTools, SPENDING_TOOL, toolName } from './tools.ts'

export interface McpServerOptions {
  /** The client every tool call goes through: its wallet, trial mode and spend controls. */
  client: SvcClient<OperationMap>
  /** Whether the client calls in trial mode (said in the tool descriptions). */
  trial?: boolean
  /** Operations offered as tools: ids or `group.*` (default: every available one). */
  tools?: string[]
  /** The client's spend limits, reported by the `spending` tool. */
  spend?: SpendControls
  name?: string
  version?: string
}

/** An MCP server (low-level, so tools carry the host's JSON Schemas as they are) over one svc client. */
export function createMcpServer(options: McpServerOptions): Server {
  const { client } = options
  const server = new Server(
    { name: options.name ?? 'svc', version: options.version ?? '0.1.0' },
    {
      capabilities: { tools: {} },
      instructions: 'Tools of a pay-per-call API. Use search_endpoints (or directory) to find the operation for a task, then call its tool. Each result carries its cost; the spending tool shows totals and limits.',
    },
  )
  const idsByTool = async () => new Map((await client.directory()).operations.map((entry) => [toolName(entry.id), entry.id]))

  server.setRequestHandler(ListToolsRequestSchema, async () => {
    const directory = await client.directory()
    return { tools: [...discoveryTools, ...operationTools(directory.operations, { trial: options.trial === true, tools: options.tools })] }
  })

  server.setRequestHandler(CallToolRequestSchema, async (request): Promise<CallToolResult> => {
    const { name, arguments: args = {} } = request.params
    if (name === DIRECTORY_TOOL) return directoryResult(client, args).catch(errorResult)
    if (name === SPENDING_TOOL) {
      const summary = { spent: await client.spent(), limits: limitsOf(options.spend) }
      return { content: [{ type: 'text', text: JSON.stringify(summary) }], structuredContent: summary }
    }
    let ids: Map<string, string>
    try {
      ids = await idsByTool()
    } catch (error) {
      return errorResult(error)
    }
    const id = ids.get(name)
    if (!id || !isAllowed(options.tools, id)) throw new McpError(ErrorCode.InvalidParams, `Unknown tool ${name}; the directory tool lists the operations`)
    try {
      return successResult(await client.call(id, args), await client.spent())
    } catch (error) {
      return errorResult(error)
    }
  })
  return server
}

async function directoryResult(client: SvcClient<OperationMap>, args: Record<string, unknown>): Promise<CallToolResult> {
  const group = typeof args.group === 'string' ? args.group : undefined
  const words = typeof args.query === 'string' ? args.query.toLowerCase().split(/\s+/).filter(Boolean) : []
  const operations = (await client.directory()).operations
    .filter((entry) => !group || entry.group === group)
    .filter((entry) => words.every((word) => `${entry.id} ${entry.description}`.toLowerCase().includes(word)))
    .map((entry) => ({
      id: entry.id,
      tool: toolName(entry.id),
      method: entry.versions[0]?.method,
      priceUsd: entry.versions[0]?.price.usd,
      pricing: entry.pricing,
      available: entry.available,
      description: entry.description,
    }))
  const structured = { count: operations.length, operations }
  return { content: [{ type: 'text', text: JSON.stringify(structured) }], structuredContent: structured }
}

function limitsOf(spend: SpendControls | undefined): Record<string, unknown> {
  return {
    maxPerCallUsd: String(spend?.maxPerCall ?? DEFAULT_MAX_PER_CALL),
    maxPerSessionUsd: spend?.maxPerSession === undefined ? null : String(spend.maxPerSession),
    maxPerDayUsd: spend?.maxPerDay === undefined ? null : String(spend.maxPerDay),
    allow: spend?.allow ?? null,
  }
}

import { Server } from '@modelcontextprotocol/sdk/server/index.js'
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError, type CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import { DEFAULT_MAX_PER_CALL, isAllowed, type OperationMap, type SpendControls, type SvcClient } from '@svc/client'
import { describeOperation, searchCatalog } from './catalog.ts'
import { CALL_TOOL, CLOSE_CHANNELS_TOOL, callTool, closeChannelsTool, DESCRIBE_TOOL, describeTool, SEARCH_TOOL, searchTool, SPENDING_TOOL, spendingTool } from './meta-tools.ts'
import { errorResult, successResult } from './results.ts'
import { operationTools, toolName } from './tools.ts'

export interface McpServerOptions {
  /** The client every tool call goes through: its wallet, trial mode and spend controls. */
  client: SvcClient<OperationMap>
  /** Whether the client calls in trial mode (said in the tool descriptions). */
  trial?: boolean
  /**
   * Operations offered as tools of their own: ids or `group.*`. Without it the server offers a few
   * meta-tools instead (search, describe, call by id, spending): a short list an agent chooses from.
   */
  tools?: string[]
  /** The client's spend limits, reported by the `spending` tool. */
  spend?: SpendControls
  /** Whether the client may open x402 channels (a deposit cap is set): adds the `close_channels` tool. */
  channels?: boolean
  name?: string
  version?: string
}

/** An MCP server (low-level, so tools carry the host's JSON Schemas as they are) over one svc client. */
export function createMcpServer(options: McpServerOptions): Server {
  const { client } = options
  const chosen = options.tools
  const server = new Server(
    { name: options.name ?? 'svc', version: options.version ?? '0.1.0' },
    {
      capabilities: { tools: {} },
      instructions: chosen
        ? 'Tools of a pay-per-call API: each operation tool costs what its description says. search_catalog finds operations for a task; each result carries its cost; spending shows totals and limits.'
        : 'A pay-per-call API behind four tools: search_catalog finds the operation for a task, describe_operation gives its parameters and price, call_operation calls it by id. Each result carries its cost; spending shows totals and limits.',
    },
  )
  const exposed = (id: string) => chosen !== undefined && isAllowed(chosen, id)

  server.setRequestHandler(ListToolsRequestSchema, async () => {
    const account = options.channels ? [spendingTool, closeChannelsTool] : [spendingTool]
    if (!chosen) return { tools: [searchTool, describeTool, callTool(options.trial === true), ...account] }
    const directory = await client.directory()
    return { tools: [searchTool, describeTool, ...account, ...operationTools(directory.operations, { trial: options.trial === true, tools: chosen })] }
  })

  server.setRequestHandler(CallToolRequestSchema, async (request): Promise<CallToolResult> => {
    const { name, arguments: args = {} } = request.params
    if (name === SEARCH_TOOL) return searchCatalog(client, args).catch(errorResult)
    if (name === DESCRIBE_TOOL) return describeOperation(client, args.id, exposed).catch(errorResult)
    if (name === SPENDING_TOOL) {
      const summary = { spent: await client.spent(), limits: limitsOf(options.spend), channels: await client.channels() }
      return { content: [{ type: 'text', text: JSON.stringify(summary) }], structuredContent: summary }
    }
    if (name === CLOSE_CHANNELS_TOOL && options.channels) {
      const closed = { channels: await client.closeChannels() }
      return { content: [{ type: 'text', text: JSON.stringify(closed) }], structuredContent: closed }
    }
    if (name === CALL_TOOL && !chosen) {
      const params = args.params ?? {}
      if (typeof args.id !== 'string' || typeof params !== 'object' || params === null || Array.isArray(params)) {
        throw new McpError(ErrorCode.InvalidParams, 'call_operation takes an id ("group.name") and params (an object)')
      }
      return callById(client, args.id, params as Record<string, unknown>)
    }
    const id = chosen ? await idOfTool(client, name).catch(() => undefined) : undefined
    if (!id || !exposed(id)) throw new McpError(ErrorCode.InvalidParams, `Unknown tool ${name}; search_catalog finds the operations`)
    return callById(client, id, args)
  })
  return server
}

async function callById(client: SvcClient<OperationMap>, id: string, params: Record<string, unknown>): Promise<CallToolResult> {
  try {
    return successResult(await client.call(id, params), await client.spent())
  } catch (error) {
    return errorResult(error)
  }
}

async function idOfTool(client: SvcClient<OperationMap>, name: string): Promise<string | undefined> {
  return (await client.directory()).operations.find((entry) => toolName(entry.id) === name)?.id
}

function limitsOf(spend: SpendControls | undefined): Record<string, unknown> {
  return {
    maxPerCallUsd: String(spend?.maxPerCall ?? DEFAULT_MAX_PER_CALL),
    maxPerSessionUsd: spend?.maxPerSession === undefined ? null : String(spend.maxPerSession),
    maxPerDayUsd: spend?.maxPerDay === undefined ? null : String(spend.maxPerDay),
    allow: spend?.allow ?? null,
    maxChannelDepositUsd: spend?.maxChannelDeposit === undefined ? null : String(spend.maxChannelDeposit),
  }
}

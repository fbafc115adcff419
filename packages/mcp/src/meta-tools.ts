import type { Tool } from '@modelcontextprotocol/sdk/types.js'

export const SEARCH_TOOL = 'search_catalog'
export const DESCRIBE_TOOL = 'describe_operation'
export const CALL_TOOL = 'call_operation'
export const SPENDING_TOOL = 'spending'
export const CLOSE_CHANNELS_TOOL = 'close_channels'

const free = { readOnlyHint: true, openWorldHint: false }
const idSchema = { type: 'string', pattern: '^[a-z0-9-]+\\.[a-z0-9-]+$', description: 'Operation id <group>.<name>, e.g. "convert.unit"' }

export const searchTool: Tool = {
  name: SEARCH_TOOL,
  title: 'Search the catalog',
  description: 'Finds the operations of the svc host for a task in plain words (free): id, price in USD, availability and description, best match first. Then describe_operation for its parameters.',
  inputSchema: {
    type: 'object',
    properties: {
      query: { type: 'string', minLength: 2, maxLength: 300, description: 'The task, e.g. "convert miles to kilometres"; omit to list a group' },
      group: { type: 'string', description: 'Only this group, e.g. "weather"' },
      limit: { type: 'integer', minimum: 1, maximum: 50, default: 10 },
    },
    additionalProperties: false,
  },
  annotations: free,
}

export const describeTool: Tool = {
  name: DESCRIBE_TOOL,
  title: 'Describe an operation',
  description: 'One operation of the svc host (free): description, method, price and billing, availability, and the JSON Schema of its parameters.',
  inputSchema: { type: 'object', properties: { id: idSchema }, required: ['id'], additionalProperties: false },
  annotations: free,
}

/** Calls any operation by id; `trial` says whether calls try the free trial first. */
export function callTool(trial: boolean): Tool {
  return {
    name: CALL_TOOL,
    title: 'Call an operation',
    description: `Calls an operation of the svc host by id with its parameters (see describe_operation). Paid operations are paid in USDC within this server's spend limits${trial ? ', or free once per hour in trial mode' : ''}; the result carries its cost.`,
    inputSchema: {
      type: 'object',
      properties: { id: idSchema, params: { type: 'object', description: 'The operation\'s parameters, as its JSON Schema says', additionalProperties: true } },
      required: ['id'],
      additionalProperties: false,
    },
    annotations: { readOnlyHint: false, openWorldHint: true },
  }
}

export const spendingTool: Tool = {
  name: SPENDING_TOOL,
  title: 'Spending so far',
  description: 'What this server has paid (settled and still-valid signed payments) this session and in the last 24 hours, in USD, and its spend limits.',
  inputSchema: { type: 'object', properties: {}, additionalProperties: false },
  annotations: free,
}

/** Offered when the server may open x402 channels: the agent gets the unused deposit back before it exits. */
export const closeChannelsTool: Tool = {
  name: CLOSE_CHANNELS_TOOL,
  title: 'Close payment channels',
  description: 'Closes this server\'s x402 payment channels with the host cooperatively (free): the host refunds what the vouchers did not charge. Later paid calls open a new channel. Also done when the server exits.',
  inputSchema: { type: 'object', properties: {}, additionalProperties: false },
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
}

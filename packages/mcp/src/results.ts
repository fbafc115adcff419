import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import { isSvcError, type BinaryData, type CallResult, type SpentSummary } from '@svc/client'

/** What a call cost, as the agent sees it next to the data. */
export function costOf(result: CallResult): Record<string, unknown> {
  const { meta } = result
  return {
    usd: meta.cost.usd,
    caller: meta.caller,
    // Up-to billing: the most the agent authorized, next to what was charged.
    ...(meta.authorized ? { authorizedUsd: meta.authorized.usd } : {}),
    ...(meta.settlement ? { network: meta.settlement.network, transaction: meta.settlement.transaction, status: meta.settlement.status } : {}),
  }
}

/** The data (JSON, or an image), the cost of the call and the running totals. */
export function successResult(result: CallResult, spent: SpentSummary): CallToolResult {
  const cost = costOf(result)
  const binary = result.data as BinaryData
  if (binary?.bytes instanceof Uint8Array) {
    const summary = { contentType: binary.contentType, bytes: binary.bytes.length, cost, spent }
    const content: CallToolResult['content'] = [{ type: 'text', text: JSON.stringify(summary) }]
    if (binary.contentType.startsWith('image/')) content.unshift({ type: 'image', data: Buffer.from(binary.bytes).toString('base64'), mimeType: binary.contentType })
    return { content, structuredContent: summary }
  }
  const structured = { data: result.data, cost, spent }
  return { content: [{ type: 'text', text: JSON.stringify(structured) }], structuredContent: structured }
}

/** A failed call as a tool error the agent can act on: the code, the message, and when to retry. */
export function errorResult(error: unknown): CallToolResult {
  const details: Record<string, unknown> = isSvcError(error)
    ? {
        code: error.code,
        status: error.status,
        message: error.message,
        ...pick(error as unknown as Record<string, unknown>, ['reason', 'field', 'issues', 'failures', 'retryAfter', 'amountUsd', 'limitUsd', 'priceUsd']),
      }
    : { code: 'INTERNAL', message: (error as Error)?.message ?? String(error) }
  return { isError: true, content: [{ type: 'text', text: JSON.stringify({ error: details }) }], structuredContent: { error: details } }
}

function pick(source: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const key of keys) {
    const value = source[key]
    if (value !== undefined && !(Array.isArray(value) && value.length === 0)) out[key] = value
  }
  return out
}

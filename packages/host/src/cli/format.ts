import { isSvcError, TrialExhaustedError, type CallMeta, type CallResult, type DirectoryEntry, type FoundOperations } from '@svc/client'

const compact = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value))

/** A table with left-aligned columns, the last one free to run long. */
export function table(rows: string[][]): string {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? []
  return rows.map((row) => row.map((cell, column) => (column === row.length - 1 ? cell : cell.padEnd(widths[column]!))).join('  ').trimEnd()).join('\n')
}

/** What a call cost: free, trial, or paid with the rail and transaction. */
export function costLine(meta: CallMeta): string {
  if (meta.caller === 'trial') return `${meta.endpoint}: free trial call (one per operation per hour)`
  if (meta.caller === 'free') return `${meta.endpoint}: free operation`
  const settlement = meta.settlement
  const rail = settlement ? ` on ${settlement.network}${settlement.transaction ? `, tx ${settlement.transaction}` : ''}${settlement.status === 'pending' ? ' (pending)' : ''}` : ''
  // Up-to billing: what was charged of the maximum the payer signed for.
  const ceiling = meta.authorized ? ` (of $${meta.authorized.usd} authorized)` : ''
  return `${meta.endpoint}: paid $${meta.cost.usd} USDC${ceiling}${rail}`
}

/** Normalized answers as one block of `key: value` lines per item; others as indented JSON. */
export function formatData(data: unknown): string {
  const normalized = data as { ok?: boolean; items?: unknown[]; total?: number | null; source?: { provider: string; url: string; license: string } }
  if (normalized?.ok !== true || !Array.isArray(normalized.items)) return JSON.stringify(data, null, 2)
  const blocks = normalized.items.map((item) => (typeof item === 'object' && item !== null
    ? Object.entries(item).map(([key, value]) => `${key}: ${compact(value)}`).join('\n')
    : compact(item)))
  const count = `${normalized.items.length} item${normalized.items.length === 1 ? '' : 's'}${normalized.total != null && normalized.total !== normalized.items.length ? ` of ${normalized.total}` : ''}`
  const source = normalized.source ? `\nsource: ${normalized.source.provider} (${normalized.source.license}) ${normalized.source.url}` : ''
  return `${blocks.join('\n\n')}${blocks.length ? '\n\n' : ''}${count}${source}`
}

export function formatCall(result: CallResult): string {
  return `${formatData(result.data)}\n${costLine(result.meta)}`
}

/** What an operation costs, as the directory says it. */
const priceOf = (entry: DirectoryEntry) => (entry.pricing === 'free' ? 'free' : `$${entry.versions[0]!.price.usd}${entry.pricing === 'fixed' ? '' : ` (${entry.pricing})`}`)

export function formatSearch(query: string, matches: FoundOperations['operations']): string {
  if (matches.length === 0) return `No operation matches "${query}". Try other words, or: svc directory`
  const rows = matches.map((match) => [match.score.toFixed(2), match.id, priceOf(match), match.available ? match.description : `(unavailable) ${match.description}`])
  return table([['score', 'operation', 'price', 'description'], ...rows])
}

export function formatDirectory(entries: DirectoryEntry[]): string {
  const rows = entries.map((entry) => {
    const note = !entry.available ? `  unavailable: ${entry.unavailableReason ?? 'not configured'}` : entry.availableExcept ? `  available, except calls that need: ${entry.availableExcept}` : ''
    return [entry.id, entry.versions[0]!.method, priceOf(entry), `${entry.description}${note}`]
  })
  return `${table([['operation', 'method', 'price', 'description'], ...rows])}\n${entries.length} operation${entries.length === 1 ? '' : 's'}`
}

/** One error, readable: the code, the host's message, and what to do next. */
export function formatError(error: unknown): string {
  if (!isSvcError(error)) return `error: ${(error as Error).message ?? String(error)}`
  const lines = [`error ${error.code}${error.status ? ` (${error.status})` : ''}: ${error.message}`]
  if (error.code === 'UNREACHABLE') lines.push('is the host running? --url or SVC_URL names it')
  if (error instanceof TrialExhaustedError) lines.push(`next free call in ${error.retryAfter} s; to pay now: --pay with SVC_PAYER_EVM_KEY or SVC_PAYER_SOLANA_KEY set`)
  if (error.code === 'PAYMENT_REQUIRED') lines.push('call it free once an hour (the default), or pay: --pay with SVC_PAYER_EVM_KEY or SVC_PAYER_SOLANA_KEY set')
  const issues = (error as { issues?: Array<{ field: string; message: string }> }).issues ?? []
  if (issues.length > 1) for (const issue of issues) lines.push(`  ${issue.field || '(params)'}: ${issue.message}`)
  for (const failure of (error as { failures?: Array<{ index: number; endpoint: string; error: string }> }).failures ?? []) lines.push(`  call ${failure.index} (${failure.endpoint}): ${failure.error}`)
  return lines.join('\n')
}

/** The JSON error of `--json`: the host's body when there was one. */
export function errorJson(error: unknown): Record<string, unknown> {
  if (!isSvcError(error)) return { error: (error as Error).message ?? String(error), code: 'CLI_ERROR' }
  return { ...error.body, error: error.message, code: error.code, status: error.status, ...('reason' in error ? { reason: error.reason } : {}) }
}

import { createApp, paramsQuery, providersOf, type RegisteredOperation, type SvcConfig } from '@svc/core'
import { openConfiguredState } from '../state.ts'
import { loadInstalledPlugins } from '../host.ts'
import { UsageError, type CliIo } from './io.ts'

/** What a provider's live answers say, worst of its operations first. */
export type CheckStatus = 'ok' | 'unauthorized' | 'rate-limited' | 'blocked' | 'changed-shape' | 'unreachable' | 'failed' | 'not-configured' | 'no-example'

const WORST_FIRST: CheckStatus[] = ['unreachable', 'blocked', 'changed-shape', 'unauthorized', 'rate-limited', 'failed', 'ok', 'not-configured', 'no-example']
const FAILING = new Set<CheckStatus>(['unreachable', 'blocked', 'changed-shape', 'unauthorized', 'rate-limited', 'failed'])

export interface OperationCheck {
  id: string
  status: CheckStatus
  ms?: number
  /** Where the answer's shape differs (changed-shape). */
  field?: string
  message?: string
}

export interface ProviderCheck {
  id: string
  name: string
  status: CheckStatus
  operations: OperationCheck[]
  /** Why it was not called (not-configured). */
  reason?: string
}

/**
 * `svc providers check [id...]`: calls each provider this host can call, live, with its operations'
 * examples (every operation free, on state of its own, or on the fleet's Redis so the shared limits hold),
 * and reports per provider what the answers say. Exit 0 when every provider checked answered as its
 * operations expect, 1 when one did not: fit for cron and a release checklist.
 */
export async function checkCommand(ids: string[], flags: { json?: boolean | undefined }, io: CliIo, config: SvcConfig): Promise<number> {
  const plugins = await loadInstalledPlugins(io.cwd, config)
  const free = Object.fromEntries(plugins.flatMap((plugin) => plugin.operations.map((operation) => [`${operation.group ?? plugin.group}.${operation.name}`, 0])))
  const state = await openConfiguredState({ redisUrl: config.redisUrl })
  const svc = createApp({ config: { ...config, prices: { ...config.prices, ...free }, log: 'off' }, plugins, state, log: () => {} })
  try {
    const providers = providersOf(svc.runtime.registry.operations, config)
    const unknown = ids.filter((id) => !providers.some((provider) => provider.id === id))
    if (unknown.length) throw new UsageError(`no installed plugin calls ${unknown.join(', ')}; svc providers lists those that do`)
    const chosen = ids.length ? providers.filter((provider) => ids.includes(provider.id)) : providers
    const results = await inParallel(chosen, 4, async (provider): Promise<ProviderCheck> => {
      if (!provider.availability.available) return { id: provider.id, name: provider.name, status: 'not-configured', operations: [], reason: `it ${provider.availability.reason}` }
      const operations: OperationCheck[] = []
      for (const id of provider.operations) operations.push(await checkOperation(svc.app.fetch.bind(svc.app), svc.runtime.registry.byId.get(id)!, svc.runtime.registry.byId))
      const status = operations.length === 0 ? 'no-example' : WORST_FIRST.find((candidate) => operations.some((operation) => operation.status === candidate))!
      return { id: provider.id, name: provider.name, status, operations }
    })
    const failing = results.filter((result) => FAILING.has(result.status))
    if (flags.json) io.out(JSON.stringify({ checkedAt: new Date().toISOString(), providers: results, failing: failing.map((result) => result.id) }, null, 2))
    else printChecks(results, io)
    return failing.length ? 1 : 0
  } finally {
    await svc.close()
  }
}

/** Calls one operation's example (after its given calls) and reads its answer as a check. */
async function checkOperation(fetch: (request: Request) => Response | Promise<Response>, operation: RegisteredOperation, byId: ReadonlyMap<string, RegisteredOperation>): Promise<OperationCheck> {
  const example = operation.example
  if (!example) return { id: operation.id, status: 'no-example' }
  const send = (target: RegisteredOperation, params: Record<string, unknown>) => fetch(target.method === 'GET'
    ? new Request(`http://localhost${target.path}?${paramsQuery(params)}`)
    : new Request(`http://localhost${target.path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(params) }))
  const started = performance.now()
  for (const step of example.given) {
    const target = byId.get(step.endpoint)
    const response = target ? await send(target, step.params) : undefined
    if (response?.status !== 200) return { id: operation.id, status: 'failed', message: `given call ${step.endpoint} answered ${response?.status ?? 'nothing: not installed'}` }
    await response.body?.cancel()
  }
  const response = await send(operation, example.params)
  const ms = Math.round(performance.now() - started)
  if (response.status === 200) {
    await response.body?.cancel()
    return { id: operation.id, status: 'ok', ms }
  }
  const body = (await response.json().catch(() => ({}))) as { code?: string; error?: string; upstreamStatus?: number; answer?: string; field?: string }
  return { id: operation.id, ms, ...classify(response.status, body) }
}

/** The provider's state an error answer tells. */
export function classify(status: number, body: { code?: string; error?: string; upstreamStatus?: number; answer?: string; field?: string }): Pick<OperationCheck, 'status' | 'field' | 'message'> {
  const message = body.error ?? `HTTP ${status}`
  if (body.code === 'UPSTREAM_NOT_CONFIGURED') return { status: 'not-configured', message }
  if (body.code === 'UPSTREAM_RATE_LIMIT') return { status: 'rate-limited', message }
  if (body.answer === 'blocked') return { status: 'blocked', message }
  if (body.answer === 'shape' || body.answer === 'malformed') return { status: 'changed-shape', field: body.field ?? '(body)', message }
  if (body.upstreamStatus === 401 || body.upstreamStatus === 403) return { status: 'unauthorized', message }
  if (body.code === 'UPSTREAM_TIMEOUT' || (body.code === 'UPSTREAM_FAILED' && (body.upstreamStatus === undefined || body.upstreamStatus >= 500))) return { status: 'unreachable', message }
  return { status: 'failed', message }
}

const LABEL: Record<CheckStatus, string> = {
  ok: 'ok', unauthorized: 'unauthorized', 'rate-limited': 'rate limited', blocked: 'blocked (web page or bot wall)', 'changed-shape': 'changed shape',
  unreachable: 'unreachable', failed: 'failed', 'not-configured': 'not configured', 'no-example': 'no example to call',
}

function printChecks(results: ProviderCheck[], io: CliIo): void {
  const width = Math.max(...results.map((result) => result.id.length), 8)
  for (const result of results) {
    io.out(`${result.id.padEnd(width)}  ${LABEL[result.status]}${result.reason ? `: ${result.reason}` : ''}`)
    for (const operation of result.operations) {
      if (operation.status === 'ok') io.out(`${''.padEnd(width)}    ${operation.id} ok (${operation.ms} ms)`)
      else io.out(`${''.padEnd(width)}    ${operation.id} ${LABEL[operation.status]}${operation.field ? ` at ${operation.field}` : ''}${operation.message ? `: ${operation.message}` : ''}`)
    }
  }
  const failing = results.filter((result) => FAILING.has(result.status)).length
  io.out(`${results.length} providers: ${results.filter((result) => result.status === 'ok').length} ok, ${failing} failing, ${results.length - failing - results.filter((result) => result.status === 'ok').length} not checked`)
}

async function inParallel<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await task(items[index]!)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}

import type { H3, H3Event } from 'h3'
import { errorResponse, jsonResponse } from '../envelope.ts'
import { createError, toApiError } from '../errors.ts'
import { readJsonBody } from '../input.ts'
import { invalidField } from '../kit/field-error.ts'
import { dayOf } from '../observe/day-figures.ts'
import { summarizeStats } from '../observe/stats-summary.ts'
import { providersOf } from '../upstream/facts.ts'
import type { OperatorParts } from './surface.ts'
import { requireAdmin } from './auth.ts'

const NO_STORE = { 'cache-control': 'no-store' }

/** The admin API: stats, live prices, payment webhooks; each behind the admin bearer token. */
export function mountAdminApi(app: H3, parts: OperatorParts): void {
  const { runtime } = parts
  const admin = (handler: (event: H3Event) => Promise<unknown>) => async (event: H3Event) => {
    try {
      requireAdmin(event.req, runtime.config.adminToken)
      return jsonResponse(await handler(event), 200, NO_STORE)
    } catch (error) {
      return errorResponse(toApiError(error))
    }
  }

  app.get('/api/admin/stats', admin(async (event) => {
    const raw = event.url.searchParams.get('days') ?? '30'
    const days = Number(raw)
    if (!Number.isInteger(days) || days < 1 || days > 366) throw invalidField('days', 'must be a whole number of days from 1 to 366')
    const since = dayOf(Date.now() - (days - 1) * 86_400_000)
    const providers = providersOf(runtime.registry.operations, runtime.config).map(({ id, name, operations, limit, termsSummary, availability }) => ({ id, name, operations, limit, terms: termsSummary, available: availability.available, ...(availability.reason ? { reason: availability.reason } : {}) }))
    // Who the rate limits held back lately, on every host sharing the state (payer wallets, client addresses).
    // The rails' own figures (x402's channels: open channels, unclaimed amounts, claims and their transactions).
    const rails = Object.fromEntries(Object.entries((await runtime.gate.figures?.()) ?? {}).map(([id, figures]) => [id, { ...figures.stats, ...(figures.dashboard ? { dashboard: figures.dashboard } : {}) }]))
    return { backend: runtime.state.backend, sharedAcrossHosts: runtime.state.capabilities.sharedAcrossHosts, ...summarizeStats(await parts.stats.read(since), days), providers, throttled: (await runtime.payments?.throttled()) ?? [], unappliedPaidCalls: (await runtime.payments?.answers.unapplied.listing()) ?? { count: 0, total: 0, oldestAt: null, recent: [] }, rails }
  }))

  app.get('/api/admin/prices', admin(async () => ({ operations: parts.prices.current(), audit: await parts.prices.audit() })))
  app.put('/api/admin/prices', admin(async (event) => {
    const body = await readJsonBody(event.req, runtime.config.bodyLimitBytes)
    for (const name of Object.keys(body)) if (name !== 'prices' && name !== 'note') throw invalidField(name, 'unknown member; the body takes prices and note')
    return { changes: await parts.prices.change(body.prices, body.note) }
  }))

  app.get('/api/admin/webhooks', admin(async () => ({ webhooks: await parts.webhooks.list(), deliveries: await parts.webhooks.deliveries() })))
  app.post('/api/admin/webhooks', admin(async (event) => {
    const body = await readJsonBody(event.req, runtime.config.bodyLimitBytes)
    for (const name of Object.keys(body)) if (name !== 'url' && name !== 'events') throw invalidField(name, 'unknown member; the body takes url and events')
    return { webhook: await parts.webhooks.register({ url: body.url, events: body.events }) }
  }))
  app.delete('/api/admin/webhooks/:id', admin(async (event) => {
    const id = event.context.params?.id ?? ''
    if (!(await parts.webhooks.remove(id))) throw createError('NOT_FOUND', `No payment webhook ${id.slice(0, 60)}`)
    return { deleted: id }
  }))
}

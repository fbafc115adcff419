import type { H3 } from 'h3'
import type { CatalogDocuments } from '../catalog/documents.ts'
import { fastResponse, errorResponse } from '../envelope.ts'
import { toApiError } from '../errors.ts'
import { createObserverList, type CallEvent } from '../observe/events.ts'
import { createMetrics } from '../observe/metrics.ts'
import { railMetricsText } from '../observe/rail-metrics.ts'
import { rememberCall } from '../observe/request-log.ts'
import { createStatsStore } from '../observe/stats-store.ts'
import { upstreamFiguresOf, type UpstreamFigures } from '../observe/upstream-figures.ts'
import { createPageCache } from '../pages/page-cache.ts'
import { mountPages } from '../pages/routes.ts'
import type { Runtime } from '../runtime.ts'
import type { AppSurface } from '../surface.ts'
import { requireAdmin } from './auth.ts'
import { createLivePrices } from './live-prices.ts'
import { createPaymentWebhooks } from './payment-webhooks.ts'
import { mountAdminApi } from './routes.ts'

export type OperatorParts = ReturnType<typeof operatorParts>

function operatorParts(runtime: Runtime, documents: CatalogDocuments, upstreamFigures: () => Promise<UpstreamFigures[]>) {
  const { state, config, log } = runtime
  const pages = createPageCache()
  const webhookSettings = config.settings['payment-webhooks'] as { allowLoopbackForTests?: boolean; retryBaseMs?: number; pollIntervalMs?: number } | undefined
  return {
    runtime,
    documents,
    pages,
    metrics: createMetrics(upstreamFigures, runtime.payments?.answers.unapplied.figures),
    stats: createStatsStore(state, upstreamFigures, { log }),
    prices: createLivePrices(state, runtime.registry, { configPrices: config.prices, onChange: () => {
      documents.refresh()
      pages.clear()
    }, log }),
    webhooks: createPaymentWebhooks(state, {
      allowLoopbackForTests: webhookSettings?.allowLoopbackForTests === true,
      ...(typeof webhookSettings?.retryBaseMs === 'number' ? { retryBaseMs: webhookSettings.retryBaseMs } : {}),
      ...(typeof webhookSettings?.pollIntervalMs === 'number' ? { pollIntervalMs: webhookSettings.pollIntervalMs } : {}),
      log,
      now: runtime.now,
    }),
  }
}

/**
 * What people and operators see beside the API: the home page, the docs, the surfaces' pages (the dashboard), `/metrics`
 * and the admin API, and the call observers behind them (metrics, stats, request log, payment events).
 */
export function mountOperatorSurface(app: H3, runtime: Runtime, documents: CatalogDocuments, surfaces: AppSurface[] = []) {
  const parts = operatorParts(runtime, documents, upstreamFiguresOf(runtime.upstream))
  const observers = createObserverList(runtime.log)
  if (runtime.config.logFormat === 'json') observers.add(rememberCall)
  observers.add(parts.metrics.observe)
  observers.add(parts.stats.observe)
  observers.add(parts.webhooks.observe)

  // /metrics is open on a host without an admin token, and asks for it on a host with one.
  app.get('/metrics', async (event) => {
    try {
      if (runtime.config.adminToken) requireAdmin(event.req, runtime.config.adminToken)
      const { body, contentType } = await parts.metrics.scrape()
      const rails = railMetricsText(Object.values((await runtime.gate.figures?.()) ?? {}).flatMap((figures) => figures.metrics ?? []))
      return fastResponse(body + rails, 200, { 'content-type': contentType, 'cache-control': 'no-store' })
    } catch (error) {
      return errorResponse(toApiError(error))
    }
  })
  mountAdminApi(app, parts)
  mountPages(app, parts, surfaces)
  return {
    observe: (event: CallEvent) => observers.emit(event),
    async start() {
      await parts.prices.sync()
      parts.prices.start()
      parts.webhooks.start()
    },
    async close() {
      parts.prices.stop()
      await parts.webhooks.close()
      await parts.stats.close()
    },
  }
}

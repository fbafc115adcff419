import type { PluginContext, PluginLifecycle, Sweeps } from '@svc/core'
import { OUTBOX } from './webhooks/outbox.ts'
import { webhookSettingsOf, type WebhookSettings } from './webhooks/settings.ts'

/** What a periodic task of the plugin gets. */
export interface TaskContext {
  ctx: PluginContext
  webhooks: WebhookSettings
  /** When this start of the host last re-indexed each due-time index (core's sweepIfDue). */
  sweeps: Sweeps
}

/** A piece of background work run on every tick (due schedules, due watchers...): it reads a due-time index, never every record. */
export type BackgroundTask = (context: TaskContext) => Promise<void>

/** The background loop's lifecycle, and one tick on demand. */
export interface BackgroundLifecycle extends PluginLifecycle {
  start(ctx: PluginContext): void
  stop(): Promise<void>
  /**
   * Runs one tick after the one under way (ticks never overlap) and waits for the webhooks it sends:
   * a test moves the host's clock, then ticks, instead of waiting for the timer.
   */
  tick(): Promise<void>
}

/**
 * The plugin's background loop: every `settings.webhooks.pollIntervalMs` it runs each task and
 * sends due webhooks. Ticks never overlap; stop waits for the tick and the sends under way.
 * Each plugin instance has its own loop, so several hosts can run in one process (tests).
 */
export function backgroundLifecycle(tasks: BackgroundTask[]): BackgroundLifecycle {
  let timer: NodeJS.Timeout | undefined
  // The tick under way (or the last one): the next tick starts after it.
  let running: Promise<void> = Promise.resolve()
  let stopping = false
  let loop: (() => Promise<void>) | undefined
  let drain: (() => Promise<void>) | undefined
  const next = (): Promise<void> => {
    const tick = loop
    running = running.then(() => (tick && !stopping ? tick() : undefined))
    return running
  }
  return {
    start(ctx) {
      const webhooks = webhookSettingsOf(ctx.config)
      const sweeps: Sweeps = new Map()
      const dispatcher = OUTBOX.dispatcher(ctx.state, { settings: webhooks, log: ctx.log, sweeps, now: ctx.now })
      drain = dispatcher.drain
      stopping = false
      const context: TaskContext = { ctx, webhooks, sweeps }
      loop = async () => {
        for (const task of tasks) {
          if (stopping) return
          await task(context).catch((error) => ctx.log(`agent-infra background: ${(error as Error)?.stack ?? String(error)}`))
        }
        if (!stopping) await dispatcher.tick().catch((error) => ctx.log(`agent-infra webhooks: ${(error as Error)?.stack ?? String(error)}`))
      }
      const schedule = () => {
        timer = setTimeout(() => {
          void next().finally(() => {
            if (!stopping) schedule()
          })
        }, webhooks.pollIntervalMs)
        timer.unref()
      }
      schedule()
    },
    async stop() {
      stopping = true
      clearTimeout(timer)
      await running
      await drain?.()
    },
    async tick() {
      await next()
      await drain?.()
    },
  }
}

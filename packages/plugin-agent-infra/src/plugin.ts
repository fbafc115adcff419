import { definePlugin, type PluginDefinition } from '@svc/core'
import { backgroundLifecycle, type BackgroundLifecycle } from './background.ts'
import { lockOperations } from './lock/index.ts'
import { pubsubOperations } from './pubsub/index.ts'
import { queueOperations } from './queue/index.ts'
import { sandboxed } from './sandbox.ts'
import { scheduleOperations, scheduleTask } from './schedule/index.ts'
import { storeOperations } from './store/index.ts'
import { watcherOperations, watchersTask } from './watchers/index.ts'
import { vocabulary, intents } from './vocabulary.ts'

/** The plugin, with its background loop's lifecycle (whose `tick()` tests call). */
export interface AgentInfraPlugin extends PluginDefinition {
  lifecycle: BackgroundLifecycle
}

/**
 * Account-less agent infrastructure: every object belongs to the paying wallet.
 * Each group's table of operations is in its folder's index.ts. Every instance has its own
 * background loop (schedules, watchers, webhook outbox), started and stopped with the host.
 */
export function createAgentInfraPlugin(): AgentInfraPlugin {
  const lifecycle = backgroundLifecycle([scheduleTask(), watchersTask])
  const plugin = definePlugin({
    search: { vocabulary, intents },
    // Trial calls of every operation run in the caller's own sandbox (sandbox.ts).
    operations: [...storeOperations, ...lockOperations, ...queueOperations, ...scheduleOperations, ...pubsubOperations, ...watcherOperations].map(sandboxed),
    lifecycle,
  })
  return { ...plugin, lifecycle }
}

export const agentInfraPlugin = createAgentInfraPlugin()

import { definePlugin, type PluginDefinition } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import { backgroundLifecycle } from './background.ts'
import { lockOperations } from './lock/index.ts'
import { pubsubOperations } from './pubsub/index.ts'
import { queueOperations } from './queue/index.ts'
import { scheduleOperations, scheduleTask } from './schedule/index.ts'
import { storeOperations } from './store/index.ts'
import { watcherOperations, watchersTask } from './watchers/index.ts'
import { vocabulary, intents } from './vocabulary.ts'

/**
 * Account-less agent infrastructure: every object belongs to the paying wallet.
 * Each group's table of operations is in its folder's index.ts. Every instance has its own
 * background loop (schedules, watchers, webhook outbox), started and stopped with the host.
 */
export function createAgentInfraPlugin(): PluginDefinition {
  return definePlugin({
    name: pkg.name,
    version: pkg.version,
  examples,
    search: { vocabulary, intents },
    core: pkg.peerDependencies['@svc/core'],
    operations: [...storeOperations, ...lockOperations, ...queueOperations, ...scheduleOperations, ...pubsubOperations, ...watcherOperations],
    lifecycle: backgroundLifecycle([scheduleTask(), watchersTask]),
  })
}

export const agentInfraPlugin = createAgentInfraPlugin()

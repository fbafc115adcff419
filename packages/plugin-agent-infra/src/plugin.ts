import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import { lockOperations } from './lock/index.ts'
import { queueOperations } from './queue/index.ts'
import { storeOperations } from './store/index.ts'

/**
 * Account-less agent infrastructure: every object belongs to the paying wallet.
 * Each group's table of operations is in its folder's index.ts.
 */
export const agentInfraPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  core: '^0.1',
  operations: [...storeOperations, ...lockOperations, ...queueOperations],
})

import { serviceCatalog } from '@svc/catalog'
import { testPlugin } from '@svc/core/testing'
import { agentInfraPlugin } from '../src/index.ts'

// Examples only for calls that succeed on their own (a release needs a held lock, an ack a lease).
testPlugin(agentInfraPlugin, {
  catalog: serviceCatalog,
  examplesFile: new URL('../src/examples.json', import.meta.url),
  examples: {
    'store.kv-put': { key: 'k', value: 1 },
    'store.kv-delete': { key: 'k' },
    'store.kv-scan': {},
    'store.usage': {},
    'lock.acquire': { name: 'l', ttlSeconds: 10 },
    'queue.enqueue': { queue: 'q', payload: 1 },
    'queue.lease': { queue: 'q' },
    'queue.stats': { queue: 'q' },
    'schedule.status': {},
    'pubsub.create-topic': { name: 't' },
  },
})

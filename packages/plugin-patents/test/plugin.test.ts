import { serviceCatalog } from '@svc/catalog'
import { pluginTestApp, testPlugin } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { patentsPlugin } from '../src/index.ts'

// No examples: every operation needs the operator's USPTO ODP key or EPO OPS credentials (adapters tested on fixtures in the other files).
testPlugin(patentsPlugin, { catalog: serviceCatalog, examplesFile: new URL('../src/examples.json', import.meta.url) })

describe('patents without credentials', () => {
  const app = pluginTestApp(patentsPlugin, { upstreams: { 'uspto-odp': 'http://127.0.0.1:9', 'epo-ops-auth': 'http://127.0.0.1:9', 'epo-ops': 'http://127.0.0.1:9' }, paid: true })
  const calls: Record<string, [string, string]> = {
    search: ['?query=battery', 'SVC_UPSTREAM_USPTO_ODP_KEY'],
    detail: ['?patentNumber=9362380', 'SVC_UPSTREAM_USPTO_ODP_KEY'],
    documents: ['?applicationNumber=16123123', 'SVC_UPSTREAM_USPTO_ODP_KEY'],
    'epo-search': ['?query=ti%3Dplastic', 'SVC_UPSTREAM_EPO_OPS_AUTH_KEY'],
    'epo-biblio': ['?number=EP1000000A1', 'SVC_UPSTREAM_EPO_OPS_AUTH_KEY'],
    'epo-family': ['?number=EP1000000A1', 'SVC_UPSTREAM_EPO_OPS_AUTH_KEY'],
    'epo-legal': ['?number=EP1000000A1', 'SVC_UPSTREAM_EPO_OPS_AUTH_KEY'],
  }
  for (const operation of patentsPlugin.operations) {
    it(`${operation.name} is unavailable (503 before any 402), naming the key to configure`, async () => {
      const [query, env] = calls[operation.name]!
      const body = await app.status(`/api/patents/${operation.name}${query}`, 503, undefined, 'UPSTREAM_NOT_CONFIGURED')
      expect(body.error).toContain(env)
    })
  }
})

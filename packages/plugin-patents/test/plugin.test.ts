import { testHost, testPlugin } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { patentsPlugin } from '../src/index.ts'

// The examples reach USPTO ODP and EPO OPS on the fixture server, answered with the files of uspto.test.ts and epo.test.ts.
const fixture = (upstream: string, name: string) => ({ file: `${upstream}/${name}` })
const ops = '/3.2/rest-services'

testPlugin(patentsPlugin, {
  keys: { 'uspto-odp': 'odp-test-key', 'epo-ops': 'consumer-key:consumer-secret' },
  routes: {
    'GET /api/v1/patent/applications/search': fixture('uspto-odp', 'search.json'),
    'GET /api/v1/patent/applications/14104993': fixture('uspto-odp', 'application.json'),
    'GET /api/v1/patent/applications/16123123/documents': fixture('uspto-odp', 'documents.json'),
    'POST /3.2/auth/accesstoken': fixture('epo-ops', 'token.json'),
    [`GET ${ops}/published-data/search/biblio`]: fixture('epo-ops', 'search-biblio.json'),
    [`GET ${ops}/published-data/publication/docdb/EP.1000000.A1/biblio`]: fixture('epo-ops', 'biblio.json'),
    [`GET ${ops}/family/publication/docdb/EP.1000000.A1`]: fixture('epo-ops', 'family.json'),
    [`GET ${ops}/legal/publication/docdb/EP.1000000.A1`]: fixture('epo-ops', 'legal.json'),
  },
})

describe('patents without credentials', () => {
  const app = testHost({ plugins: patentsPlugin, elsewhere: { 'uspto-odp': 'http://127.0.0.1:9', 'epo-ops': 'http://127.0.0.1:9' }, paid: true })
  const calls: Record<string, [string, string]> = {
    search: ['?query=battery', 'SVC_UPSTREAM_USPTO_ODP_KEY'],
    detail: ['?patentNumber=9362380', 'SVC_UPSTREAM_USPTO_ODP_KEY'],
    documents: ['?applicationNumber=16123123', 'SVC_UPSTREAM_USPTO_ODP_KEY'],
    'epo-search': ['?query=ti%3Dplastic', 'SVC_UPSTREAM_EPO_OPS_KEY'],
    'epo-biblio': ['?number=EP1000000A1', 'SVC_UPSTREAM_EPO_OPS_KEY'],
    'epo-family': ['?number=EP1000000A1', 'SVC_UPSTREAM_EPO_OPS_KEY'],
    'epo-legal': ['?number=EP1000000A1', 'SVC_UPSTREAM_EPO_OPS_KEY'],
  }
  for (const operation of patentsPlugin.operations) {
    it(`${operation.name} is unavailable (503 before any 402), naming the key to configure`, async () => {
      const [query, env] = calls[operation.name]!
      const body = await app.status(`/api/patents/${operation.name}${query}`, 503, undefined, 'UPSTREAM_NOT_CONFIGURED')
      expect(body.error).toContain(env)
    })
  }
})

import { join } from 'node:path'
import { testPlugin, testHost, type FixtureAnswer } from '@svc/core/testing'
import { govPlugin } from '@svc/plugin-gov'
import { agentPlugin } from '../src/index.ts'

// The example's four sources come from the fixtures of knowledge-delta.test.ts, never the providers.
const fixture = (path: string): FixtureAnswer => ({ file: join(import.meta.dirname, path) })
const h = testHost({
  plugins: [agentPlugin, govPlugin],
  upstreams: ['federal-register', 'senate', 'openalex', 'courtlistener'],
  keys: { courtlistener: 'cl-token' },
  routes: {
    'GET /api/v1/documents.json': fixture('fixtures/federal-register/documents-fisa.json'),
    'GET /legislative/LIS/roll_call_lists/vote_menu_118_2.xml': fixture('../../plugin-gov/test/fixtures/senate/vote_menu_118_2.xml'),
    'GET /works': fixture('fixtures/openalex/works-fisa.json'),
    'GET /api/rest/v4/search/': fixture('fixtures/courtlistener/search-fisa.json'),
  },
})

testPlugin(agentPlugin, {
  plugins: [govPlugin],
  upstreams: h.upstreams,
  })

import { testPlugin, testHost } from '@svc/core/testing'
import { expect, it } from 'vitest'
import { telecomPlugin } from '../src/index.ts'
import { telecomFixtures } from './_harness.ts'

// The examples reach the FCC on the fixture server.
const h = testHost(telecomFixtures)
testPlugin(telecomPlugin, { upstreams: h.upstreams })

it('fcc-filings answers 503 before any 402 without the api.data.gov key', async () => {
  const app = testHost({ plugins: telecomPlugin, elsewhere: { 'fcc-ecfs': 'http://127.0.0.1:9' }, paid: true })
  expect((await app.status('/api/telecom/fcc-filings?proceeding=17-108', 503, undefined, 'UPSTREAM_NOT_CONFIGURED')).error).toContain('SVC_UPSTREAM_FCC_ECFS_KEY')
})

import { serviceCatalog } from '@svc/catalog'
import { pluginTestApp, testPlugin, testHost } from '@svc/core/testing'
import { expect, it } from 'vitest'
import { eduPlugin } from '../src/index.ts'
import { eduFixtures } from './_harness.ts'

// The examples reach their providers on the fixture server.
const h = testHost(eduFixtures)
testPlugin(eduPlugin, { catalog: serviceCatalog, upstreams: h.upstreams, examplesFile: new URL('../src/examples.json', import.meta.url) })

it('college-scorecard answers 503 before any 402 without the api.data.gov key', async () => {
  const app = pluginTestApp(eduPlugin, { upstreams: { 'college-scorecard': 'http://127.0.0.1:9' }, paid: true })
  expect((await app.status('/api/edu/college-scorecard?name=michigan', 503, undefined, 'UPSTREAM_NOT_CONFIGURED')).error).toContain('SVC_UPSTREAM_COLLEGE_SCORECARD_KEY')
})

import { testPlugin, testHost } from '@svc/core/testing'
import { expect, it } from 'vitest'
import { eduPlugin } from '../src/index.ts'
import { eduFixtures } from './_harness.ts'

// The examples reach their providers on the fixture server.
const h = testHost(eduFixtures)
testPlugin(eduPlugin, { upstreams: h.upstreams })

const keyless = testHost({ plugins: eduPlugin, elsewhere: { 'college-scorecard': 'http://127.0.0.1:9' }, paid: true })
it('college-scorecard answers 503 before any 402 without the api.data.gov key', async () => {
  expect((await keyless.status('/api/edu/college-scorecard?name=michigan', 503, undefined, 'UPSTREAM_NOT_CONFIGURED')).error).toContain('SVC_UPSTREAM_COLLEGE_SCORECARD_KEY')
})

import { testHost, testPlugin } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { inflationPlugin } from '../src/index.ts'
import { inflationFixtures } from './_upstream.ts'

// The examples reach FRED and the ECB on the fixture server.
const h = testHost(inflationFixtures)
testPlugin(inflationPlugin, { upstreams: h.upstreams })

describe('inflation without a FRED key', () => {
  const app = testHost({ plugins: inflationPlugin, elsewhere: { fred: 'http://127.0.0.1:9' }, paid: true })
  for (const path of ['calculator?from=1990', 'rates', 'expectations']) {
    it(`${path} answers 503 before any 402, naming the key`, async () => {
      expect((await app.status(`/api/inflation/${path}`, 503, undefined, 'UPSTREAM_NOT_CONFIGURED')).error).toContain('SVC_UPSTREAM_FRED_KEY')
    })
  }
})

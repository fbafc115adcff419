import { testHost, testPlugin } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { occupationPlugin } from '../src/index.ts'
import { occupationFixtures } from './_harness.ts'

// The examples reach O*NET Web Services on the fixture server.
const h = testHost(occupationFixtures)
testPlugin(occupationPlugin, { upstreams: h.upstreams })

describe('occupation without an O*NET key', () => {
  const app = testHost({ plugins: occupationPlugin, elsewhere: { onet: 'http://127.0.0.1:9' }, paid: true })
  for (const path of ['search?q=nurse', 'profile?code=29-1141.00', 'related?code=29-1141.00']) {
    it(`${path} answers 503 before any 402, naming the key`, async () => {
      expect((await app.status(`/api/occupation/${path}`, 503, undefined, 'UPSTREAM_NOT_CONFIGURED')).error).toContain('SVC_UPSTREAM_ONET_KEY')
    })
  }
})

import { testPlugin, testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { econPlugin } from '../src/index.ts'
import { econFixtures } from './_harness.ts'

// The examples reach FRED, the Treasury and the CFTC on the fixture server.
const h = testHost(econFixtures)
testPlugin(econPlugin, { upstreams: h.upstreams })

describe('econ without a FRED key', () => {
  const app = testHost({ plugins: econPlugin, elsewhere: { fred: 'http://127.0.0.1:9' }, paid: true })
  const paths = ['fred?series=UNRATE', 'fred-categories', 'fred-releases', 'fred-regional?series=WIPCPI', 'fred-vintage?series=GDP&asOf=2020-01-01', 'recession', 'indicator?indicator=cpi', 'commodity?commodity=wti']
  for (const path of paths) {
    it(`${path} answers 503 before any 402, naming the key`, async () => {
      const body = await app.status(`/api/econ/${path}`, 503, undefined, 'UPSTREAM_NOT_CONFIGURED')
      expect(body.error).toContain('SVC_UPSTREAM_FRED_KEY')
    })
  }
})

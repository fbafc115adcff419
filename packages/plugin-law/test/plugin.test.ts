import { serviceCatalog } from '@svc/catalog'
import { pluginTestApp, testPlugin } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { lawPlugin } from '../src/index.ts'

// No examples: the keyed operations are tested on fixtures in the other files; the others need their upstreams.
testPlugin(lawPlugin, { catalog: serviceCatalog, examplesFile: new URL('../src/examples.json', import.meta.url) })

describe('law without the CourtListener token', () => {
  const app = pluginTestApp(lawPlugin, { upstreams: { courtlistener: 'http://127.0.0.1:9', 'trade-gov-csl': 'http://127.0.0.1:9' }, paid: true })
  const calls: Array<[string, Record<string, unknown> | undefined]> = [
    ['/api/law/case-search?q=privacy', undefined],
    ['/api/law/judge-lookup?name=Sotomayor', undefined],
    ['/api/law/opinion', { clusterId: 2812209 }],
    ['/api/law/citation-check', { text: 'See 576 U.S. 644.' }],
  ]
  for (const [path, body] of calls) {
    it(`${path} is unavailable (503 before any 402), naming the token to configure`, async () => {
      const answer = await app.status(path, 503, body, 'UPSTREAM_NOT_CONFIGURED')
      expect(answer.error).toContain('SVC_UPSTREAM_COURTLISTENER_KEY')
    })
  }
  it('sanctions-check is unavailable without the Consolidated Screening List key', async () => {
    const answer = await app.status('/api/law/sanctions-check', 503, { names: ['Jane Example'] }, 'UPSTREAM_NOT_CONFIGURED')
    expect(answer.error).toContain('SVC_UPSTREAM_TRADE_GOV_CSL_KEY')
  })
})

import { testHost, testPlugin } from '@svc/core/testing'
import { expect, it } from 'vitest'
import { factcheckPlugin } from '../src/index.ts'

// The example reaches Google Fact Check Tools on the fixture server, answered with the file of search.test.ts.
testPlugin(factcheckPlugin, {
  keys: { 'google-factcheck': 'google-test-key' },
  routes: { 'GET /v1alpha1/claims:search': { file: 'google-factcheck/claims-search.json' } },
})

const keyless = testHost({ plugins: factcheckPlugin, elsewhere: { 'google-factcheck': 'http://127.0.0.1:9' }, paid: true })
it('factcheck.search is unavailable without a key (503 before any 402), naming the key to configure', async () => {
  const body = await keyless.status('/api/factcheck/search?query=moon%20landing', 503, undefined, 'UPSTREAM_NOT_CONFIGURED')
  expect(body.error).toContain('SVC_UPSTREAM_GOOGLE_FACTCHECK_KEY')
})

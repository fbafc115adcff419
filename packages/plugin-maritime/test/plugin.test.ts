import { testHost, testPlugin } from '@svc/core/testing'
import { expect, it } from 'vitest'
import { maritimePlugin } from '../src/index.ts'

// The examples reach NGA MSI and Datalastic on the fixture server, answered with the files of maritime.test.ts.
const fixture = (upstream: string, name: string) => ({ file: `${upstream}/${name}` })

testPlugin(maritimePlugin, {
  keys: { datalastic: 'datalastic-test-key' },
  routes: {
    'GET /api/publications/world-port-index': fixture('nga-msi', 'world-port-index.json'),
    'GET /api/publications/asam': fixture('nga-msi', 'asam.json'),
    'GET /api/v0/vessel_info': fixture('datalastic', 'vessel-info.json'),
  },
})

const keyless = testHost({ plugins: maritimePlugin, elsewhere: { datalastic: 'http://127.0.0.1:9', 'nga-msi': 'http://127.0.0.1:9' }, paid: true })
it('maritime.vessel is unavailable without a Datalastic key (503 before any 402), naming the key to configure', async () => {
  const body = await keyless.status('/api/maritime/vessel?imo=9525338', 503, undefined, 'UPSTREAM_NOT_CONFIGURED')
  expect(body.error).toContain('SVC_UPSTREAM_DATALASTIC_KEY')
})

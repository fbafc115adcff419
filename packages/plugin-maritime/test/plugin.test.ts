import { serviceCatalog } from '@svc/catalog'
import { pluginTestApp, testPlugin } from '@svc/core/testing'
import { expect, it } from 'vitest'
import { maritimePlugin } from '../src/index.ts'

// No examples: every call reaches an upstream (tested on fixtures in maritime.test.ts).
testPlugin(maritimePlugin, { catalog: serviceCatalog, examplesFile: new URL('../src/examples.json', import.meta.url) })

it('maritime.vessel is unavailable without a Datalastic key (503 before any 402), naming the key to configure', async () => {
  const app = pluginTestApp(maritimePlugin, { upstreams: { datalastic: 'http://127.0.0.1:9', 'nga-msi': 'http://127.0.0.1:9' }, paid: true })
  const body = await app.status('/api/maritime/vessel?imo=9525338', 503, undefined, 'UPSTREAM_NOT_CONFIGURED')
  expect(body.error).toContain('SVC_UPSTREAM_DATALASTIC_KEY')
})

import { serviceCatalog } from '@svc/catalog'
import { pluginTestApp, testPlugin } from '@svc/core/testing'
import { expect, it } from 'vitest'
import { energyPlugin } from '../src/index.ts'

// No examples: every call reaches a provider (tested on fixtures in the other files).
testPlugin(energyPlugin, { catalog: serviceCatalog, examplesFile: new URL('../src/examples.json', import.meta.url) })

it('an operation whose key is not configured answers 503 before any 402, and is listed unavailable', async () => {
  const app = pluginTestApp(energyPlugin, { upstreams: { eia: 'http://127.0.0.1:9' }, paid: true })
  expect((await app.status('/api/energy/electricity-rates?state=CA', 503, undefined, 'UPSTREAM_NOT_CONFIGURED')).error).toContain('SVC_UPSTREAM_EIA_KEY')
  const directory = (await app.call('/api/directory')).body
  expect(directory.operations.find((entry: { id: string }) => entry.id === 'energy.electricity-rates')).toMatchObject({ available: false, unavailableReason: expect.stringContaining('upstreams.eia.key') })
})

it('refuses requests that can only fail before the 402', async () => {
  const keyed = { baseUrl: 'http://127.0.0.1:9', key: 'test-key' }
  const app = pluginTestApp(energyPlugin, { upstreams: { eia: keyed, nrel: keyed }, paid: true })
  await app.rejects('/api/energy/prices?commodity=gasoline&frequency=daily', 'frequency')
  await app.rejects('/api/energy/fuel-stations?lat=39.7', 'lon')
  await app.status('/api/energy/prices?commodity=wti', 402)
})

import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createEmbeddedState, defineOperation, definePlugin, parseConfig, type StateStore } from '@svc/core'
import * as v from 'valibot'
import { expect, it } from 'vitest'
import { createHost } from '../src/index.ts'

// An operator (or a test) can give the host any StateStore: what the host shares follows the store's
// declared capabilities, and what it reports names the store.
const plugin = definePlugin({
  name: 'keeper',
  version: '1.0.0',
  group: 'keeper',
  operations: [
    defineOperation({ name: 'count', method: 'GET', description: 'Counts its calls in the host state.', input: v.object({}), price: { usd: 0 }, handler: async ({ state }) => ({ calls: await state.increment('keeper:calls') }) }),
  ],
})

it('serves from the StateStore it is given, and reports its name in /health', async () => {
  const inner = createEmbeddedState()
  const given: StateStore = Object.assign(Object.create(inner), { backend: 'operator-store', capabilities: { sharedAcrossHosts: false, serverSideExpiry: true } })
  const dataDir = mkdtempSync(join(tmpdir(), 'svc-custom-state-'))
  const host = await createHost({ plugins: [plugin], rails: [], state: given, config: parseConfig({ dataDir, log: 'off' }) })
  expect(host.svc.runtime.state.backend).toBe('operator-store')
  const health = await (await host.svc.app.fetch(new Request('http://svc.test/health'))).json()
  expect(health.state).toBe('operator-store')
  const answer = await (await host.svc.app.fetch(new Request('http://svc.test/api/keeper/count'))).json()
  expect(answer.data.calls).toBe(1)
  expect(await inner.get('keeper:calls')).toBe(1)
})

import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'
import { corePlugin } from '../src/core-operations.ts'
import { buildRegistry, parseConfig } from '../src/index.ts'
import { testHost } from '../src/testing/index.ts'
import examples from '../src/core-examples.json' with { type: 'json' }
import { checkExamples, recordExamples, recordingExamples } from '../src/testing/example-check.ts'
import { EXAMPLE_TIME, startExampleHost } from '../src/testing/example-host.ts'

/** The file's test host: each `h.open(...)` is a host with its own plugins, prices kept (as a host lists them). */
const h = testHost({ plugins: [], paid: true })

// Core's own operations, on a host with no plugin: search.endpoints finds core's operations, and batch.run's
// example batches an endpoint search, so the answers hold on every host's docs page whatever it installs.
// Both are free on the example host (as every operation of a plugin's examples is): the prices read 0.
const core = corePlugin(() => {
  throw new Error('the examples are called on the example host, which has its own core')
})
const free = { 'batch.run': 0, 'search.endpoints': 0 }

it(recordingExamples() ? 'records the example answers of core\'s operations' : 'answers what the examples of core\'s operations show', async () => {
  const host = await startExampleHost({ plugins: [], upstreams: {}, config: { prices: free }, at: EXAMPLE_TIME })
  const run = { plugin: core, registry: buildRegistry([core], parseConfig({ prices: free })), host, served: new Set<string>(), file: fileURLToPath(new URL('../src/core-examples.json', import.meta.url)), params: {} }
  try {
    await (recordingExamples() ? recordExamples(run) : checkExamples(run))
  } finally {
    await host.close()
  }
}, 60_000)

// The docs page's try-it sends the example as a trial call: it must be one (a trial is one call per operation).
it('runs each example of core as a trial call, as the docs page\'s try-it sends it', async () => {
  // One host each: the batch's search uses the hour's trial of search.endpoints.
  const batch = await h.open({ plugins: [] }).app.request('/api/batch/run?trial=1', { method: 'POST', json: examples['batch.run'].params })
  expect(batch.status, await batch.clone().text()).toBe(200)
  const search = await h.open({ plugins: [] }).app.request(`/api/search/endpoints?${new URLSearchParams(examples['search.endpoints'].params)}&trial=1`)
  expect(search.status).toBe(200)
})

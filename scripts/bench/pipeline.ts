import { H3 } from 'h3'
import { createTestApp } from '@svc/core/testing'
import { convertPlugin } from '@svc/plugin-convert'
import { throughput, ratio } from './measure.ts'

/** A free operation through the full pipeline vs a bare h3 route returning the same JSON, in process. */
export async function benchPipeline(durationMs: number): Promise<void> {
  console.log('\npipeline: free operation (convert.unit, price 0) vs bare h3 route, in process (app.fetch), concurrency 16')
  const svc = createTestApp({ plugins: [convertPlugin], config: { prices: { 'convert.unit': 0 } } })
  const path = '/api/convert/unit?value=1&from=mi&to=km'
  const sample = await (await svc.request(path)).json()
  const bare = new H3()
  bare.get('/api/convert/unit', () => new Response(JSON.stringify(sample), { headers: { 'content-type': 'application/json; charset=utf-8' } }))
  const bareRequest = async () => (await bare.fetch(new Request(`http://localhost${path}`))).text()
  const svcRequest = async () => (await svc.app.fetch(new Request(`http://localhost${path}`))).text()
  // Warm both up, then alternate runs so machine noise hits both alike.
  await throughput('warm-up', 300, 16, bareRequest)
  await throughput('warm-up', 300, 16, svcRequest)
  const runs = { bare: [] as number[], svc: [] as number[] }
  for (let round = 0; round < 3; round++) {
    runs.bare.push(await throughput(`bare h3 route (round ${round + 1})`, durationMs, 16, bareRequest))
    runs.svc.push(await throughput(`svc pipeline, free op (round ${round + 1})`, durationMs, 16, svcRequest))
  }
  const best = (list: number[]) => Math.max(...list)
  ratio('pipeline / bare h3 (best of 3 each)', best(runs.svc) / best(runs.bare), '>= 0.8')
  await svc.close()
}

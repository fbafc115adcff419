import { request as httpRequest, Agent } from 'node:http'
import { H3 } from 'h3'
import { serve } from 'srvx'
import * as v from 'valibot'
import { defineOperation, definePlugin } from '@svc/core'
import { createTestApp } from '@svc/core/testing'
import { throughput, ratio } from './measure.ts'

/** A free operation with a typical query (a number and two short strings), so only the pipeline is measured. */
const benchPlugin = definePlugin({
  name: 'bench',
  version: '0.0.0',
  group: 'bench',
  operations: [defineOperation({
    name: 'unit',
    method: 'GET',
    description: 'Multiplies a value, as a unit conversion would.',
    input: v.object({ value: v.number(), from: v.pipe(v.string(), v.minLength(1), v.maxLength(40)), to: v.pipe(v.string(), v.minLength(1), v.maxLength(40)) }),
    price: { usd: 0 },
    handler: ({ input }) => ({ value: input.value, from: input.from, to: input.to, dimension: 'length', result: input.value * 1.609344 }),
  })],
})

/** A free operation through the full pipeline vs a bare h3 route returning the same JSON, in process. */
export async function benchPipeline(durationMs: number): Promise<void> {
  console.log('\npipeline: free operation (price 0) vs bare h3 route returning the same JSON, in process (app.fetch), concurrency 16')
  const svc = createTestApp({ plugins: [benchPlugin] })
  const path = '/api/bench/unit?value=1&from=mi&to=km'
  const sample = await (await svc.request(path)).json()
  const bare = new H3()
  // The baseline is what a plain h3 app does: a handler returning the same JSON object, serialized by h3.
  bare.get('/api/bench/unit', () => sample)
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
  ratio('in process: pipeline / bare h3 (best of 3 each)', best(runs.svc) / best(runs.bare), '>= 0.8')

  console.log('\npipeline over a real port (srvx on 127.0.0.1, keep-alive client in this process, concurrency 32)')
  const servers = await Promise.all([bare, svc.app].map(async (app) => {
    const server = serve({ fetch: (request) => app.fetch(request), port: 0, hostname: '127.0.0.1', silent: true, gracefulShutdown: false })
    await server.ready()
    return server
  }))
  const agent = new Agent({ keepAlive: true, maxSockets: 32 })
  const get = (port: number) => () => new Promise<void>((resolve, reject) => {
    httpRequest({ host: '127.0.0.1', port, path, agent }, (response) => {
      response.resume()
      response.on('end', resolve)
    }).on('error', reject).end()
  })
  const [barePort, svcPort] = servers.map((server) => Number(new URL(server.url!).port))
  await throughput('warm-up', 300, 32, get(barePort!))
  await throughput('warm-up', 300, 32, get(svcPort!))
  const http = { bare: [] as number[], svc: [] as number[] }
  for (let round = 0; round < 3; round++) {
    http.bare.push(await throughput(`bare h3 route over HTTP (round ${round + 1})`, durationMs, 32, get(barePort!)))
    http.svc.push(await throughput(`svc pipeline over HTTP (round ${round + 1})`, durationMs, 32, get(svcPort!)))
  }
  ratio('over HTTP: pipeline / bare h3 (best of 3 each)', best(http.svc) / best(http.bare), '>= 0.8')
  agent.destroy()
  await Promise.all(servers.map((server) => server.close(true)))
  await svc.close()
}

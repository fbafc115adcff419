import { H3 } from 'h3'
import * as v from 'valibot'
import { defineOperation, definePlugin } from '@svc/core'
import { createTestApp } from '@svc/core/testing'
import { httpLoad } from './load.ts'
import { listenLocal, medianRatio, ratio, report, throughput, throughputAndCpu } from './measure.ts'

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

export interface PipelineFigures {
  inProcess: number
  inProcessCpu: number
  http: number
}

/**
 * A free operation through the full pipeline vs a bare h3 route returning the same JSON, in process
 * and over a real port: each round measures both, and the ratio reported is the median of the rounds'.
 */
export async function benchPipeline(durationMs: number, rounds = 5): Promise<PipelineFigures> {
  console.log(`\npipeline: free operation (price 0) vs bare h3 route returning the same JSON, in process (app.fetch), concurrency 16, ${rounds} rounds`)
  const svc = createTestApp({ plugins: [benchPlugin] })
  const path = '/api/bench/unit?value=1&from=mi&to=km'
  const sample = await (await svc.request(path)).json()
  const bare = new H3()
  // The baseline is what a plain h3 app does: a handler returning the same JSON object, serialized by h3.
  bare.get('/api/bench/unit', () => sample)
  const bareRequest = async () => (await bare.fetch(new Request(`http://localhost${path}`))).text()
  const svcRequest = async () => (await svc.app.fetch(new Request(`http://localhost${path}`))).text()
  // Warm both up (a second each: the pipeline has more code for the JIT to settle than a bare route),
  // then alternate runs so machine noise hits both alike.
  await throughput('warm-up, bare h3 route', 1000, 16, bareRequest)
  await throughput('warm-up, svc pipeline', 1000, 16, svcRequest)
  const runs = { bare: [] as number[], svc: [] as number[], bareCpu: [] as number[], svcCpu: [] as number[] }
  for (let round = 0; round < rounds; round++) {
    const bareRun = await throughputAndCpu(`bare h3 route (round ${round + 1})`, durationMs, 16, bareRequest)
    const svcRun = await throughputAndCpu(`svc pipeline, free op (round ${round + 1})`, durationMs, 16, svcRequest)
    runs.bare.push(bareRun.rate)
    runs.svc.push(svcRun.rate)
    runs.bareCpu.push(bareRun.cpuMicros)
    runs.svcCpu.push(svcRun.cpuMicros)
  }
  const best = (list: number[]) => Math.max(...list)
  const inProcess = medianRatio(runs.svc, runs.bare)
  const inProcessCpu = medianRatio(runs.bareCpu, runs.svcCpu)
  ratio(`in process: pipeline / bare h3, calls/s (median of ${rounds} rounds; best of each ${(best(runs.svc) / best(runs.bare)).toFixed(2)})`, inProcess, '>= 0.8')
  ratio('in process: bare h3 / pipeline, CPU per call (median of rounds)', inProcessCpu, '>= 0.8')

  console.log('\npipeline over a real port (srvx on 127.0.0.1; load from a worker thread on raw keep-alive sockets, 32 connections)')
  const servers = await Promise.all([listenLocal(bare), listenLocal(svc.app), listenLocal(svc.app, true)])
  const [barePort, svcPort, immediatePort] = servers.map((server) => server.port)
  const get = { method: 'GET' as const, path }
  for (const port of [barePort, svcPort, immediatePort]) await httpLoad(port!, get, 300)
  const http = { bare: [] as number[], svc: [] as number[], immediate: [] as number[] }
  for (let round = 0; round < rounds; round++) {
    http.bare.push(report(`bare h3 route over HTTP (round ${round + 1})`, await httpLoad(barePort!, get, durationMs)))
    http.svc.push(report(`svc pipeline over HTTP (round ${round + 1})`, await httpLoad(svcPort!, get, durationMs)))
    http.immediate.push(report(`  the same, each answer sent at once (round ${round + 1})`, await httpLoad(immediatePort!, get, durationMs)))
  }
  const overHttp = medianRatio(http.svc, http.bare)
  ratio(`over HTTP: pipeline / bare h3, both answering at the end of the turn (median of ${rounds} rounds; best of each ${(best(http.svc) / best(http.bare)).toFixed(2)})`, overHttp, '>= 0.75')
  ratio('over HTTP: answers at the end of the turn / each sent at once (median of rounds)', medianRatio(http.svc, http.immediate), '> 1: the host batches its writes')
  await Promise.all(servers.map((server) => server.close()))
  await svc.close()
  return { inProcess, inProcessCpu, http: overHttp }
}

import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process'
import { join } from 'node:path'
import { createRedisState } from '@svc/state-redis'
import { describeWith, testRedisUrl } from '@svc/core/testing'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { signPayment } from './_evm.ts'
import { x402Hosts, pay, payTo, stubFacilitator, type StubFacilitator } from './_setup.ts'
import { redisRun } from './_redis-run.ts'

const { appWith } = x402Hosts()

/** This file's Redis keys, removed (and checked gone) after it. */
const run = redisRun('x402-hosts')
/** The cross-host tests need Redis; without one they are skipped, saying how to get it (CI refuses the skip). */
const describeWithRedis = await describeWith('redis')
describeWithRedis('two hosts sharing Redis', () => {
  let facilitator: StubFacilitator
  beforeAll(async () => {
    facilitator = await stubFacilitator()
  })
  afterAll(() => facilitator.close())

  it('take one payment exactly once out of 50 concurrent requests split across both', async () => {
    const prefix = run.prefix()
    const hosts = [0, 1].map(() => appWith({ facilitatorUrl: facilitator.url, state: createRedisState({ url: testRedisUrl(), prefix }) }))
    try {
      const { header } = await signPayment()
      const responses = await Promise.all(Array.from({ length: 50 }, (_, i) => pay(hosts[i % 2]!, header)))
      const statuses = responses.map((response) => response.status)
      expect(statuses.filter((status) => status === 200)).toHaveLength(1)
      expect(statuses.filter((status) => status === 402)).toHaveLength(49)
      expect(facilitator.requests.filter((request) => request.path === '/settle')).toHaveLength(1)
      // A later replay on either host still loses: the record says settled.
      for (const host of hosts) expect((await (await pay(host, header)).json()).reason).toBe('nonce_used')
    } finally {
      await Promise.all(hosts.map((host) => host.close()))
    }
  })

  it('take one payment exactly once out of 100 concurrent requests split across two host processes', async () => {
    facilitator.reset()
    const prefix = run.prefix()
    const children: ChildProcessWithoutNullStreams[] = []
    try {
      const ports = await Promise.all([0, 1].map(() => {
        const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=@svc/source', join(import.meta.dirname, 'fixtures/redis-host.ts'), facilitator.url, payTo, prefix])
        children.push(child)
        return new Promise<number>((resolve, reject) => {
          child.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim())))
          child.once('exit', (code) => reject(new Error(`host process exited with ${code}`)))
        })
      }))
      const { header } = await signPayment()
      const send = (i: number) => fetch(`http://127.0.0.1:${ports[i % 2]}/api/paid/thing`, { headers: { 'payment-signature': header } })
      const responses = await Promise.all(Array.from({ length: 100 }, (_, i) => send(i)))
      const statuses = responses.map((response) => response.status)
      expect(statuses.filter((status) => status === 200)).toHaveLength(1)
      expect(statuses.filter((status) => status === 402)).toHaveLength(99)
      const reasons = new Set(await Promise.all(responses.filter((response) => response.status === 402).map(async (response) => (await response.json()).reason)))
      expect(reasons).toEqual(new Set(['nonce_used']))
      expect(facilitator.requests.filter((request) => request.path === '/settle')).toHaveLength(1)
      expect(facilitator.settled).toHaveLength(1)
    } finally {
      // Each host finishes its writes (receipts) as it stops: waited for, so none lands after the run's keys are removed.
      await Promise.all(children.map((child) => new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      })))
    }
  }, 60_000)
})

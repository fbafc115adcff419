import { createConnection, createServer, type AddressInfo, type Server, type Socket } from 'node:net'
import { expect, it, vi } from 'vitest'
import { createRedisState } from '../src/index.ts'
import { describeWith, testRedisUrl } from '@svc/core/testing'

/** A TCP relay to the test Redis that a test can cut and restore, as a network outage would. */
async function redisRelay() {
  const target = new URL(testRedisUrl())
  const sockets = new Set<Socket>()
  let server: Server | undefined
  let port = 0
  const open = async () => {
    server = createServer((client) => {
      const upstream = createConnection({ host: target.hostname, port: Number(target.port || 6379) })
      for (const socket of [client, upstream]) {
        sockets.add(socket)
        socket.on('error', () => {})
        socket.on('close', () => sockets.delete(socket))
      }
      client.pipe(upstream).pipe(client)
    })
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  }
  await open()
  return {
    url: () => `redis://127.0.0.1:${port}${target.pathname}`,
    async cut() {
      for (const socket of sockets) socket.destroy()
      await new Promise((resolve) => server!.close(resolve))
    },
    restore: open,
  }
}

const describeWithRedis = await describeWith('redis')

describeWithRedis('the Redis state across an outage', () => {
  it('says once that Redis is lost and once that it is back, whatever ioredis retries between, then serves again', async () => {
    const relay = await redisRelay()
    const log: string[] = []
    const state = createRedisState({ url: relay.url(), prefix: `svc-outage-${process.pid}:`, log: (line) => log.push(line) })
    try {
      await state.set('k', 1)
      expect(await state.get('k')).toBe(1)
      await relay.cut()
      await vi.waitFor(() => expect(log).toHaveLength(1), { timeout: 10_000 })
      expect(log[0]).toMatch(/^state: lost Redis at 127\.0\.0\.1:\d+\/15 \(redisUrl \/ SVC_REDIS_URL\): ECONNREFUSED; reconnecting$/)
      await relay.restore()
      await vi.waitFor(() => expect(log).toHaveLength(2), { timeout: 10_000 })
      expect(log[1]).toMatch(/^state: Redis at 127\.0\.0\.1:\d+\/15 is back$/)
      expect(await state.get('k')).toBe(1)
      await state.delete('k')
    } finally {
      await state.close()
    }
  })

  it('refuses the first use with one sentence naming the setting when Redis cannot be reached, and tries again on the next use', async () => {
    const relay = await redisRelay()
    await relay.cut()
    const log: string[] = []
    const state = createRedisState({ url: relay.url(), prefix: `svc-outage-${process.pid}:`, log: (line) => log.push(line) })
    await expect(state.get('k')).rejects.toThrow(/^Cannot reach Redis at 127\.0\.0\.1:\d+\/15 \(redisUrl \/ SVC_REDIS_URL\): ECONNREFUSED$/)
    await relay.restore()
    expect(await state.get('k')).toBeUndefined()
    expect(log).toEqual([])
    await state.close()
  })
})

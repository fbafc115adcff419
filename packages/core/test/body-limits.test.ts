import * as v from 'valibot'
import { afterAll, describe, expect, it } from 'vitest'
import { defineOperation, definePlugin } from '../src/define.ts'
import { testHost } from '../src/testing/index.ts'

/** The file's test host: each `h.open(...)` is a host with its own plugins, prices kept (as a host lists them). */
const h = testHost({ plugins: [], paid: true })

const op = (name: string, bodyLimitBytes?: number) => defineOperation({
  name,
  method: 'POST',
  description: 'Takes a text in a JSON body.',
  input: v.object({ text: v.pipe(v.string(), v.maxLength(100_000)) }),
  price: { usd: 0 },
  ...(bodyLimitBytes ? { bodyLimitBytes } : {}),
  handler: ({ input }) => ({ items: [{ length: input.text.length }], total: 1 }),
})
const plugin = definePlugin({ name: 'bodies', version: '1.0.0', group: 'bodies', operations: [op('small'), op('large', 8192)] })
const app = h.open({ plugins: [plugin], config: { bodyLimitBytes: 2048 } }).app
afterAll(() => app.close())

const body = (bytes: number) => JSON.stringify({ text: 'x'.repeat(bytes - 11) })

/** A body announced by its length whose bytes say when they are read. */
function watchedBody(text: string) {
  const watch = { read: false }
  const stream = new ReadableStream({
    pull(controller) {
      watch.read = true
      controller.enqueue(new TextEncoder().encode(text))
      controller.close()
    },
  }, { highWaterMark: 0 })
  const init = { method: 'POST', body: stream, duplex: 'half', headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)) } }
  return { watch, init: init as RequestInit }
}

describe('body limits per operation', () => {
  it('takes an operation\'s declared body size, beyond the host\'s', async () => {
    expect((await app.request('/api/bodies/large', { json: JSON.parse(body(5000)) })).status).toBe(200)
    expect(body(5000)).toHaveLength(5000)
  })

  it('refuses a larger body before reading it, with a 413 naming the limit', async () => {
    for (const [path, limit] of [['/api/bodies/small', 2048], ['/api/bodies/large', 8192]] as const) {
      const { watch, init } = watchedBody(body(limit + 1))
      const response = await app.request(path, init)
      expect(response.status, path).toBe(413)
      expect(await response.json(), path).toEqual({ code: 'PAYLOAD_TOO_LARGE', status: 413, error: `The body exceeds the limit of ${limit} bytes`, limitBytes: limit })
      expect(watch.read, path).toBe(false)
    }
  })

  it('reads a body of unknown length no further than the limit', async () => {
    const chunks = Array.from({ length: 20 }, () => new TextEncoder().encode('x'.repeat(1000)))
    let pulled = 0
    const stream = new ReadableStream({ pull: (controller) => (pulled < chunks.length ? controller.enqueue(chunks[pulled++]!) : controller.close()) })
    const response = await app.request('/api/bodies/large', { method: 'POST', body: stream, duplex: 'half', headers: { 'content-type': 'application/json' } } as RequestInit)
    expect(response.status).toBe(413)
    expect(pulled).toBeLessThan(12)
  })

  it('shows each POST operation\'s body limit in the directory and on its page', async () => {
    const directory = await (await app.request('/api/directory?group=bodies')).json()
    const limits = Object.fromEntries(directory.operations.map((entry: { id: string; versions: Array<{ maxBodyBytes?: number }> }) => [entry.id, entry.versions[0]!.maxBodyBytes]))
    expect(limits).toEqual({ 'bodies.large': 8192, 'bodies.small': 2048 })
    expect(await (await app.request('/docs/bodies.large')).text()).toContain('<dt>Body</dt><dd>JSON of at most 8 KiB</dd>')
  })

  it('refuses a declaration on a GET operation, or out of range', () => {
    expect(() => defineOperation({ name: 'g', method: 'GET', description: 'x', input: v.object({}), price: { usd: 0 }, bodyLimitBytes: 4096, handler: () => ({}) })).toThrow('bodyLimitBytes is for a POST operation')
    expect(() => op('tiny', 10)).toThrow('an integer from 1024 to 104857600')
  })
})

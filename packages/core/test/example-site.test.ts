import { createRequire } from 'node:module'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createError, defineOperation, definePlugin, fetchPublicUrl, isApiError, parseConfig } from '../src/index.ts'
import { buildRegistry } from '../src/registry.ts'
import { EXAMPLE_TIME, startExampleHost } from '../src/testing/example-host.ts'
import { serveFixtures, type FixtureServer } from '../src/testing/index.ts'

const require = createRequire(import.meta.url)
const net = require('node:net') as typeof import('node:net')
const tls = require('node:tls') as typeof import('node:tls')
const dns = require('node:dns') as typeof import('node:dns')

let connectDuringCall: unknown
// An operation that reads a caller's URL through the URL guard, as plugins do.
const read = defineOperation({
  name: 'read',
  method: 'GET',
  description: 'Reads a page a caller names, through the URL guard',
  input: v.object({ url: v.string() }),
  price: { usd: 0.001 },
  async handler({ input }) {
    connectDuringCall = net.Socket.prototype.connect
    try {
      const page = await fetchPublicUrl(input.url, { maxBytes: 10_000 })
      return { url: page.url, status: page.status, text: page.body.toString('utf8') }
    } catch (error) {
      if (isApiError(error)) throw error
      throw createError('UPSTREAM_FAILED', `url: ${(error as Error).message}`)
    }
  },
})
const plugin = definePlugin({ name: 'site-reader', version: '1.0.0', group: 'site', operations: [read] })
const operation = buildRegistry([plugin], parseConfig({})).byId.get('site.read')!

let site: FixtureServer
beforeAll(async () => {
  site = await serveFixtures({ 'GET /notes': { body: 'notes of the example site', headers: { 'content-type': 'text/plain' } } })
})
afterAll(() => site.close())

describe('the example site (testPlugin `site`)', () => {
  it('answers for the example domains over https and http, the answer naming the domain, never the local port', async () => {
    const host = await startExampleHost({ plugins: [plugin], upstreams: {}, at: EXAMPLE_TIME, site: site.url })
    try {
      const secure = await host.call(operation, { url: 'https://example.com/notes' })
      expect(secure).toMatchObject({ status: 200, data: { url: 'https://example.com/notes', status: 200, text: 'notes of the example site' } })
      const plain = await host.call(operation, { url: 'http://docs.example.org/notes' })
      expect(plain).toMatchObject({ status: 200, data: { url: 'http://docs.example.org/notes', text: 'notes of the example site' } })
      expect(JSON.stringify([secure, plain])).not.toContain('127.0.0.1')
      expect(host.refused).toEqual([])
    } finally {
      await host.close()
    }
  })

  it('leaves the URL guard as it is: the site\'s own loopback address, and other ports of the domains, are refused', async () => {
    const host = await startExampleHost({ plugins: [plugin], upstreams: {}, at: EXAMPLE_TIME, site: site.url })
    try {
      const loopback = await host.call(operation, { url: `${site.url}/notes` })
      expect(loopback.status).toBe(400)
      expect(loopback.failure).toContain('forbidden_address')
      const otherPort = await host.call(operation, { url: 'http://example.com:8080/notes' })
      expect(otherPort.status).toBe(502)
      expect(host.refused).toEqual(['example.com:8080'])
    } finally {
      await host.close()
    }
  })

  it('is no example host\'s unless its test gives one: the domains are then refused, as off the machine', async () => {
    const host = await startExampleHost({ plugins: [plugin], upstreams: {}, at: EXAMPLE_TIME })
    try {
      expect((await host.call(operation, { url: 'https://example.com/notes' })).status).not.toBe(200)
      expect(host.refused).toEqual(['dns:example.com'])
    } finally {
      await host.close()
    }
  })

  it('cannot be switched on by a host\'s configuration, and is gone once the example call ends', async () => {
    expect(() => parseConfig({ site: site.url } as never)).toThrow(/unknown key "site"/)
    const saved = { connect: net.Socket.prototype.connect, tlsConnect: tls.connect, lookup: dns.lookup }
    const host = await startExampleHost({ plugins: [plugin], upstreams: {}, at: EXAMPLE_TIME, site: site.url })
    try {
      await host.call(operation, { url: 'https://example.com/notes' })
      expect(connectDuringCall).not.toBe(saved.connect)
    } finally {
      await host.close()
    }
    expect({ connect: net.Socket.prototype.connect, tlsConnect: tls.connect, lookup: dns.lookup }).toEqual(saved)
  })

  it('refuses what is not a local fixture server\'s origin', async () => {
    await expect(startExampleHost({ plugins: [plugin], upstreams: {}, at: EXAMPLE_TIME, site: 'https://example.com/' })).rejects.toThrow(/local fixture server/)
  })
})

import * as v from 'valibot'
import { expect, it } from 'vitest'
import { defineOperation, definePlugin } from '../src/index.ts'
import { createTestApp } from '../src/testing/index.ts'
import { defineUpstream } from '../src/upstream/types.ts'
import { forEachBackend, handClock, hostOf, standInProvider, stateFor } from './_upstream-hosts.ts'

// An eCFR-like provider: it answers some automated clients with a "Request Access" page and status 200.
const regs = defineUpstream({ id: 'regs', name: 'Regulations API', baseUrl: 'https://regs.invalid', maxStaleSeconds: 3600, breaker: { failures: 2, windowSeconds: 60, openSeconds: 30 } })
// The same without a breaker that trips within one test, for tests that send several wrong answers.
const patient = defineUpstream({ ...regs, id: 'patient-regs', breaker: { failures: 100 } })
const BOT_WALL = '<!DOCTYPE html>\n<html lang="en"><head><title>Request Access</title></head><body><h1>Request Access</h1><p>Due to aggressive automated scraping, programmatic access requires a key.</p></body></html>'
const XML = '<?xml version="1.0" encoding="UTF-8"?>\n<SECTION><SECTNO>§ 1.1</SECTNO><P>Text.</P></SECTION>'
const item = v.object({ id: v.number(), name: v.string() })

const provider = standInProvider(['/data'])
await forEachBackend('upstream answers that are not what was asked for', (backend) => {
  const space = stateFor(backend)

  it('refuses an HTML page with status 200 where XML was asked for: a 502 naming it a web page, sent once, never cached', async () => {
    const { client } = hostOf(regs, provider.server.url, space()(), handClock().now)
    provider.answer = { headers: { 'content-type': 'text/html; charset=utf-8' }, body: BOT_WALL }
    const asXml = { headers: { accept: 'application/xml' }, cacheTtlMs: 60_000 }
    await expect(client.text('/data', asXml)).rejects.toMatchObject({
      code: 'UPSTREAM_FAILED', status: 502, upstreamStatus: 200, kind: 'blocked',
      message: 'Regulations API answered with a web page (a bot wall, sign-in or error page) where application/xml was asked for',
      details: { upstreamStatus: 200, answer: 'blocked' },
    })
    expect(provider.server.requests).toHaveLength(1) // not retried: the wall answers the same again
    provider.answer = { headers: { 'content-type': 'application/xml' }, body: XML }
    expect((await client.text('/data', asXml)).data).toBe(XML) // the wall's page was not cached
    expect(provider.server.requests).toHaveLength(2)
  })

  it('knows a web page by its first bytes whatever its content type says, for JSON, text and bytes', async () => {
    const { client } = hostOf(patient, provider.server.url, space()(), handClock().now)
    provider.answer = { headers: { 'content-type': 'application/json' }, body: `  \n${BOT_WALL}` }
    await expect(client.json('/data')).rejects.toMatchObject({ kind: 'blocked', message: expect.stringContaining('where JSON was asked for') })
    provider.answer = { headers: { 'content-type': 'text/plain' }, body: BOT_WALL.replace('<!DOCTYPE html>', '<?xml version="1.0"?><!-- wall -->') }
    await expect(client.text('/data')).rejects.toMatchObject({ kind: 'blocked', message: expect.stringContaining('where text was asked for') })
    provider.answer = { headers: { 'content-type': 'application/octet-stream' }, body: new TextEncoder().encode(BOT_WALL) }
    await expect(client.bytes('/data', { headers: { accept: 'image/png' } })).rejects.toMatchObject({ kind: 'blocked', message: expect.stringContaining('where image/png was asked for') })
    // A page the adapter asks for is its answer.
    provider.answer = { headers: { 'content-type': 'text/html' }, body: BOT_WALL }
    expect((await client.text('/data', { headers: { accept: 'text/html' } })).data).toBe(BOT_WALL)
    // XML that is no web page passes.
    provider.answer = { headers: { 'content-type': 'application/xml' }, body: XML }
    expect((await client.text('/data')).data).toBe(XML)
  })

  it('refuses a body that does not parse and JSON of another shape, naming the member, without caching either', async () => {
    const { client } = hostOf(patient, provider.server.url, space()(), handClock().now)
    provider.answer = { body: '{"id": 1, "name": ' }
    await expect(client.json('/data', { cacheTtlMs: 60_000 })).rejects.toMatchObject({ status: 502, kind: 'malformed', message: 'Regulations API sent a malformed answer' })
    provider.answer = { body: { id: 1, title: 'renamed' } }
    await expect(client.json('/data', { schema: item, cacheTtlMs: 60_000 })).rejects.toMatchObject({ status: 502, kind: 'shape', field: 'name', details: { answer: 'shape', field: 'name' } })
    provider.answer = { body: { id: 1, name: 'right' } }
    expect((await client.json('/data', { schema: item, cacheTtlMs: 60_000 })).data).toEqual({ id: 1, name: 'right' })
    expect(provider.server.requests).toHaveLength(3)
  })

  it('counts wrong answers toward the breaker, which then fails fast', async () => {
    const { client, upstreams } = hostOf(regs, provider.server.url, space()(), handClock().now)
    provider.answer = { headers: { 'content-type': 'text/html' }, body: BOT_WALL }
    await expect(client.json('/data', { query: { a: 1 } })).rejects.toMatchObject({ kind: 'blocked' })
    provider.answer = { body: { id: 'one' } }
    await expect(client.json('/data', { query: { a: 2 }, schema: item })).rejects.toMatchObject({ kind: 'shape' })
    await expect(client.json('/data', { query: { a: 3 } })).rejects.toMatchObject({ status: 503, details: { breaker: 'open' } })
    expect(provider.server.requests).toHaveLength(2)
    expect((await upstreams.stats())[0]).toMatchObject({ failures: 2, failedFast: 1, breaker: { state: 'open' }, lastError: { message: expect.stringContaining('unexpected shape (at id') } })
  })

  it('answers from a stale cached answer when the provider later sends a bot wall or another shape', async () => {
    const clock = handClock()
    const { client } = hostOf(regs, provider.server.url, space()(), clock.now)
    provider.answer = { body: { id: 1, name: 'kept' } }
    const request = { schema: item, cacheTtlMs: 60_000 }
    await client.json('/data', request)
    clock.advance(120_000)
    provider.answer = { headers: { 'content-type': 'text/html' }, body: BOT_WALL }
    const walled = await client.json('/data', request)
    expect(walled).toMatchObject({ data: { id: 1, name: 'kept' }, stale: { reason: 'provider-failed', ageSeconds: 120 } })
    clock.advance(1000)
    provider.answer = { body: [{ id: 1 }] }
    expect((await client.json('/data', request)).stale).toMatchObject({ reason: 'provider-failed' })
  })
})

it('an operation whose provider answers a bot wall answers 502 UPSTREAM_FAILED, never a false NOT_FOUND, and charges nothing', async () => {
  provider.answer = { headers: { 'content-type': 'text/html' }, body: BOT_WALL }
  const section = defineOperation({
    name: 'section', method: 'GET', description: 'A section of the regulations, as XML text.', input: v.object({}), price: { usd: 0 }, upstreams: [regs],
    async handler({ upstream }) {
      const response = await upstream(regs).text('/data', { headers: { accept: 'application/xml' }, acceptStatus: [404] })
      if (!response.data.includes('<SECTION>')) throw new Error('the adapter would have said NOT_FOUND here')
      return { ok: true, items: [], total: 0, source: { provider: regs.name, url: response.url, license: 'public domain' } }
    },
  })
  const app = createTestApp({ plugins: [definePlugin({ name: 'regs-plugin', version: '1.0.0', group: 'regs', operations: [section] })], config: { upstreams: { regs: { baseUrl: provider.server.url } } } })
  const response = await app.request('/api/regs/section')
  expect(response.status).toBe(502)
  expect(await response.json()).toMatchObject({ code: 'UPSTREAM_FAILED', error: expect.stringContaining('answered with a web page'), upstreamStatus: 200, answer: 'blocked' })
})

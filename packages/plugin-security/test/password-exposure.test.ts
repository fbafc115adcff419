import { readFileSync } from 'node:fs'
import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { securityPlugin } from '../src/index.ts'
import { fixture } from './_harness.ts'

const h = testHost({
  plugins: [securityPlugin],
  upstreams: ['pwned-passwords'],
  routes: { 'GET /range/7C4A8': { ...fixture('pwned-passwords', 'range-7C4A8.txt'), headers: { 'content-type': 'text/plain' } } },
})
const PATH = '/api/security/password-exposure'

describe('security.password-exposure', () => {
  it('finds an exposed password, sending only the first 5 hex characters of its SHA-1', async () => {
    const before = h.requests.length
    const data = await h.ok(PATH, { password: '123456' })
    expect(data.items).toEqual([{ exposed: true, count: 37615252, checked: 'password' }])
    expect(data.meta).toEqual({ mode: 'lookup' })
    const sent = h.requests.slice(before)
    expect(sent).toHaveLength(1)
    expect(sent[0]!.path).toBe('/range/7C4A8')
    expect(sent[0]!.path.split('/').at(-1)).toMatch(/^[0-9A-F]{5}$/)
    expect([...sent[0]!.query]).toEqual([])
    expect(sent[0]!.body).toBe('')
    expect(sent[0]!.headers['add-padding']).toBe('true')
    // Neither the password nor the rest of its hash went out or comes back.
    const wire = JSON.stringify(sent)
    expect(wire).not.toContain('123456')
    expect(wire).not.toContain('D09CA3762AF61E59520943DC26494F8941B')
    expect(JSON.stringify(data)).not.toContain('123456')
    expect(JSON.stringify(data)).not.toContain('D09CA3762AF61E5')
  })

  it('checks a SHA-1 the caller computed (any case)', async () => {
    const data = await h.ok(PATH, { sha1: '7c4a8d09ca3762af61e59520943dc26494f8941b' })
    expect(data.items[0]).toEqual({ exposed: true, count: 37615252, checked: 'sha1' })
  })

  it('answers not exposed for a suffix the range does not list (and for a padding line)', async () => {
    // SHA-1 with the same prefix, another suffix.
    expect((await h.ok(PATH, { sha1: '7C4A80000000000000000000000000000000FFFF' })).items[0]).toEqual({ exposed: false, count: 0, checked: 'sha1' })
    const padding = readFileSync(h.fixture('pwned-passwords/range-7C4A8.txt').file!, 'utf8').split('\r\n').find((line) => line.endsWith(':0'))!
    expect((await h.ok(PATH, { sha1: `7C4A8${padding.slice(0, 35)}` })).items[0]).toEqual({ exposed: false, count: 0, checked: 'sha1' })
  })

  it('lists the breached suffixes of a prefix, padding left out, for callers who compare themselves', async () => {
    const data = await h.ok(PATH, { sha1Prefix: '7c4a8' })
    expect(data.meta).toEqual({ mode: 'list', prefix: '7C4A8' })
    expect(data.items).toContainEqual({ suffix: 'D09CA3762AF61E59520943DC26494F8941B', count: 37615252 })
    expect(data.items).toHaveLength(41)
    expect(data.items.every((item: { count: number }) => item.count > 0)).toBe(true)
  })

  it('names the bad field, without echoing the password', async () => {
    await h.rejects(PATH, 'password', {})
    await h.rejects(PATH, 'sha1Prefix', { password: 'x', sha1Prefix: '7C4A8' })
    await h.rejects(PATH, 'sha1Prefix', { sha1Prefix: '7C4A' })
    const body = await h.rejects(PATH, 'sha1', { password: 'hunter2-secret', sha1: '7C4A8D09CA3762AF61E59520943DC26494F8941B' })
    expect(JSON.stringify(body)).not.toContain('hunter2-secret')
    const long = 'x'.repeat(1025)
    expect(JSON.stringify(await h.rejects(PATH, 'password', { password: long }))).not.toContain(long)
    await h.rejects(PATH, 'sha1', { sha1: 'abc' })
    await h.rejects(PATH, 'hint', { password: 'a', hint: 'b' })
  })

  h.failures('GET /range/7C4A8', PATH, { password: '123456' })
})

describe('security.password-exposure: a range answered in another format once is not kept', () => {
  // One host per test, whose calls share its cache (a range is kept a day).
  const route = 'GET /range/7C4A8'
  const kept = testHost({ plugins: [securityPlugin], upstreams: ['pwned-passwords'], hostPer: 'test', routes: { [route]: { ...fixture('pwned-passwords', 'range-7C4A8.txt'), headers: { 'content-type': 'text/plain' } } } })

  it('a 502, then the range sent next is read and kept', async () => {
    // Made up for the test: a plain-text error sent with 200 in place of the range.
    kept.set(route, { body: 'Service temporarily unavailable', headers: { 'content-type': 'text/plain' } })
    expect(await kept.call(PATH, { password: '123456' })).toMatchObject({ status: 502, body: { code: 'UPSTREAM_FAILED', answer: 'unusable', error: expect.stringContaining('answered in an unexpected format') } })
    kept.reset()
    expect(await kept.item(PATH, { password: '123456' })).toEqual({ exposed: true, count: 37615252, checked: 'password' })
    await kept.item(PATH, { password: '123456' })
    expect(kept.requestsTo(route)).toHaveLength(2)
  })
})

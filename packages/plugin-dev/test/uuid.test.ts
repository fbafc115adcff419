import { describe, expect, it } from 'vitest'
import { call, ok } from './_app.ts'

const uuid = (query: Record<string, string> = {}) => ok('uuid', new URLSearchParams(query))
const rejects = async (query: Record<string, string>, field: string) => {
  const { status, body } = await call('uuid', new URLSearchParams(query))
  expect(status, JSON.stringify(body)).toBe(400)
  expect(body).toMatchObject({ code: 'INVALID_INPUT', field })
  return body
}
const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
const V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

describe('dev.uuid', () => {
  it('answers one random v4 by default, with the RFC 9562 version and variant bits', async () => {
    const data = await uuid()
    expect(data).toMatchObject({ version: 'v4', format: 'standard', count: 1 })
    expect(data.uuids).toHaveLength(1)
    expect(data.uuids[0]).toMatch(V4)
    const many = await uuid({ count: '100' })
    expect(many.uuids).toHaveLength(100)
    expect(new Set(many.uuids).size).toBe(100)
    for (const id of many.uuids) expect(id).toMatch(V4)
  })

  it('answers v7 in increasing order, carrying the current Unix time in milliseconds', async () => {
    const before = Date.now()
    const { uuids } = await uuid({ version: 'v7', count: '50' })
    const after = Date.now()
    for (const id of uuids) expect(id).toMatch(V7)
    expect([...uuids].sort()).toStrictEqual(uuids)
    expect(new Set(uuids).size).toBe(50)
    const millis = Number.parseInt(uuids[0].replace(/-/g, '').slice(0, 12), 16)
    expect(millis).toBeGreaterThanOrEqual(before)
    expect(millis).toBeLessThanOrEqual(after)
  })

  it('derives v5 from a namespace and a name: the RFC 9562 appendix A.4 example', async () => {
    expect(await uuid({ version: 'v5', namespace: 'dns', name: 'www.example.com' })).toStrictEqual({
      version: 'v5', format: 'standard', count: 1, namespace: '6ba7b810-9dad-11d1-80b4-00c04fd430c8', name: 'www.example.com', uuids: ['2ed6657d-e927-568b-95e1-2665a8aea6a2'],
    })
    expect((await uuid({ version: 'v5', namespace: '6BA7B810-9DAD-11D1-80B4-00C04FD430C8', name: 'www.example.com' })).uuids).toStrictEqual(['2ed6657d-e927-568b-95e1-2665a8aea6a2'])
    expect((await uuid({ version: 'v5', namespace: 'url', name: 'x' })).namespace).toBe('6ba7b811-9dad-11d1-80b4-00c04fd430c8')
    expect((await uuid({ version: 'v5', namespace: 'oid', name: 'x' })).namespace).toBe('6ba7b812-9dad-11d1-80b4-00c04fd430c8')
    expect((await uuid({ version: 'v5', namespace: 'x500', name: 'x' })).namespace).toBe('6ba7b814-9dad-11d1-80b4-00c04fd430c8')
  })

  it('answers the nil UUID and writes every format', async () => {
    expect((await uuid({ version: 'nil' })).uuids).toStrictEqual(['00000000-0000-0000-0000-000000000000'])
    const v5 = { version: 'v5', namespace: 'dns', name: 'www.example.com' }
    expect((await uuid({ ...v5, format: 'uppercase' })).uuids).toStrictEqual(['2ED6657D-E927-568B-95E1-2665A8AEA6A2'])
    expect((await uuid({ ...v5, format: 'braces' })).uuids).toStrictEqual(['{2ed6657d-e927-568b-95e1-2665a8aea6a2}'])
    expect((await uuid({ ...v5, format: 'urn' })).uuids).toStrictEqual(['urn:uuid:2ed6657d-e927-568b-95e1-2665a8aea6a2'])
    expect((await uuid({ ...v5, format: 'compact' })).uuids).toStrictEqual(['2ed6657de927568b95e12665a8aea6a2'])
  })

  it('enforces its bounds, naming the parameter', async () => {
    for (const count of ['0', '101', '1.5', 'many']) await rejects({ count }, 'count')
    for (const version of ['v1', 'v6', 'V4', '']) await rejects({ version }, 'version')
    await rejects({ format: 'base64' }, 'format')
    await rejects({ version: 'v5', name: 'x' }, 'namespace')
    await rejects({ version: 'v5', namespace: 'dns' }, 'name')
    await rejects({ version: 'v5', namespace: 'dns', name: '' }, 'name')
    await rejects({ version: 'v5', namespace: 'dns', name: 'x'.repeat(1001) }, 'name')
    expect((await rejects({ version: 'v5', namespace: 'example', name: 'x' }, 'namespace')).error).toBe('namespace: must be dns, url, oid, x500 or a UUID')
    await rejects({ version: 'v5', namespace: 'dns', name: 'x', count: '2' }, 'count')
    await rejects({ version: 'nil', count: '3' }, 'count')
    await rejects({ version: 'v4', name: 'x' }, 'name')
    await rejects({ namespace: 'dns' }, 'namespace')
    expect((await rejects({ seed: '1' }, 'seed')).error).toContain('"seed"')
    const twice = await call('uuid', new URLSearchParams([['count', '1'], ['count', '2']]))
    expect(twice.body).toMatchObject({ status: 400, field: 'count' })
  })
})

import { describe, expect, it } from 'vitest'
import { aircraftPlugin } from '../src/index.ts'
import { testHost } from '@svc/core/testing'
import { aircraftFixtures } from './_upstream.ts'

const upstream = testHost(aircraftFixtures)
// The aircraft plugin alone, without the aviation plugin its NTSB history comes from.
const alone = testHost({ plugins: [aircraftPlugin] })

describe('aircraft.profile', () => {
  it('merges both databases and the NTSB history, each source with its status', async () => {
    const { status, body } = await upstream.call('/api/aircraft/profile?registration=N628TS')
    expect(status).toBe(200)
    expect(body.data.items[0]).toMatchObject({
      registration: 'N628TS', modeS: 'A835AF', type: 'G650 ER', icaoType: 'G650', owner: 'Falcon Landing LLC',
      agreement: { registration: true, icaoType: true, owner: true },
      accidents: { total: 0, events: [] },
      sources: { adsbdb: { status: 'found' }, hexdb: { status: 'found', record: { type: 'G650 ER', owner: 'Falcon Landing Llc' } }, ntsb: { status: 'found' } },
    })
  })

  it('finds the address of a U.S. registration without asking, and answers the NTSB cases when no database knows the airframe', async () => {
    const { status, body } = await upstream.call('/api/aircraft/profile?registration=N8163F')
    expect(status).toBe(200)
    expect(upstream.server.requests.some((r) => r.path === '/api/v1/aircraft/AB226D')).toBe(true)
    expect(body.data.items[0]).toMatchObject({
      registration: 'N8163F', modeS: 'AB226D', type: null, agreement: { registration: null },
      sources: { adsbdb: { status: 'not_found', record: null }, hexdb: { status: 'not_found' }, ntsb: { status: 'found' } },
      accidents: { total: 1, events: [{ ntsbNumber: 'ERA25LA088', aircraft: [{ registration: 'N8163F', make: 'Beech' }] }] },
    })
  })

  it('takes a foreign aircraft by address, the registration coming from the database', async () => {
    const { body } = await upstream.call('/api/aircraft/profile?hex=4B1805')
    expect(body.data.items[0]).toMatchObject({ registration: 'HB-JCN', agreement: { registration: true, icaoType: true, owner: false }, sources: { ntsb: { status: 'found' } } })
    const sent = upstream.last('POST /carol-main-public/api/Query/Main')
    expect(sent.body).toContain('HB-JCN')
  })

  it('counts hexdb\'s error object sent with a 200 as hexdb failing, not as a record of nulls', async () => {
    upstream.set('GET /api/v1/aircraft/A835AF', { file: 'hexdb/not-found-200.json' })
    const { status, body } = await upstream.call('/api/aircraft/profile?registration=N628TS')
    expect(status).toBe(200)
    expect(body.data.items[0]).toMatchObject({ owner: 'Falcon Landing LLC', sources: { adsbdb: { status: 'found' }, hexdb: { status: 'error', message: expect.stringContaining('hexdb') } } })
  })

  it('keeps answering when one source fails, and fails only when none answers', async () => {
    upstream.set('GET /api/v1/aircraft/A835AF', { status: 500, body: 'down' })
    const partial = await upstream.call('/api/aircraft/profile?registration=N628TS')
    expect(partial.status).toBe(200)
    expect(partial.body.data.items[0]).toMatchObject({ owner: 'Falcon Landing LLC', agreement: { registration: null }, sources: { hexdb: { status: 'error', message: expect.stringContaining('hexdb') } } })
    upstream.set('POST /carol-main-public/api/Query/Main', { status: 500, body: 'down' })
    upstream.set('GET /v0/aircraft/N628TS', { status: 429, body: 'slow down' })
    expect(await upstream.call('/api/aircraft/profile?registration=N628TS')).toMatchObject({ status: 502, body: { code: 'UPSTREAM_FAILED' } })
    upstream.reset()
    expect(await upstream.call('/api/aircraft/profile?registration=ZZ-ZZZ')).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } })
  })

  it('is unavailable without the aviation plugin, and says so', async () => {
    expect((await alone.status('/api/aircraft/profile?registration=N628TS', 503)).error).toContain('aviation.accidents')
  })

  it('rejects bad input', async () => {
    await upstream.rejects('/api/aircraft/profile', 'registration')
    await upstream.rejects('/api/aircraft/profile?hex=XYZ', 'hex')
  })
})

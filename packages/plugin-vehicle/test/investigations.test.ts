import { createTestPaymentGate, TEST_PAYER_HEADER, testHost } from '@svc/core/testing'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { vehiclePlugin } from '../src/index.ts'
import { FLAT_INV_LAST_MODIFIED, flatFileAnswer, INVESTIGATIONS, RECALLS, vehicleFixtures } from './_upstream.ts'

const h = testHost(vehicleFixtures)
const PATH = '/api/vehicle/investigations'
const numbers = (data: { items: Array<{ actionNumber: string }> }) => data.items.map((item) => item.actionNumber)
const downloads = () => h.requestsTo('/odi/ffdd/inv/FLAT_INV.zip').length
/** One host kept across the calls of a test (h builds a new host per call), on h's fixture server. */
const kept = testHost({ plugins: vehiclePlugin, elsewhere: { 'nhtsa-api': () => h.server.url, 'nhtsa-odi-files': () => h.server.url }, hostPer: 'test' })
/** Paid calls on one host per test, settled through `gate`; a call given a config (`{}`) gets a fresh host. */
const gate = createTestPaymentGate()
const paidHost = testHost({ plugins: vehiclePlugin, paid: true, gate, elsewhere: { 'nhtsa-odi-files': () => h.server.url }, hostPer: 'test' })

afterEach(() => {
  h.reset()
  vi.useRealTimers()
})

describe('vehicle.investigations', () => {
  it('answers one investigation by its action number, its vehicles grouped by make and model', async () => {
    const data = await h.ok(`${PATH}?actionNumber=pe24016`)
    expect(data).toMatchObject({
      ok: true, total: 1,
      source: { provider: 'NHTSA ODI investigations file', url: `${h.server.url}/odi/ffdd/inv/FLAT_INV.zip`, license: 'Public domain (U.S. government work, NHTSA)' },
      meta: { mode: 'lookup', fileLastModified: FLAT_INV_LAST_MODIFIED, fileCheckedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) },
    })
    expect(data.items).toEqual([{
      actionNumber: 'PE24016', type: 'PE', typeName: 'Preliminary Evaluation', status: 'open', openDate: '2024-03-15', closeDate: null,
      subject: 'Illustrative: frontal air bag inflator may rupture in a crash', summary: expect.stringMatching(/^Illustrative summary written for the tests/),
      components: ['AIR BAGS:FRONTAL'], manufacturers: ['HONDA (AMERICAN HONDA MOTOR CO.)'], recallCampaigns: [],
      vehicles: [{ make: 'HONDA', model: 'ACCORD', modelYears: [2003, 2015, 2016] }, { make: 'ACURA', model: 'TLX', modelYears: [2015] }], vehiclesTotal: 2,
    }])
  })

  it('searches by make, model and model year, newest first', async () => {
    const data = await h.ok(`${PATH}?make=Honda&model=accord&modelYear=2015`)
    expect(data).toMatchObject({ total: 2, meta: { mode: 'list' } })
    expect(numbers(data)).toEqual(['PE24016', 'EA22002'])
    expect(data.items[1]).toMatchObject({ type: 'EA', typeName: 'Engineering Analysis', status: 'closed', closeDate: '2023-05-05', recallCampaigns: ['23V123000'] })
  })

  it('lists the vehicles matching the search first', async () => {
    const data = await h.ok(`${PATH}?make=acura`)
    expect(data.items[0].vehicles[0]).toEqual({ make: 'ACURA', model: 'TLX', modelYears: [2015] })
  })

  it('reads models without case, spaces or punctuation, components by their words, and never matches an unknown year (9999)', async () => {
    expect(numbers(await h.ok(`${PATH}?make=ford&model=f150`))).toEqual(['RQ19001'])
    expect(numbers(await h.ok(`${PATH}?make=tesla&model=model%203`))).toEqual(['AQ21001'])
    expect(numbers(await h.ok(`${PATH}?model=Model-Y`))).toEqual(['AQ21001'])
    expect(numbers(await h.ok(`${PATH}?component=steering%20power`))).toEqual(['EA22002'])
    expect(numbers(await h.ok(`${PATH}?component=air%20bags&make=acura`))).toEqual(['PE24016'])
    expect(await h.ok(`${PATH}?make=toyota&modelYear=2020`)).toMatchObject({ total: 0, items: [] })
    expect((await h.ok(`${PATH}?make=toyota`)).items[0]).toMatchObject({ actionNumber: 'DP23003', typeName: 'Defect Petition', vehicles: [{ make: 'TOYOTA', model: 'CAMRY', modelYears: [] }] })
  })

  it('filters open and closed investigations and pages with limit and offset', async () => {
    expect(numbers(await h.ok(`${PATH}?status=open`))).toEqual(['PE24016', 'DP23003'])
    expect(numbers(await h.ok(`${PATH}?status=closed`))).toEqual(['EA22002', 'AQ21001', 'RQ19001'])
    const page = await h.ok(`${PATH}?status=closed&limit=1&offset=1`)
    expect(page).toMatchObject({ total: 3, items: [{ actionNumber: 'AQ21001', typeName: 'Audit Query', recallCampaigns: ['22V037000', '22V038000'] }] })
    expect(numbers(await h.ok(PATH))).toEqual(['PE24016', 'DP23003', 'EA22002', 'AQ21001', 'RQ19001'])
  })

  it('answers 404 for an action number the file does not hold', () => h.status(`${PATH}?actionNumber=PE99999`, 404, undefined, 'NOT_FOUND'))

  it('names the bad field', async () => {
    await h.rejects(`${PATH}?actionNumber=PE24016&make=honda`, 'make')
    await h.rejects(`${PATH}?actionNumber=PE24016&status=open`, 'status')
    await h.rejects(`${PATH}?actionNumber=24016`, 'actionNumber')
    await h.rejects(`${PATH}?status=pending`, 'status')
    await h.rejects(`${PATH}?make=honda&model=--`, 'model')
    await h.rejects(`${PATH}?modelYear=1949`, 'modelYear')
    await h.rejects(`${PATH}?modelYear=${new Date().getUTCFullYear() + 2}`, 'modelYear')
    await h.rejects(`${PATH}?component=a`, 'component')
    await h.rejects(`${PATH}?limit=51`, 'limit')
    await h.rejects(`${PATH}?offset=-1`, 'offset')
    await h.rejects(`${PATH}?offset=10001`, 'offset')
    await h.rejects(`${PATH}?make=honda&year=2015`, 'year') // vehicle.recalls and complaints say modelYear
  })

  it('loads nothing when the host starts, then downloads the file once for the first callers and serves the others from its index', async () => {
    const host = kept
    await host.ok(`/api/vehicle/recalls?make=honda&model=accord&modelYear=2015`)
    const before = downloads()
    expect(h.last().path).toBe(RECALLS.split(' ')[1])
    await Promise.all([host.ok(`${PATH}?make=honda`), host.ok(`${PATH}?status=open`)])
    await host.ok(`${PATH}?actionNumber=EA22002`)
    expect(downloads() - before).toBe(1)
  })

  it('a day later checks the file with If-Modified-Since and keeps its index on 304 Not Modified', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.parse('2024-04-03T00:00:00Z'))
    const host = kept
    await host.ok(`${PATH}?make=honda`)
    vi.setSystemTime(Date.parse('2024-04-11T00:00:00Z')) // past the week a stale copy is served without waiting
    h.set(INVESTIGATIONS, { status: 304 })
    const data = await host.ok(`${PATH}?make=honda`)
    expect(h.last().headers['if-modified-since']).toBe(FLAT_INV_LAST_MODIFIED)
    expect(data.meta).toMatchObject({ fileLastModified: FLAT_INV_LAST_MODIFIED, fileCheckedAt: '2024-04-11T00:00:00.000Z' })
    expect(numbers(data)).toEqual(['PE24016', 'EA22002'])
  })

  it('answers 502 for a file with no investigation record', async () => {
    h.set(INVESTIGATIONS, flatFileAnswer(new TextEncoder().encode('\r\n\r\n')))
    await h.status(`${PATH}?make=honda`, 502, undefined, 'UPSTREAM_FAILED')
  })

  h.failures(INVESTIGATIONS, `${PATH}?make=honda`)

  it('charges a paid call that answers and none that fails upstream (502, 429, then 503 while the breaker is open)', async () => {
    const paid = paidHost
    const pay = { headers: { [TEST_PAYER_HEADER]: '0x00000000000000000000000000000000000000aa' } }
    h.set(INVESTIGATIONS, { status: 429, headers: { 'retry-after': '60' }, body: 'Too Many Requests' })
    expect((await paid.call(`${PATH}?make=honda`, undefined, undefined, pay)).status).toBe(429)
    h.set(INVESTIGATIONS, { status: 500, body: 'Internal Server Error' })
    const statuses: number[] = []
    for (let call = 0; call < 6 && !statuses.includes(503); call++) statuses.push((await paid.call(`${PATH}?make=honda`, undefined, undefined, pay)).status)
    expect(statuses[0]).toBe(502)
    expect(statuses.at(-1)).toBe(503)
    expect(gate.settled).toEqual([])
    expect(gate.released.length).toBe(1 + statuses.length)
    h.reset()
    expect((await paidHost.call(`${PATH}?make=honda`, undefined, {}, pay)).status).toBe(200)
    expect(gate.settled).toMatchObject([{ operation: 'vehicle.investigations', amountMicros: 6000 }])
  })
})

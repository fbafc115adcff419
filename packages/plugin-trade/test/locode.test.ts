import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { testHost } from '@svc/core/testing'
import { zipSync } from 'fflate'
import { afterEach, describe, expect, it } from 'vitest'
import { tradePlugin } from '../src/index.ts'
import { ARCHIVE_LIMITS } from '../src/locode/archive.ts'
import { uneceLocode } from '../src/upstreams/unece-locode.ts'

const csvName = '2024-2 UNLOCODE CodeListPart1.csv'
const rows = readFileSync(join(import.meta.dirname, 'fixtures', 'unece-locode', csvName))
const archive = zipSync({
  [csvName]: rows,
  '2024-2 UNLOCODE SecretariatNotes.pdf': new Uint8Array([37, 80, 68, 70]),
})
// The same rows as a UNICC GitLab release archive packs them (see the fixture README): no issue in the file names,
// under release/csv/, re-encoded in UTF-8.
const releaseArchive = zipSync({ 'release/csv/UNLOCODE CodeListPart1.csv': new TextEncoder().encode(new TextDecoder('latin1').decode(rows)) })

describe('trade.locode', () => {
  const h = testHost({
    plugins: [tradePlugin],
    upstreams: ['unece-locode'],
    routes: {
      'GET /trade/locode/loc242csv.zip': { body: archive, headers: { 'content-type': 'application/zip' } },
      'GET /mirror/loc251csv.zip': { body: archive, headers: { 'content-type': 'application/zip' } },
      'GET /un/unece/uncefact/vocab-locode/-/jobs/artifacts/2025-1/download': { body: releaseArchive, headers: { 'content-type': 'application/zip' } },
    },
  })

  it('looks up a code, with decimal coordinates and named functions', async () => {
    const data = await h.ok('/api/trade/locode?code=beanr')
    expect(data.meta.mode).toBe('lookup')
    expect(data.items[0]).toMatchObject({
      locode: 'BEANR', country: 'BE', location: 'ANR', name: 'Antwerpen', subdivision: 'VAN', status: 'AI', date: '2002-07',
      functions: ['port', 'rail', 'road', 'airport', 'postal'],
      coordinates: { lat: 51.2167, lon: 4.4167 },
    })
    expect(data.source.url).toContain('/trade/locode/loc242csv.zip')
  })
  it('carries the MIT notice UN/CEFACT publishes the code list under, and is licensed for any use', async () => {
    const { status, body } = await h.call('/api/trade/locode?code=BEANR')
    expect(status).toBe(200)
    expect(body.data.source).toMatchObject({ license: expect.stringContaining('MIT License') })
    expect(body.meta.attribution).toStrictEqual([{ provider: 'UNECE UN/LOCODE', text: 'UN/LOCODE, Copyright (c) UN/CEFACT (UNECE), MIT License', url: 'https://github.com/uncefact/vocab-locode/blob/main/LICENSE' }])
    expect(uneceLocode.terms?.commercial.use).toBe('allowed')
  })
  it('reads the ISO 8859-1 names and a code written with a space', async () => {
    const item = (await h.ok('/api/trade/locode?code=SE%20GOT')).items[0]
    expect(item).toMatchObject({ name: 'Göteborg', nameAscii: 'Goteborg', coordinates: { lat: 57.7, lon: 11.95 } })
  })
  it('keeps quoted commas and quotes inside a name; west longitudes are negative', async () => {
    const item = (await h.ok('/api/trade/locode?code=USZB9')).items[0]
    expect(item).toMatchObject({ name: 'Zion, "Test" Crossing', functions: ['road', 'border'], remarks: 'made-up row' })
    expect(item.coordinates.lon).toBeLessThan(0)
  })
  it('searches names, accents ignored, within a country and function', async () => {
    const data = await h.ok('/api/trade/locode?q=gote')
    expect(data.items.map((item: { locode: string }) => item.locode)).toEqual(['SEGOT'])
    const ports = await h.ok('/api/trade/locode?country=BE&function=airport')
    expect(ports.items.map((item: { locode: string }) => item.locode)).toEqual(['BEANR', 'BEBRU'])
    expect(ports.meta).toMatchObject({ mode: 'list', issue: '2024-2' })
    const border = await h.ok('/api/trade/locode?country=US&function=border')
    expect(border.total).toBe(1)
  })
  it('cuts at limit, keeping the total', async () => {
    const data = await h.ok('/api/trade/locode?q=antw&limit=1')
    expect(data.items).toHaveLength(1)
    expect(data.total).toBe(2)
  })
  it('reads a release archive in UTF-8 whose file names carry no issue (the issue is then null, not a guess)', async () => {
    const settings = { settings: { trade: { locodeArchive: '/un/unece/uncefact/vocab-locode/-/jobs/artifacts/2025-1/download?job=package-release' } } }
    const result = await h.call('/api/trade/locode?country=SE', undefined, settings)
    expect(result.status).toBe(200)
    expect(result.body.data.items[0]).toMatchObject({ locode: 'SEGOT', name: 'Göteborg', nameAscii: 'Goteborg' })
    expect(result.body.data.meta).toMatchObject({ issue: null })
    expect(h.last().query.get('job')).toBe('package-release')
  })
  it('reads the archive named by settings.trade.locodeArchive', async () => {
    const result = await h.call('/api/trade/locode?code=USNYC', undefined, { settings: { trade: { locodeArchive: '/mirror/loc251csv.zip' } } })
    expect(result.status).toBe(200)
    expect(h.last().path).toBe('/mirror/loc251csv.zip')
  })
  it('answers 404 for a code not in the list', () => h.status('/api/trade/locode?code=BEXXX', 404, undefined, 'NOT_FOUND'))
  it('needs a code, a name or a country', () => h.rejects('/api/trade/locode?function=port', 'code'))
  it('refuses code and q together', () => h.rejects('/api/trade/locode?code=BEANR&q=antw', 'q'))
  it('refuses a malformed code', () => h.rejects('/api/trade/locode?code=BE-AN', 'code'))
  it('refuses an unknown function', () => h.rejects('/api/trade/locode?country=BE&function=spaceport', 'function'))
})

describe('trade.locode upstream failures', () => {
  const h = testHost({ plugins: [tradePlugin], upstreams: ['unece-locode'], routes: { 'GET /trade/locode/loc242csv.zip': { body: archive } } })
  h.failures('GET /trade/locode/loc242csv.zip', '/api/trade/locode?code=BEANR')
  it('answers 502 for a zip without the code list', async () => {
    h.set('GET /trade/locode/loc242csv.zip', { body: zipSync({ 'readme.txt': new Uint8Array([65]) }) })
    await h.status('/api/trade/locode?code=BEANR', 502, undefined, 'UPSTREAM_FAILED')
  })
})

describe('trade.locode: the archive\'s bounds', () => {
  const saved = { ...ARCHIVE_LIMITS }
  afterEach(() => Object.assign(ARCHIVE_LIMITS, saved))
  const cases: Array<[string, Partial<typeof ARCHIVE_LIMITS>]> = [
    ['is not downloaded past its size limit', { zipBytes: 100 }],
    ['is not unpacked past its size limit', { csvBytes: 100 }],
  ]
  for (const [what, limits] of cases) {
    // Each case its own host: the parsed list is kept per host.
    const h = testHost({ plugins: [tradePlugin], upstreams: ['unece-locode'], routes: { 'GET /trade/locode/loc242csv.zip': { body: archive } } })
    it(`${what}: a 502, nothing charged`, async () => {
      Object.assign(ARCHIVE_LIMITS, limits)
      await h.status('/api/trade/locode?code=BEANR', 502, undefined, 'UPSTREAM_FAILED')
    })
  }
})

import { execFile } from 'node:child_process'
import { mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { parseSdnXml } from '../scripts/sdn-xml.ts'
import { harness } from './_harness.ts'

const h = harness({}, [])
const SAMPLE = join(h.folder, 'ofac/sdn-sample.xml')

describe('SDN.XML parsing (refresh-sanctions)', () => {
  it('extracts every digital-currency address with its entry, programs and the list date', async () => {
    const parsed = parseSdnXml(await readFile(SAMPLE, 'utf8'))
    expect(parsed.publishDate).toBe('2024-11-22')
    expect(parsed.recordCount).toBe(8)
    expect(parsed.addresses).toHaveLength(13)
    expect(parsed.addresses[0]).toStrictEqual({ address: '149w62rY42aZBox8fGcmqNsXUzSStKeq8C', currency: 'XBT', entityUid: '26137', idUid: '130464', name: 'Ali KHORASHADIZADEH', sdnType: 'Individual', programs: ['CYBER2'] })
    expect(parsed.addresses.filter((a) => a.entityUid === '31212').map((a) => a.currency)).toEqual(['BCH', 'ETH'])
    expect(parsed.addresses.some((a) => a.address === 'L 191609')).toBe(false)
  })
  it('refuses to write a list that is not a whole SDN.XML unless it is marked a seed', async () => {
    const out = join(await mkdtemp(join(tmpdir(), 'sdn-')), 'out.json')
    const run = promisify(execFile)
    const script = join(import.meta.dirname, '../scripts/refresh-sanctions.ts')
    const tsx = join(import.meta.dirname, '../node_modules/.bin/tsx')
    await expect(run(tsx, [script, '--file', SAMPLE, '--out', out])).rejects.toThrow(/refusing to replace the snapshot with a partial list/)
    await run(tsx, [script, '--file', SAMPLE, '--out', out, '--seed'])
    expect(JSON.parse(await readFile(out, 'utf8'))).toMatchObject({ complete: false, publishDate: null, addresses: expect.any(Array) })
  }, 60_000)
})

describe('crypto.address-screen', () => {
  it('matches exactly and case-insensitively, with entity, programs, id and currency', async () => {
    const { status, body } = await h.call('/api/crypto/address-screen?address=0x098b716b8aaf21512996dc57eb0615e2383e2f96')
    expect(status).toBe(200)
    expect(body.data.items).toStrictEqual([{
      address: '0x098b716b8aaf21512996dc57eb0615e2383e2f96', sanctioned: true,
      matches: [{ name: 'LAZARUS GROUP', sdnType: 'Entity', programs: ['DPRK3'], sourceId: '27307', idUid: '150215', currency: 'ETH', listedAddress: '0x098B716B8Aaf21512996dC57EB0615e2383E2f96' }],
    }])
    expect((await h.call('/api/crypto/address-screen?address=149W62RY42AZBOX8FGCMQNSXUZSSTKEQ8C')).body.data.items[0]).toMatchObject({ sanctioned: true, matches: [{ name: 'Ali KHORASHADIZADEH', currency: 'XBT' }] })
  })
  it('answers not sanctioned for other addresses, with no partial match, and says the shipped list is a seed', async () => {
    const { body } = await h.call('/api/crypto/address-screen?address=0x098b716b8aaf21512996dc57eb0615e2383e2f9')
    expect(body.data.items[0]).toStrictEqual({ address: '0x098b716b8aaf21512996dc57eb0615e2383e2f9', sanctioned: false, matches: [] })
    expect(body.data.meta).toMatchObject({ listDate: null, listComplete: false, addressesInList: 13, warning: expect.stringContaining('incomplete') })
    expect(body.data.source).toMatchObject({ listDate: null, provider: expect.stringContaining('seed') })
  })
  it('screens against the list the operator configured, and records its date', async () => {
    const file = join(await mkdtemp(join(tmpdir(), 'sdn-')), 'full.json')
    await writeFile(file, JSON.stringify({ source: 'OFAC Specially Designated Nationals (SDN) list', sourceUrl: 'https://sanctionslistservice.ofac.treas.gov/api/PublicationPreview/exports/SDN.XML', publishDate: '2024-11-22', recordCount: 17000, complete: true, generatedAt: '2024-11-23T00:00:00.000Z', addresses: [{ address: 'bc1qexampleonlyinthisfile0000000000000000', currency: 'XBT', entityUid: '1', idUid: '2', name: 'EXAMPLE', sdnType: 'Entity', programs: ['CYBER2'] }] }))
    const screen = (sanctionsFile: string, address: string) => h.call(`/api/crypto/address-screen?address=${address}`, undefined, { settings: { crypto: { sanctionsFile } } })
    const { body } = await screen(file, 'BC1QEXAMPLEONLYINTHISFILE0000000000000000')
    expect(body.data.items[0]).toMatchObject({ sanctioned: true, matches: [{ name: 'EXAMPLE', sourceId: '1' }] })
    expect(body.data.source).toMatchObject({ listDate: '2024-11-22', provider: 'OFAC Specially Designated Nationals (SDN) list, list date 2024-11-22' })
    expect(body.data.meta).toStrictEqual({ listDate: '2024-11-22', listComplete: true, addressesInList: 1 })
    expect((await screen(join(tmpdir(), 'no-such-sdn.json'), '0x098b716b8aaf21512996dc57eb0615e2383e2f96')).status).toBe(503)
  })
  h.refusals('/api/crypto/address-screen', [['', 'address'], ['address=1234567', 'address'], [`address=${'a'.repeat(121)}`, 'address']])
})

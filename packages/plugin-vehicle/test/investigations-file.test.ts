import { strToU8, Zip, ZipDeflate, zipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { createIndexBuilder } from '../src/investigations/records.ts'
import { findZipEntry } from '../src/investigations/zip-entry.ts'
import { readZippedLines } from '../src/investigations/zipped-lines.ts'
import { FLAT_INV_TEXT, zippedFlatFile } from './_upstream.ts'

/** Reads an archive the way the operation does and answers its index. */
async function indexOf(zip: Uint8Array) {
  const builder = createIndexBuilder()
  await readZippedLines(zip, builder.line, 'test')
  return builder.finish()
}

const record = (...fields: string[]) => fields.join('\t')
const PE = ['PE99001', 'HONDA', 'ACCORD', '2015', 'AIR BAGS', 'HONDA', '20240101', '', '', 'Subject']

/** The same archive written as a stream: sizes follow the data (a data descriptor), as some zip tools write it. */
function streamedZip(text: Uint8Array): Uint8Array {
  const parts: Uint8Array[] = []
  const zip = new Zip((error, chunk) => {
    if (error) throw error
    parts.push(chunk)
  })
  const file = new ZipDeflate('FLAT_INV.txt')
  zip.add(file)
  file.push(text, true)
  zip.end()
  return Buffer.concat(parts)
}

describe('the investigations flat file', () => {
  it('groups the records of the fixture by action number, its texts held once', async () => {
    const index = await indexOf(zippedFlatFile())
    expect(index.records).toBe(10)
    expect(index.skipped).toBe(0)
    expect(index.newestFirst.map((one) => one.actionNumber)).toEqual(['PE24016', 'DP23003', 'EA22002', 'AQ21001', 'RQ19001'])
    const pe = index.byNumber.get('PE24016')!
    expect(pe).toMatchObject({ openDate: '2024-03-15', closeDate: null, manufacturers: ['HONDA (AMERICAN HONDA MOTOR CO.)'], recallCampaigns: [] })
    expect(pe.rows).toHaveLength(4)
    // One Name object per distinct text, shared by every record naming it.
    expect(pe.rows[0]!.make).toBe(index.byNumber.get('EA22002')!.rows[0]!.make)
    expect(index.byNumber.get('AQ21001')!.recallCampaigns).toEqual(['22V037000', '22V038000'])
    expect(index.byNumber.get('DP23003')!.rows[0]!.year).toBeNull() // 9999: unknown or N/A
  })

  it('reads an archive written as a stream the same way', async () => {
    const index = await indexOf(streamedZip(FLAT_INV_TEXT))
    expect(index.records).toBe(10)
    expect([...index.byNumber.keys()].sort()).toEqual(['AQ21001', 'DP23003', 'EA22002', 'PE24016', 'RQ19001'])
  })

  it('reads a file far larger than one chunk of text, with lines split across chunks, stored or deflated', async () => {
    const lines = Array.from({ length: 4_000 }, (_, n) => record(`PE${String(10_000 + n).padStart(5, '0')}`, 'MAKE', `MODEL ${n}`, '2020', 'BRAKES', 'MFR', '20200101', '', '', 'S', 'x'.repeat(n % 700)))
    const text = strToU8(lines.join('\n'))
    expect(text.length).toBeGreaterThan(20 * 64 * 1024) // text comes 64 KB at a time
    for (const level of [0, 6] as const) {
      const index = await indexOf(zipSync({ 'FLAT_INV.txt': text }, { level }))
      expect(index.records).toBe(4_000)
      expect(index.byNumber.get('PE13999')!.summary).toBe('x'.repeat(3_999 % 700))
    }
  })

  it('reads LF and CRLF line ends, UTF-8 and Windows-1252 text', async () => {
    const latin = Buffer.concat([Buffer.from(`${record(...PE, 'Caf')}`), Buffer.from([0xe9, 0x20, 0x96, 0x20]), Buffer.from('end\r\n')])
    const utf8 = Buffer.from(`${record('PE99002', 'CITROËN', 'C4', '2019', 'SEATS', 'CITROËN', '20230101', '', '', 'Subject', 'Crème – brûlée')}\n`)
    const index = await indexOf(zipSync({ 'FLAT_INV.txt': Buffer.concat([latin, utf8]) }))
    expect(index.byNumber.get('PE99001')!.summary).toBe('Café – end')
    expect(index.byNumber.get('PE99002')).toMatchObject({ summary: 'Crème – brûlée', manufacturers: ['CITROËN'] })
  })

  it('keeps a summary broken over lines, reads 10-field records of the pre-2008 layout and counts lines that are not records', async () => {
    const text = [record(...PE, 'First line'), 'second line', '', record('EA99001', 'FORD', 'PINTO', '1975', 'FUEL', 'FORD', '19780101', '19790101', '78V000000', 'Old'), 'PE99003\tonly three\tfields'].join('\n')
    const index = await indexOf(zipSync({ 'FLAT_INV.txt': strToU8(text) }))
    expect(index.byNumber.get('PE99001')!.summary).toBe('First line\nsecond line')
    expect(index.byNumber.get('EA99001')).toMatchObject({ summary: null, closeDate: '1979-01-01', recallCampaigns: ['78V000000'] })
    expect(index).toMatchObject({ records: 2, skipped: 1 })
  })

  it('finds the text file among others, stored or deflated, by the central directory', async () => {
    const zip = zipSync({ 'README.pdf': strToU8('%PDF'), 'FLAT_INV.txt': [FLAT_INV_TEXT, { level: 0 }] })
    expect(findZipEntry(zip, (name) => name.endsWith('.txt'))).toMatchObject({ name: 'FLAT_INV.txt', method: 0, data: new Uint8Array(FLAT_INV_TEXT) })
    expect(findZipEntry(zip, (name) => name === 'absent.txt')).toBeUndefined()
    expect((await indexOf(zip)).records).toBe(10)
  })

  it('answers 502 for what is not the zipped flat file', async () => {
    const failure = (zip: Uint8Array) => indexOf(zip).then(() => 'read', (error) => [error.status, error.code])
    expect(await failure(strToU8('<html>maintenance</html>'))).toEqual([502, 'UPSTREAM_FAILED'])
    expect(await failure(zipSync({ 'README.pdf': strToU8('no text file') }))).toEqual([502, 'UPSTREAM_FAILED'])
    expect(await failure(zippedFlatFile().subarray(0, 400))).toEqual([502, 'UPSTREAM_FAILED'])
    expect(await failure(zipSync({ 'FLAT_INV.txt': new Uint8Array(1_100_000).fill(65) }))).toEqual([502, 'UPSTREAM_FAILED'])
    const deflated = zippedFlatFile()
    const corrupt = deflated.slice()
    corrupt.fill(0xff, 60, 200) // inside the deflated data: the directory still points at it
    expect(await failure(corrupt)).toEqual([502, 'UPSTREAM_FAILED'])
    const otherMethod = deflated.slice()
    const directory = Buffer.from(otherMethod).indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]))
    otherMethod[directory + 10] = 14 // LZMA
    expect(await failure(otherMethod)).toEqual([502, 'UPSTREAM_FAILED'])
  })
})

import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createSearchIndex, type SearchEntry } from '../src/search/index.ts'

const catalog = JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures/catalog-entries.json'), 'utf8')) as SearchEntry[]
const index = createSearchIndex(catalog)

/** How agents phrase tasks -> the operations that must rank in the top 3. */
const phrasings: Array<[string, string[]]> = [
  ['is it going to rain in Tokyo tomorrow', ['weather.forecast', 'weather.forecast-global']],
  ['who owns this LEI', ['business.lei-hierarchy']],
  ['convert 10 miles to km', ['convert.unit']],
  ['sha256 of a string', ['hash.compute']],
  ['check if an IBAN is valid', ['validate.iban']],
  ['is this wallet sanctioned', ['crypto.address-screen']],
  ['public holidays in Germany 2027', ['calendar.holidays']],
  ['METAR for KJFK', ['aviation.metar']],
  ['store a value for later', ['store.kv-put']],
  ['exchange rate euro to dollar', ['convert.currency', 'fx.rates']],
  ['how many business days until the end of the month', ['calendar.business-days']],
  ['validate a swift bic code', ['validate.bic']],
  ['make a QR code for a url', ['barcode.generate']],
  ['traditional to simplified chinese', ['chinese.convert']],
  ['when is sunrise in Oslo', ['sunrise.compute']],
  ['current gas price on ethereum', ['crypto.gas-oracle']],
  ['earthquakes in the last day', ['quakes.recent']],
  ['acquire a lock', ['lock.acquire']],
  ['decode a jwt token', ['dev.jwt-decode']],
  ['clinical trials for diabetes', ['clinical.trial-search']],
  ['look up a gene symbol', ['bio.gene']],
  ['upcoming IPOs', ['calendar.ipo']],
  ['find a CVE by id', ['security.cve']],
  ['whois for a domain', ['domain.whois']],
  ['run several calls in one payment', ['batch.run']],
  ['timezone of a coordinate', ['timezone.lookup']],
  ['parse this csv into json', ['dev.csv-to-json']],
  ['chat with an llm', ['ai.chat']],
]

describe('endpoint search', () => {
  it('indexes the whole catalog', () => {
    expect(index.size).toBe(catalog.length)
    expect(catalog.length).toBe(578)
  })

  for (const [query, expected] of phrasings) {
    it(`finds ${expected[0]} for "${query}"`, () => {
      const top = index.search(query, 3).map((hit) => hit.id)
      expect(top.some((id) => expected.includes(id)), `top 3 were ${top.join(', ')}`).toBe(true)
    })
  }

  it('ranks most phrasings first', () => {
    const first = phrasings.filter(([query, expected]) => expected.includes(index.search(query, 1)[0]?.id ?? ''))
    expect(first.length / phrasings.length).toBeGreaterThanOrEqual(0.75)
  })

  it('is deterministic, sorted, bounded and explains itself', () => {
    const a = index.search('weather forecast', 50)
    expect(index.search('weather forecast', 50)).toEqual(a)
    expect(a.length).toBeLessThanOrEqual(50)
    for (let i = 1; i < a.length; i++) expect(a[i - 1]!.score).toBeGreaterThanOrEqual(a[i]!.score)
    for (const hit of a) {
      expect(hit.score).toBeGreaterThan(0)
      expect(hit.score).toBeLessThan(1)
      expect(hit.reason).toMatch(/^matched "/)
    }
    expect(index.search('weather', 2)).toHaveLength(2)
    expect(index.search('weather', 500).length).toBeLessThanOrEqual(50)
  })

  it('answers nothing for empty, stop-word-only or unknown queries', () => {
    expect(index.search('')).toEqual([])
    expect(index.search('   ')).toEqual([])
    expect(index.search('is it the')).toEqual([])
    expect(index.search('zzqxv')).toEqual([])
  })

  it('says when a hit came from a synonym', () => {
    const hit = index.search('umbrella tomorrow', 1)[0]!
    expect(hit.id.startsWith('weather.')).toBe(true)
    expect(hit.reason).toContain('for "umbrella"')
  })

  it('never returns an entry that is not indexed', () => {
    const small = createSearchIndex(catalog.filter((entry) => entry.group !== 'weather'))
    expect(small.search('is it going to rain tomorrow', 10).every((hit) => !hit.id.startsWith('weather.'))).toBe(true)
  })
})

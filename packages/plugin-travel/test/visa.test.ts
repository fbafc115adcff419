import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { travelPlugin } from '../src/index.ts'
import { readRequirement, visaTable } from '../src/visa-table.ts'

const FILE = 'GET /passport-index-tidy-iso2.csv'
const h = testHost({
  plugins: [travelPlugin],
  upstreams: ['passport-index'],
  routes: { [FILE]: { file: 'passport-index/passport-index-tidy-iso2.csv', headers: { 'content-type': 'text/plain; charset=utf-8' } } },
})

describe('travel.visa', () => {
  it('answers the requirement of one passport for one destination, with the days of a visa-free stay', async () => {
    const data = await h.ok('/api/travel/visa?passport=us&destination=jp')
    expect(data.meta.mode).toBe('lookup')
    expect(data.items).toStrictEqual([{ passport: 'US', destination: 'JP', requirement: 'visa free', days: 90, value: '90' }])
    expect((await h.ok('/api/travel/visa?passport=US&destination=CN')).items[0]).toMatchObject({ requirement: 'visa required', days: null })
    expect((await h.ok('/api/travel/visa?passport=DE&destination=CN')).items[0]).toMatchObject({ requirement: 'visa free', days: 30 })
    expect(data.source).toMatchObject({ license: 'MIT (Passport Index dataset)' })
  })

  it('lists every destination of a passport, without its own country, or those of one requirement', async () => {
    const all = await h.ok('/api/travel/visa?passport=US')
    expect(all.meta.mode).toBe('list')
    expect(all.items.map((item: { destination: string }) => item.destination)).toEqual(['BR', 'CA', 'CN', 'DE', 'IE', 'IN', 'JP', 'KH', 'KP'])
    const evisa = await h.ok('/api/travel/visa?passport=US&requirement=e-visa')
    expect(evisa.items.map((item: { destination: string }) => item.destination)).toEqual(['BR', 'CA', 'IN'])
    expect((await h.ok('/api/travel/visa?passport=US&requirement=visa%20free')).items.map((item: { days: number | null }) => item.days)).toEqual([90, null, 90])
  })

  it('answers 404 for a passport or destination the dataset does not have', async () => {
    await h.status('/api/travel/visa?passport=ZZ', 404, undefined, 'NOT_FOUND')
    await h.status('/api/travel/visa?passport=JP&destination=CN', 404, undefined, 'NOT_FOUND')
  })

  it('refuses bad input before paying, naming the field', async () => {
    await h.rejects('/api/travel/visa', 'passport')
    await h.rejects('/api/travel/visa?passport=USA', 'passport')
    await h.rejects('/api/travel/visa?passport=US&destination=J', 'destination')
    await h.rejects('/api/travel/visa?passport=US&destination=JP&requirement=e-visa', 'requirement')
    await h.rejects('/api/travel/visa?passport=US&requirement=maybe', 'requirement')
  })

  it('answers 502 when the file is not the dataset\'s CSV', async () => {
    h.set(FILE, { body: 'name,value\nx,y\n', headers: { 'content-type': 'text/csv' } })
    await h.status('/api/travel/visa?passport=US', 502, undefined, 'UPSTREAM_FAILED')
  })

  it('reads every value the dataset documents', () => {
    expect(readRequirement('7')).toEqual({ kind: 'visa free', days: 7 })
    expect(readRequirement('visa free')).toEqual({ kind: 'visa free', days: null })
    expect(readRequirement('Visa on arrival')).toEqual({ kind: 'visa on arrival', days: null })
    expect(readRequirement('covid ban')).toEqual({ kind: 'covid ban', days: null })
    expect(readRequirement('-1')).toEqual({ kind: 'same country', days: null })
    expect(readRequirement('Hayya Entry Permit')).toEqual({ kind: 'other', days: null })
    expect(() => visaTable('a,b\n')).toThrow()
  })

  h.failures(FILE, '/api/travel/visa?passport=US')
})

describe('travel.visa: a dataset file that is not the tidy CSV is not kept', () => {
  // One host per test, whose calls share its cache (the file is kept a week, then served stale a month).
  const kept = testHost({ plugins: [travelPlugin], upstreams: ['passport-index'], hostPer: 'test', routes: { [FILE]: { file: 'passport-index/passport-index-tidy-iso2.csv', headers: { 'content-type': 'text/plain; charset=utf-8' } } } })
  const bad: Array<[string, string, string]> = [
    // Git LFS's documented pointer format (what raw.githubusercontent.com serves for a file kept in LFS); that this
    // dataset would be served so is made up for the test.
    ['a Git LFS pointer', 'version https://git-lfs.github.com/spec/v1\noid sha256:4d7a214614ab2935c943f9e0ff69d22eadbb8f32b1258daaa5e2ca24d17e2393\nsize 12345\n', 'not the Passport Index tidy CSV'],
    ['the header alone (made up for the test: a file cut short)', 'Passport,Destination,Requirement\n', 'no passport rows'],
  ]
  for (const [what, body, error] of bad) {
    it(`${what}: a 502, then the file sent next is read and kept`, async () => {
      kept.set(FILE, { body, headers: { 'content-type': 'text/plain; charset=utf-8' } })
      expect(await kept.call('/api/travel/visa?passport=US&destination=JP')).toMatchObject({ status: 502, body: { code: 'UPSTREAM_FAILED', answer: 'unusable', error: expect.stringContaining(error) } })
      kept.reset()
      expect((await kept.ok('/api/travel/visa?passport=US&destination=JP')).items[0]).toMatchObject({ days: 90 })
      expect((await kept.ok('/api/travel/visa?passport=DE&destination=CN')).items[0]).toMatchObject({ days: 30 })
      expect(kept.requestsTo(FILE)).toHaveLength(2)
    })
  }
})

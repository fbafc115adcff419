import { describe, expect, it } from 'vitest'
import { testHost, withQuery } from '@svc/core/testing'
import { countryPlugin } from '../src/index.ts'

const L = '/api/country/lookup'
const t = testHost({ plugins: countryPlugin })

describe('country.lookup', () => {
  it('answers the facts of Germany by alpha-2, in any case', async () => {
    const answer = await t.list(withQuery(L, { alpha2: 'de' }))
    expect(answer).toMatchObject({ total: 1, meta: { mode: 'lookup' } })
    const germany = answer.items[0]
    expect(germany).toMatchObject({
      name: { common: 'Germany', official: 'Federal Republic of Germany', native: { deu: { common: 'Deutschland', official: 'Bundesrepublik Deutschland' } } },
      alpha2: 'DE', alpha3: 'DEU', numeric: '276', region: 'Europe', subregion: 'Western Europe', capital: ['Berlin'],
      callingCode: '+49', drivingSide: 'right', tld: ['.de'], flag: '🇩🇪', landlocked: false, independent: true, unMember: true,
      currencies: [{ code: 'EUR', name: 'Euro', symbol: '€' }], languages: [{ code: 'deu', name: 'German' }], coordinates: { lat: 51, lng: 9 },
    })
    expect(germany.borders).toHaveLength(9)
    expect([...germany.borders].sort()).toEqual(['AUT', 'BEL', 'CHE', 'CZE', 'DNK', 'FRA', 'LUX', 'NLD', 'POL'])
    expect(germany.timezones).toContain('Europe/Berlin')
    expect(germany.area).toBeGreaterThan(357_000)
    expect(germany.population).toBeGreaterThan(80_000_000)
    expect(germany.flags.svg).toMatch(/^https:\/\/cdn\.jsdelivr\.net\/npm\/world-countries@\d+\.\d+\.\d+\/data\/deu\.svg$/)
  })

  it('finds the same country by alpha-3', async () => {
    expect((await t.list(withQuery(L, { alpha3: 'deu' }))).items[0].alpha2).toBe('DE')
    expect((await t.list(withQuery(L, { alpha3: 'JPN' }))).items[0]).toMatchObject({ alpha2: 'JP', callingCode: '+81', drivingSide: 'left', capital: ['Tokyo'] })
  })

  it('gives the driving side of the main territory where territories differ', async () => {
    expect((await t.list(withQuery(L, { alpha2: 'GB' }))).items[0]).toMatchObject({ drivingSide: 'left', callingCode: '+44' })
    expect((await t.list(withQuery(L, { alpha2: 'US' }))).items[0]).toMatchObject({ drivingSide: 'right', callingCode: '+1' })
    expect((await t.list(withQuery(L, { alpha2: 'IN' }))).items[0].drivingSide).toBe('left')
  })

  it('gives null for fields a territory does not have', async () => {
    const antarctica = (await t.list(withQuery(L, { alpha2: 'AQ' }))).items[0]
    expect(antarctica).toMatchObject({ capital: [], currencies: [], callingCode: null, subregion: null })
    expect((await t.list(withQuery(L, { alpha2: 'XK' }))).items[0]).toMatchObject({ name: { common: 'Kosovo' }, numeric: null, population: null, callingCode: '+383' })
  })

  it('searches names (English, official, native, alternative spellings), best match first', async () => {
    const guinea = await t.list(withQuery(L, { name: 'guinea' }))
    expect(guinea.meta).toEqual({ mode: 'list' })
    expect(guinea.items[0].alpha2).toBe('GN')
    expect(guinea.items.map((item: { alpha2: string }) => item.alpha2)).toEqual(expect.arrayContaining(['GN', 'GW', 'GQ', 'PG']))
    expect((await t.list(withQuery(L, { name: 'Deutschland' }))).items[0].alpha2).toBe('DE')
    expect((await t.list(withQuery(L, { name: "cote d'ivoire" }))).items[0].alpha2).toBe('CI')
  })

  it('matches only whole names with fullText=true', async () => {
    expect((await t.list(withQuery(L, { name: 'guinea', fullText: true }))).items.map((item: { alpha2: string }) => item.alpha2)).toEqual(['GN'])
    expect((await t.list(withQuery(L, { name: 'united states of america', fullText: true }))).items.map((item: { alpha2: string }) => item.alpha2)).toEqual(['US'])
    expect((await t.list(withQuery(L, { name: 'germ', fullText: true }))).total).toBe(0)
    expect((await t.list(withQuery(L, { name: 'germ', fullText: false }))).items[0].alpha2).toBe('DE')
  })

  it('lists every country when no parameter is given (each is optional), by common name', async () => {
    const all = await t.list(L)
    expect(all.meta).toEqual({ mode: 'list' })
    expect(all.total).toBe(all.items.length)
    expect(all.total).toBeGreaterThan(240)
    expect(all.items[0].name.common).toBe('Afghanistan')
    expect(all.items.find((item: { alpha2: string }) => item.alpha2 === 'DE')).toMatchObject({ alpha3: 'DEU', callingCode: '+49' })
  })

  it('publishes fullText with its default (false)', async () => {
    const app = t.app
    const directory = await (await app.request('/api/directory')).json()
    const lookup = directory.operations.find((operation: { id: string }) => operation.id === 'country.lookup')
    expect(lookup.versions[0].params.properties.fullText).toMatchObject({ type: 'boolean', default: false })
  })

  it('answers 404 for an unassigned code', async () => {
    for (const params of [{ alpha2: 'ZZ' }, { alpha3: 'ZZZ' }] as Array<Record<string, string>>) {
      await t.status(withQuery(L, params), 404, undefined, 'NOT_FOUND')
    }
  })

  it('rejects malformed codes, bounds and conflicting modes, naming the field', async () => {
    await t.rejects(withQuery(L, { alpha2: 'D' }), 'alpha2')
    await t.rejects(withQuery(L, { alpha2: 'DEU' }), 'alpha2')
    await t.rejects(withQuery(L, { alpha2: 'D1' }), 'alpha2')
    await t.rejects(withQuery(L, { alpha3: 'DE' }), 'alpha3')
    await t.rejects(withQuery(L, { alpha3: 'DEUT' }), 'alpha3')
    await t.rejects(withQuery(L, { name: 'g' }), 'name')
    await t.rejects(withQuery(L, { name: 'g'.repeat(81) }), 'name')
    await t.rejects(withQuery(L, { name: 'germany', fullText: 'yes' }), 'fullText')
    await t.rejects(withQuery(L, { alpha2: 'DE', fullText: true }), 'fullText')
    await t.rejects(withQuery(L, { fullText: true }), 'fullText')
    await t.rejects(withQuery(L, { alpha2: 'DE', alpha3: 'DEU' }), 'alpha3')
    await t.rejects(withQuery(L, { alpha2: 'DE', name: 'germany' }), 'name')
  })
})

import { describe, expect, it } from 'vitest'
import { call, data, rejects } from './_app.ts'

describe('country.lookup', () => {
  it('answers the facts of Germany by alpha-2, in any case', async () => {
    const answer = await data({ alpha2: 'de' })
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
    expect((await data({ alpha3: 'deu' })).items[0].alpha2).toBe('DE')
    expect((await data({ alpha3: 'JPN' })).items[0]).toMatchObject({ alpha2: 'JP', callingCode: '+81', drivingSide: 'left', capital: ['Tokyo'] })
  })

  it('gives the driving side of the main territory where territories differ', async () => {
    expect((await data({ alpha2: 'GB' })).items[0]).toMatchObject({ drivingSide: 'left', callingCode: '+44' })
    expect((await data({ alpha2: 'US' })).items[0]).toMatchObject({ drivingSide: 'right', callingCode: '+1' })
    expect((await data({ alpha2: 'IN' })).items[0].drivingSide).toBe('left')
  })

  it('gives null for fields a territory does not have', async () => {
    const antarctica = (await data({ alpha2: 'AQ' })).items[0]
    expect(antarctica).toMatchObject({ capital: [], currencies: [], callingCode: null, subregion: null })
    expect((await data({ alpha2: 'XK' })).items[0]).toMatchObject({ name: { common: 'Kosovo' }, numeric: null, population: null, callingCode: '+383' })
  })

  it('searches names (English, official, native, alternative spellings), best match first', async () => {
    const guinea = await data({ name: 'guinea' })
    expect(guinea.meta).toEqual({ mode: 'list' })
    expect(guinea.items[0].alpha2).toBe('GN')
    expect(guinea.items.map((item: { alpha2: string }) => item.alpha2)).toEqual(expect.arrayContaining(['GN', 'GW', 'GQ', 'PG']))
    expect((await data({ name: 'Deutschland' })).items[0].alpha2).toBe('DE')
    expect((await data({ name: "cote d'ivoire" })).items[0].alpha2).toBe('CI')
  })

  it('matches only whole names with fullText=true', async () => {
    expect((await data({ name: 'guinea', fullText: true })).items.map((item: { alpha2: string }) => item.alpha2)).toEqual(['GN'])
    expect((await data({ name: 'united states of america', fullText: true })).items.map((item: { alpha2: string }) => item.alpha2)).toEqual(['US'])
    expect((await data({ name: 'germ', fullText: true })).total).toBe(0)
    expect((await data({ name: 'germ', fullText: false })).items[0].alpha2).toBe('DE')
  })

  it('answers 404 for an unassigned code', async () => {
    for (const params of [{ alpha2: 'ZZ' }, { alpha3: 'ZZZ' }] as Array<Record<string, string>>) {
      const { status, body } = await call(params)
      expect(status).toBe(404)
      expect(body.code).toBe('NOT_FOUND')
    }
  })

  it('rejects malformed codes, bounds and missing or conflicting modes, naming the field', async () => {
    await rejects({ alpha2: 'D' }, 'alpha2')
    await rejects({ alpha2: 'DEU' }, 'alpha2')
    await rejects({ alpha2: 'D1' }, 'alpha2')
    await rejects({ alpha3: 'DE' }, 'alpha3')
    await rejects({ alpha3: 'DEUT' }, 'alpha3')
    await rejects({ name: 'g' }, 'name')
    await rejects({ name: 'g'.repeat(81) }, 'name')
    await rejects({ name: 'germany', fullText: 'yes' }, 'fullText')
    await rejects({ alpha2: 'DE', fullText: true }, 'fullText')
    await rejects({}, 'alpha2')
    await rejects({ alpha2: 'DE', alpha3: 'DEU' }, 'alpha3')
    await rejects({ alpha2: 'DE', name: 'germany' }, 'name')
  })
})

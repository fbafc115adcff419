import { describe, expect, it } from 'vitest'
import { plainText } from '../src/operations/advisory.ts'
import { testHost } from '@svc/core/testing'
import { ADVISORIES, travelFixtures } from './_harness.ts'

const h = testHost(travelFixtures)

describe('travel.advisory', () => {
  it('answers a country\'s level, summary as text, dates and link', async () => {
    const data = await h.ok('/api/travel/advisory?country=afghanistan')
    expect(data.meta.mode).toBe('lookup')
    expect(data.items).toStrictEqual([{
      country: 'Afghanistan', codes: ['AF'], level: 4, levelName: 'Do Not Travel', title: 'Afghanistan - Level 4: Do Not Travel',
      summary: 'Do not travel to Afghanistan due to civil unrest, terrorism and kidnapping.\nCountry Summary: the U.S. Embassy in Kabul suspended operations.',
      published: '2025-03-10', updated: '2025-03-10',
      url: 'https://travel.state.gov/content/travel/en/traveladvisories/traveladvisories/afghanistan-advisory.html',
    }])
    expect(data.source.provider).toBe('U.S. Department of State, Bureau of Consular Affairs')
  })

  it('finds a country by the feed\'s code, by accents-free name, or by a word of its name', async () => {
    expect((await h.ok('/api/travel/advisory?country=gm')).items[0].country).toBe('Germany')
    expect((await h.ok('/api/travel/advisory?country=curacao')).items[0].country).toBe('Curaçao')
    expect((await h.ok('/api/travel/advisory?country=korea')).items.map((item: { level: number }) => item.level)).toEqual([4, 1])
  })

  it('lists every country at a level, without summaries unless asked', async () => {
    const data = await h.ok('/api/travel/advisory?level=2')
    expect(data.meta.mode).toBe('list')
    expect(data.items.map((item: { country: string }) => item.country)).toEqual(['Germany', 'Mexico'])
    expect(data.items[0]).not.toHaveProperty('summary')
    expect((await h.ok('/api/travel/advisory?level=2&summary=true')).items[1].summary).toContain('"Do Not Travel"')
    expect((await h.ok('/api/travel/advisory')).total).toBe(6)
  })

  it('answers 404 for a country the feed does not have, and refuses bad input', async () => {
    await h.status('/api/travel/advisory?country=atlantis', 404, undefined, 'NOT_FOUND')
    await h.rejects('/api/travel/advisory?level=5', 'level')
    await h.rejects('/api/travel/advisory?country=a', 'country')
  })

  it('turns the summary HTML into text', () => {
    expect(plainText('<p>A&nbsp;&amp;&nbsp;B</p><ul><li>one</li><li>two</li></ul>')).toBe('A & B\none\ntwo')
  })

  h.failures(ADVISORIES, '/api/travel/advisory?country=mexico')
})

import { describe, expect, it } from 'vitest'
import { testHost } from '@svc/core/testing'
import { occupationFixtures, PROFILE, RELATED, SEARCH } from './_harness.ts'

const h = testHost(occupationFixtures)

describe('occupation.search', () => {
  it('answers occupations for a keyword, most relevant first, with O*NET\'s count', async () => {
    const data = await h.ok('/api/occupation/search?q=registered%20nurse&limit=3')
    expect(data.total).toBe(42)
    expect(data.items[0]).toStrictEqual({ rank: 1, code: '29-1141.00', title: 'Registered Nurses', brightOutlook: true, url: 'https://www.onetonline.org/link/summary/29-1141.00', relevance: 100 })
    expect(data.items[2]).toMatchObject({ rank: 3, brightOutlook: false, relevance: null })
    const sent = h.last()
    expect(Object.fromEntries(sent.query)).toEqual({ keyword: 'registered nurse', start: '1', end: '3' })
    expect(sent.headers['x-api-key']).toBe('onet-key')
  })
  it('pages by offset, and answers an empty list when nothing matches', async () => {
    await h.ok('/api/occupation/search?q=registered%20nurse&limit=5&offset=10')
    expect(h.last().params).toMatchObject({ start: '11', end: '15' })
    expect(await h.ok('/api/occupation/search?q=zzzz')).toMatchObject({ items: [], total: 0 })
  })
  it('refuses bad input, naming the field', async () => {
    await h.rejects('/api/occupation/search', 'q')
    await h.rejects('/api/occupation/search?q=a', 'q')
    await h.rejects('/api/occupation/search?q=nurse&limit=51', 'limit')
  })
  h.failures(SEARCH, '/api/occupation/search?q=registered%20nurse')
})

describe('occupation.profile', () => {
  it('answers the overview of an occupation, from a SOC or O*NET-SOC code', async () => {
    const data = await h.ok('/api/occupation/profile?code=17-2051')
    expect(data.items[0]).toStrictEqual({
      code: '17-2051.00', title: 'Civil Engineers',
      description: expect.stringMatching(/^Perform engineering duties in planning, designing/),
      reportedTitles: ['City Engineer', 'Civil Engineer'], brightOutlook: true, green: false,
      alsoSee: [
        { code: '17-2051.01', title: 'Transportation Engineers', brightOutlook: true, url: 'https://www.onetonline.org/link/summary/17-2051.01' },
        { code: '17-2051.02', title: 'Water/Wastewater Engineers', brightOutlook: true, url: 'https://www.onetonline.org/link/summary/17-2051.02' },
      ],
      updatedYear: 2024, url: 'https://www.onetonline.org/link/summary/17-2051.00',
    })
    expect(h.last().path).toBe('/online/occupations/17-2051.00/')
  })
  it('answers 404 for a code O*NET does not have, and refuses a malformed one', async () => {
    await h.status('/api/occupation/profile?code=99-9999.00', 404, undefined, 'NOT_FOUND')
    await h.rejects('/api/occupation/profile?code=172051', 'code')
    await h.rejects('/api/occupation/profile?code=17-2051.0', 'code')
  })
  h.failures(PROFILE, '/api/occupation/profile?code=17-2051.00')
})

describe('occupation.related', () => {
  it('answers related occupations in O*NET\'s order, limited', async () => {
    const data = await h.ok('/api/occupation/related?code=17-2051.00&limit=2')
    expect(data.total).toBe(3)
    expect(data.items).toStrictEqual([
      { rank: 1, code: '17-2081.00', title: 'Environmental Engineers', brightOutlook: true, url: 'https://www.onetonline.org/link/summary/17-2081.00' },
      { rank: 2, code: '17-2141.00', title: 'Mechanical Engineers', brightOutlook: false, url: 'https://www.onetonline.org/link/summary/17-2141.00' },
    ])
    expect(h.last().params).toEqual({ start: '1', end: '20' })
  })
  it('answers 404 for an unknown code', () => h.status('/api/occupation/related?code=99-9999', 404, undefined, 'NOT_FOUND'))
  h.failures(RELATED, '/api/occupation/related?code=17-2051.00')
})

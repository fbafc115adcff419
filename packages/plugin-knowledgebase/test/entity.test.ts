import { testHost, type FixtureAnswer, type RecordedRequest } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { knowledgebasePlugin } from '../src/index.ts'

const fixture = (name: string): FixtureAnswer => ({ file: `wikidata/${name}` })

/** The action API has one path: the answer depends on the parameters. */
function actionApi(request: RecordedRequest): FixtureAnswer {
  const query = request.query
  if (query.get('action') === 'wbsearchentities') return fixture(query.get('search') === 'Paris' ? 'search-paris.json' : 'search-empty.json')
  if (query.get('props') === 'labels') return fixture('labels.json')
  const ids = query.get('ids')
  if (ids === 'Q42') return fixture('entities-Q42.json')
  if (ids === 'Q90|Q42') return fixture('entities-Q90-Q42.json')
  return fixture('entities-missing.json')
}

const h = testHost({ plugins: [knowledgebasePlugin], upstreams: ['wikidata'], routes: { 'GET /api.php': actionApi } })

describe('knowledgebase.entity', () => {
  it('looks an item up with labelled facts', async () => {
    const data = await h.ok('/api/knowledgebase/entity?id=q42')
    // Wikimedia blocks generic User-Agents: every request names the client.
    expect(h.requests.every((request) => request.headers['user-agent']?.startsWith('svc-plugin-knowledgebase (+'))).toBe(true)
    expect(data).toMatchObject({ total: 1, meta: { mode: 'lookup' } })
    expect(data.items[0]).toEqual({
      id: 'Q42',
      label: 'Douglas Adams',
      description: 'English author and humourist (1952–2001)',
      aliases: ['Douglas Noel Adams', 'Douglas Noël Adams'],
      facts: {
        instanceOf: [{ id: 'Q5', label: 'human' }],
        dateOfBirth: ['1952-03-11'],
        placeOfBirth: [{ id: 'Q350', label: 'Cambridge' }],
        dateOfDeath: ['2001-05-11'],
        placeOfDeath: [{ id: 'Q159288', label: 'Santa Barbara' }],
        citizenship: [{ id: 'Q145', label: 'United Kingdom' }],
        occupation: [{ id: 'Q36180', label: 'writer' }, { id: 'Q214917', label: 'playwright' }],
        image: ['https://commons.wikimedia.org/wiki/Special:FilePath/Douglas_adams_portrait_cropped.jpg'],
      },
      sitelinks: 2,
      wikipediaUrl: 'https://en.wikipedia.org/wiki/Douglas_Adams',
      url: 'https://www.wikidata.org/wiki/Q42',
    })
    const labelsCall = h.last().query
    expect(labelsCall.get('ids')!.split('|').sort()).toEqual(['Q145', 'Q159288', 'Q214917', 'Q350', 'Q36180', 'Q5'])
  })

  it('searches by name, keeping preferred statements and skipping deprecated and no-value ones', async () => {
    const data = await h.ok('/api/knowledgebase/entity?q=Paris&limit=2')
    expect(data).toMatchObject({ total: 2, meta: { mode: 'list' } })
    expect(data.items.map((item: { id: string }) => item.id)).toEqual(['Q90', 'Q42'])
    expect(data.items[0].facts).toEqual({
      instanceOf: [{ id: 'Q515', label: 'city' }],
      country: [{ id: 'Q142', label: 'France' }],
      coordinates: [{ lat: 48.856944, lon: 2.351389 }],
      population: [2100000],
      area: [{ amount: 105.4, unit: 'Q712226' }],
      inception: ['-0300'],
    })
    expect(Object.fromEntries(h.requests.find((request) => request.query.get('action') === 'wbsearchentities')!.query)).toMatchObject({ search: 'Paris', language: 'en', type: 'item', limit: '2' })
  })

  it('answers no match as zero items and an unknown id as 404', async () => {
    expect(await h.ok('/api/knowledgebase/entity?q=zzqxj')).toMatchObject({ items: [], total: 0 })
    await h.status('/api/knowledgebase/entity?id=Q404404404', 404, undefined, 'NOT_FOUND')
  })

  it('asks labels in the caller\'s language with English as fallback', async () => {
    const data = await h.ok('/api/knowledgebase/entity?id=Q42&lang=fr')
    expect(data.items[0]).toMatchObject({ label: 'Douglas Adams', description: 'English author and humourist (1952–2001)', aliases: [], wikipediaUrl: 'https://fr.wikipedia.org/wiki/Douglas_Adams' })
    expect(h.last().query.get('languages')).toBe('fr|en')
  })

  it('rejects bad input naming the field', async () => {
    await h.rejects('/api/knowledgebase/entity', 'q')
    await h.rejects('/api/knowledgebase/entity?id=P31', 'id')
    await h.rejects('/api/knowledgebase/entity?id=Q42&q=Paris', 'q')
    await h.rejects('/api/knowledgebase/entity?q=Paris&lang=english', 'lang')
    await h.rejects('/api/knowledgebase/entity?q=Paris&limit=11', 'limit')
  })

  h.failures('GET /api.php', '/api/knowledgebase/entity?id=Q42')
})

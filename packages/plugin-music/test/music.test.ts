import { testHost, type FixtureAnswer } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { musicPlugin } from '../src/index.ts'

const fixture = (name: string): FixtureAnswer => ({ file: `musicbrainz/${name}` })
const NIRVANA = '5b11f4ce-a62d-471e-81fc-a69a8278c7da'
const h = testHost({
  plugins: [musicPlugin],
  upstreams: ['musicbrainz'],
  routes: {
    'GET /artist': fixture('artist-search.json'),
    [`GET /artist/${NIRVANA}`]: fixture('artist-5b11f4ce.json'),
    'GET /artist/00000000-0000-4000-8000-00000000dead': { status: 404, ...fixture('not-found.json') },
    'GET /recording': fixture('recording-search.json'),
    'GET /release': fixture('release-search.json'),
  },
  config: { settings: { music: { contact: 'ops@example.org' } } },
})

describe('music.artist', () => {
  it('searches artists by name, sending the User-Agent MusicBrainz asks for', async () => {
    const data = await h.ok('/api/music/artist?name=Nirvana&limit=2')
    expect(data).toMatchObject({ total: 2, meta: { mode: 'list' } })
    expect(data.items[0]).toEqual({
      id: NIRVANA, name: 'Nirvana', sortName: 'Nirvana', type: 'Group', gender: null, country: 'US', area: 'United States',
      begin: '1987', end: '1994-04-05', disambiguation: '1980s–1990s US grunge band', genres: ['grunge', 'rock', 'alternative rock'], score: 100,
      url: `https://musicbrainz.org/artist/${NIRVANA}`,
    })
    const sent = h.last()
    expect(Object.fromEntries(sent.query)).toEqual({ query: 'artist:"Nirvana"', limit: '2', fmt: 'json' })
    expect(sent.headers['user-agent']).toBe('svc-plugin-music/0.1 ( ops@example.org )')
  })

  it('looks an artist up by id with its genres', async () => {
    const data = await h.ok(`/api/music/artist?id=${NIRVANA.toUpperCase()}`)
    expect(data).toMatchObject({ total: 1, meta: { mode: 'lookup' } })
    expect(data.items[0]).toMatchObject({ genres: ['grunge', 'alternative rock'], score: null })
    expect(h.last().query.get('inc')).toBe('genres+tags')
  })

  it('withholds genres (CC BY-NC-SA 3.0) until the operator accepts that licence, saying why in meta.withheld', async () => {
    const notAccepted = { upstreams: { musicbrainz: { baseUrl: h.server.url, acceptTerms: false } } }
    const lookup = await h.call(`/api/music/artist?id=${NIRVANA}`, undefined, notAccepted)
    expect(lookup.status).toBe(200)
    expect(lookup.body.data.items[0]).toMatchObject({ name: 'Nirvana', genres: null })
    expect(lookup.body.data.meta.withheld).toEqual({ fields: ['genres'], reason: expect.stringContaining('upstreams.musicbrainz.acceptTerms') })
    // The non-commercial data is not even asked for.
    expect(h.last().query.has('inc')).toBe(false)
    const search = await h.call('/api/music/artist?name=Nirvana', undefined, notAccepted)
    expect(search.body.data.items.map((artist: { genres: unknown }) => artist.genres)).toEqual([null, null])
    expect(search.body.data.meta.withheld.reason).toContain('CC BY-NC-SA 3.0')
    // Accepted (the test host accepts every provider's terms): genres, and no withheld note.
    const accepted = await h.ok(`/api/music/artist?id=${NIRVANA}`)
    expect(accepted.meta.withheld).toBeUndefined()
    expect(accepted.items[0].genres).toEqual(['grunge', 'alternative rock'])
  })

  it('withholds nothing from recordings and releases, which answer core data only', async () => {
    const notAccepted = { upstreams: { musicbrainz: { baseUrl: h.server.url, acceptTerms: false } } }
    const { body } = await h.call('/api/music/release?barcode=720642442524', undefined, notAccepted)
    expect(body.data.meta.withheld).toBeUndefined()
    expect(body.data.items[0].title).toBe('Nevermind')
  })

  it('credits MusicBrainz in meta.attribution, as its data licence asks', async () => {
    const { body } = await h.call(`/api/music/artist?id=${NIRVANA}`)
    expect(body.meta.attribution).toStrictEqual([{ provider: 'MusicBrainz', text: 'Music data from MusicBrainz (https://musicbrainz.org)', url: 'https://musicbrainz.org/doc/About/Data_License' }])
  })

  it('escapes Lucene syntax in names and answers 404 for an unknown id', async () => {
    await h.ok('/api/music/artist?name=AC%2FDC%20(live)')
    expect(h.last().query.get('query')).toBe('artist:"AC\\/DC \\(live\\)"')
    await h.status('/api/music/artist?id=00000000-0000-4000-8000-00000000dead', 404, undefined, 'NOT_FOUND')
  })

  it('is unavailable (503, before any payment) without the contact setting', async () => {
    const { status, body } = await h.call('/api/music/artist?name=Nirvana', undefined, { settings: { music: {} } })
    expect(status).toBe(503)
    expect(body.error).toContain('settings.music.contact')
  })

  it('rejects bad input naming the field', async () => {
    await h.rejects('/api/music/artist', 'name')
    await h.rejects('/api/music/artist?id=not-a-uuid', 'id')
    await h.rejects(`/api/music/artist?id=${NIRVANA}&name=Nirvana`, 'name')
    await h.rejects('/api/music/artist?name=x&limit=26', 'limit')
  })

  h.failures('GET /artist', '/api/music/artist?name=Nirvana')
})

describe('music.recording', () => {
  it('searches by title and artist', async () => {
    const data = await h.ok('/api/music/recording?title=Smells%20Like%20Teen%20Spirit&artist=Nirvana')
    expect(data.items[0]).toEqual({
      id: '00000000-0000-4000-8000-000000000002', title: 'Smells Like Teen Spirit', artist: 'Nirvana', artists: [{ id: NIRVANA, name: 'Nirvana' }],
      durationSeconds: 302, firstReleased: '1991-09-10', isrcs: ['USGF19942501'],
      releases: [{ id: '00000000-0000-4000-8000-000000000003', title: 'Nevermind', date: '1991-09-24', country: 'US' }],
      disambiguation: null, score: 100, url: 'https://musicbrainz.org/recording/00000000-0000-4000-8000-000000000002',
    })
    expect(h.last().query.get('query')).toBe('recording:"Smells Like Teen Spirit" AND artist:"Nirvana"')
  })

  it('searches by ISRC and rejects a malformed one', async () => {
    await h.ok('/api/music/recording?isrc=usgf19942501')
    expect(h.last().query.get('query')).toBe('isrc:USGF19942501')
    await h.rejects('/api/music/recording?isrc=US-GF1-99-42501', 'isrc')
    await h.rejects('/api/music/recording?artist=Nirvana', 'title')
  })

  h.failures('GET /recording', '/api/music/recording?title=Lithium')
})

describe('music.release', () => {
  it('searches by barcode, joining credits as MusicBrainz writes them', async () => {
    const data = await h.ok('/api/music/release?barcode=720642442524')
    expect(data.items[0]).toMatchObject({
      title: 'Nevermind', artist: 'Nirvana & Illustrative Guest', type: 'Album', status: 'Official', date: '1991-09-24', barcode: '720642442524',
      labels: [{ name: 'DGC', catalogNumber: 'DGCD-24425' }], formats: ['CD'], tracks: 13,
    })
    expect(h.last().query.get('query')).toBe('barcode:720642442524')
    await h.rejects('/api/music/release?barcode=12ab', 'barcode')
  })

  h.failures('GET /release', '/api/music/release?title=Nevermind')
})

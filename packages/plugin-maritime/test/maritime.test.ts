import { testHost } from '@svc/core/testing'
import { beforeEach, describe, expect, it } from 'vitest'
import { maritimePlugin } from '../src/index.ts'
import { forgetWorldPortIndex } from '../src/wpi.ts'

const fixture = (upstream: string, name: string) => ({ file: `${upstream}/${name}` })
const h = testHost({
  plugins: [maritimePlugin],
  upstreams: ['nga-msi', 'datalastic'],
  keys: { datalastic: 'datalastic-test-key' },
  routes: {
    'GET /api/publications/world-port-index': fixture('nga-msi', 'world-port-index.json'),
    'GET /api/publications/asam': fixture('nga-msi', 'asam.json'),
    'GET /api/v0/vessel_info': (request) => (request.query.get('imo') === '0000000' ? { status: 404, body: { data: null, meta: { success: false } } } : fixture('datalastic', 'vessel-info.json')),
    'GET /api/v0/vessel': fixture('datalastic', 'vessel.json'),
    'GET /api/v0/vessel_find': fixture('datalastic', 'vessel-find.json'),
  },
})

describe('maritime.port', () => {
  beforeEach(() => forgetWorldPortIndex())
  it('finds a port by UN/LOCODE with depths, limits and facilities', async () => {
    const data = await h.ok('/api/maritime/port?locode=nl%20rtm')
    expect(data.items).toStrictEqual([{
      wpiNumber: 31200, name: 'Rotterdam', alternateName: 'Europoort', locode: 'NLRTM', country: 'NL', countryName: 'Netherlands', region: 'Netherlands -- 31200', lat: 51.9, lon: 4.483333,
      harborSize: 'large', harborType: 'RN', shelter: 'E', depthsM: { channel: 11, anchorage: 11, cargoPier: 16, oilTerminal: 11 }, maxVessel: { lengthM: 400, beamM: 60, draftM: 22.6 },
      facilities: { container: true, oilTerminal: true, solidBulk: true, roro: true, liquidBulk: true, drydock: 'L', repairs: 'A' },
      services: { pilotageCompulsory: true, tugs: true, fuel: true, diesel: true, water: true, medical: true }, firstPortOfEntry: true,
    }])
    expect(h.last('/api/publications/world-port-index').params).toEqual({ output: 'json' })
  })
  it('searches names and alternate names, and lists a country', async () => {
    expect((await h.ok('/api/maritime/port?name=bur%20said')).items.map((row: { name: string }) => row.name)).toEqual(['Port Said'])
    const dutch = await h.ok('/api/maritime/port?country=nl&limit=1')
    expect(dutch).toMatchObject({ total: 2, items: [{ name: 'Amsterdam', maxVessel: { lengthM: null } }] })
  })
  it('reads the index once while it is held', async () => {
    const before = h.requests.length
    await h.ok('/api/maritime/port?country=NL')
    await h.ok('/api/maritime/port?country=EG')
    expect(h.requests.length - before).toBe(1)
  })
  it('needs a name, a locode or a country', () => h.rejects('/api/maritime/port', 'name'))
  it('refuses a malformed locode', () => h.rejects('/api/maritime/port?locode=ROTTERDAM', 'locode'))
  h.failures('GET /api/publications/world-port-index', '/api/maritime/port?locode=NLRTM')
})

describe('maritime.cases', () => {
  it('answers incidents of a NAVAREA newest first, asking the window', async () => {
    const data = await h.ok('/api/maritime/cases?from=2024-01-01&to=2024-12-31&region=ix')
    expect(data.items.map((row: { reference: string }) => row.reference)).toEqual(['2024-150', '2024-101'])
    expect(data.items[1]).toMatchObject({ date: '2024-03-02', lat: 12.5, lon: 45.2, region: 'IX', subregion: 62, victim: 'Illustrative: bulk carrier' })
    expect(data).toMatchObject({ from: '2024-01-01', to: '2024-12-31', total: 2 })
    expect(h.last('/api/publications/asam').params).toEqual({ sort: 'date', output: 'json', minOccurDate: '2024-01-01', maxOccurDate: '2024-12-31' })
  })
  it('filters by subregion', async () => {
    expect((await h.ok('/api/maritime/cases?from=2024-01-01&to=2024-12-31&subregion=57')).items.map((row: { reference: string }) => row.reference)).toEqual(['2024-140'])
  })
  it('refuses an unknown NAVAREA', () => h.rejects('/api/maritime/cases?region=XXX', 'region'))
  it('refuses a window that ends before it starts', () => h.rejects('/api/maritime/cases?from=2024-05-01&to=2024-01-01', 'to'))
  h.failures('GET /api/publications/asam', '/api/maritime/cases?from=2024-01-01&to=2024-12-31')
})

describe('maritime.vessel', () => {
  it('looks a ship up by IMO with its particulars, sending the key', async () => {
    const data = await h.ok('/api/maritime/vessel?imo=IMO%209525338')
    expect(data.meta.mode).toBe('lookup')
    expect(data.items[0]).toStrictEqual({
      id: 'b8625b67-7142-cfd1-7b85-595cebfe4191', name: 'MAERSK CHENNAI', imo: '9525338', mmsi: '566093000', callSign: '9V9409', flag: 'SG', flagName: 'Singapore', type: 'Cargo', subtype: 'Container Ship',
      grossTonnage: 50869, deadweight: 68898, teu: 4500, lengthM: 249.12, beamM: 37.4, maxDraughtM: 14.2, yearBuilt: 2011, homePort: 'SINGAPORE', position: null,
    })
    expect(h.last('/api/v0/vessel_info').params).toEqual({ imo: '9525338', 'api-key': 'datalastic-test-key' })
  })
  it('adds the last position when asked', async () => {
    const data = await h.ok('/api/maritime/vessel?mmsi=566093000&position=true')
    expect(data.items[0].position).toStrictEqual({ lat: 1.2345, lon: 103.8765, speedKnots: 12.3, course: 245.1, heading: 246, status: 'Under way using engine', destination: 'SGSIN', eta: '2025-06-01T12:00:00Z', at: '2025-06-01T00:00:00Z' })
    expect(h.last('/api/v0/vessel').params).toMatchObject({ uuid: 'b8625b67-7142-cfd1-7b85-595cebfe4191' })
  })
  it('searches by name in list mode', async () => {
    const data = await h.ok('/api/maritime/vessel?name=maersk%20chennai')
    expect(data.meta.mode).toBe('list')
    expect(data.items.map((row: { name: string }) => row.name)).toEqual(['MAERSK CHENNAI', 'MAERSK CHENNAI II'])
  })
  it('answers 404 for an unknown IMO', () => h.status('/api/maritime/vessel?imo=0000000', 404, undefined, 'NOT_FOUND'))
  it('needs one identifier', () => h.rejects('/api/maritime/vessel', 'imo'))
  it('refuses two identifiers', () => h.rejects('/api/maritime/vessel?imo=9525338&mmsi=566093000', 'mmsi'))
  it('refuses a malformed MMSI', () => h.rejects('/api/maritime/vessel?mmsi=12345', 'mmsi'))
  h.failures('GET /api/v0/vessel_info', '/api/maritime/vessel?imo=9525338')
})

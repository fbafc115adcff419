import { testHost, type FixtureAnswer } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { businessPlugin } from '../src/index.ts'

const socrata = (name: string): FixtureAnswer => ({ file: `socrata/${name}` })
/** Each dataset answers rows, or its count for a `$select=count(*)` query. */
const dataset = (rows: string) => (request: { query: URLSearchParams }) => socrata(request.query.has('$select') ? 'count-2.json' : rows)
const NY = 'GET /resource/n9v6-gdp6.json'
const registries = testHost({
  plugins: [businessPlugin],
  upstreams: ['ny-open-data', 'co-open-data', 'ct-open-data'],
  routes: { [NY]: dataset('ny-entities.json'), 'GET /resource/4ykn-tg5h.json': dataset('co-entities.json'), 'GET /resource/n7gp-d28j.json': dataset('ct-entities.json') },
})
const lastQuery = (path: string) => registries.server.requests.filter((r) => r.path === path && !r.query.has('$select')).at(-1)!.query

describe('business.sos-search', () => {
  it('searches New York by partial name, case-insensitively, and reads agent and addresses', async () => {
    const { status, body } = await registries.call("/api/business/sos-search?state=ny&name=Example%20Harbor's&limit=2&offset=4")
    expect(status).toBe(200)
    expect(Object.fromEntries(lastQuery('/resource/n9v6-gdp6.json'))).toEqual({ $where: "upper(current_entity_name) like '%EXAMPLE HARBOR''S%'", $order: 'current_entity_name,dos_id', $limit: '2', $offset: '4' })
    expect(body.data).toMatchObject({ total: 2, meta: { mode: 'list' }, source: { provider: 'New York Department of State (data.ny.gov)' } })
    expect(body.data.items[0]).toStrictEqual({
      state: 'NY', entityId: '5123456', name: 'EXAMPLE HARBOR LOGISTICS LLC', type: 'DOMESTIC LIMITED LIABILITY COMPANY', status: 'Active', formationJurisdiction: 'NEW YORK', formationDate: '2017-03-21',
      address: '100 WATER STREET, BROOKLYN, NY, 11201', registeredAgent: { name: 'NORTHEAST REGISTERED AGENTS INC.', address: '90 STATE STREET, STE 700, ALBANY, NY, 12207' },
    })
    expect(body.data.items[1]).toMatchObject({ formationJurisdiction: 'DELAWARE', address: '1 MAIN ST, NEW YORK, NY, 10001', registeredAgent: null })
  })

  it('looks Colorado and Connecticut entities up by id, each in its own columns', async () => {
    const co = await registries.call('/api/business/sos-search?state=CO&entityId=20171234567')
    expect(lastQuery('/resource/4ykn-tg5h.json').get('$where')).toBe("entityid = '20171234567'")
    expect(co.body.data.meta.mode).toBe('lookup')
    expect(co.body.data.items[0]).toMatchObject({ state: 'CO', status: 'Good Standing', type: 'DLLC', formationJurisdiction: 'CO', formationDate: '2017-05-04', registeredAgent: { name: 'Maria Example', address: '1550 Wynkoop St, Denver, CO, 80202' } })
    expect(co.body.data.items[1].registeredAgent.name).toBe('Example Summit Registered Agents Inc.')
    const ct = await registries.call('/api/business/sos-search?state=CT&name=nutmeg')
    expect(ct.body.data.items[0]).toStrictEqual({ state: 'CT', entityId: '1234567', name: 'EXAMPLE NUTMEG CONSULTING LLC', type: 'LLC', status: 'Active', formationJurisdiction: 'Connecticut', formationDate: '2019-10-01', address: '10 Constitution Plaza, Hartford, CT, 06103', registeredAgent: null })
  })

  it('lists a registry without a name or id, paged, with the total of every entity', async () => {
    const { status, body } = await registries.call('/api/business/sos-search?state=CO&limit=2&offset=20000')
    expect(status).toBe(200)
    expect(Object.fromEntries(lastQuery('/resource/4ykn-tg5h.json'))).toEqual({ $order: 'entityname,entityid', $limit: '2', $offset: '20000' })
    const count = registries.server.requests.filter((r) => r.path === '/resource/4ykn-tg5h.json' && r.query.has('$select')).at(-1)!.query
    expect(Object.fromEntries(count)).toEqual({ $select: 'count(*) AS total' })
    expect(body.data).toMatchObject({ total: 2, meta: { mode: 'list' } })
    expect(body.data.items[0]).toMatchObject({ state: 'CO' })
  })

  it('answers no items when nothing matches', async () => {
    registries.set(NY, socrata('empty.json'))
    const { body } = await registries.call('/api/business/sos-search?state=NY&name=zzqq')
    registries.reset()
    expect(body.data).toMatchObject({ items: [], total: 0 })
  })

  registries.failures(NY, '/api/business/sos-search?state=NY&name=acme')

  registries.refusals('/api/business/sos-search', [['name=acme', 'state'], ['state=TX&name=acme', 'state'], ['state=NY&name=a', 'name'], [`state=NY&name=${'a'.repeat(121)}`, 'name'], ['state=NY&entityId=1', 'entityId'], ['state=NY&entityId=12%2734', 'entityId'], ['state=NY&name=acme&limit=101', 'limit'], ['state=NY&name=acme&offset=-1', 'offset']])
})

import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { businessPlugin } from '../src/index.ts'

const CSL = 'GET /consolidated_screening_list/v1/search'
const CO = 'GET /resource/4ykn-tg5h.json'
const screen = testHost({
  plugins: [businessPlugin],
  upstreams: ['ny-open-data', 'co-open-data', 'ct-open-data', 'trade-gov-csl'],
  keys: { 'trade-gov-csl': 'csl-key' },
  routes: {
    [CO]: (request) => `socrata/${request.query.has('$select') ? 'count-2' : 'co-entities'}.json`,
    // The (made-up) agent "Example Summit Registered Agents Inc." has a made-up screening-list namesake in this fixture; the rest come back clean.
    [CSL]: (request) => `trade-gov-csl/${/registered agents/i.test(request.query.get('name') ?? '') ? 'search-registered-agents' : 'search-none'}.json`,
  },
})

describe('business.entity-screen', () => {
  it('screens each entity and its registered agent, flagging the entity whose agent matches', async () => {
    const { status, body } = await screen.call('/api/business/entity-screen?state=co&name=example%20peak')
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ query: { state: 'CO', name: 'example peak', entityId: null, threshold: 0.5 }, found: true, registry: { status: 'found', total: 2 }, note: expect.stringContaining('probabilistic') })
    const [outfitters, holdings] = body.data.entities
    expect(outfitters).toMatchObject({ name: 'Example Peak Outfitters LLC', flagged: false, screening: { entity: { status: 'not_found', flagged: false, confidence: 0 }, registeredAgent: { status: 'not_found', name: 'Maria Example' } } })
    expect(holdings).toMatchObject({ name: 'Example Peak Holdings, Inc.', flagged: true, screening: { registeredAgent: { status: 'found', flagged: true, label: 'high', hits: [{ name: 'EXAMPLE SUMMIT AGENTS LTD', list: 'Entity List (EL) - Bureau of Industry and Security' }] } } })
    // Four distinct names, four screens.
    expect(screen.server.requestsTo('/consolidated_screening_list/v1/search')).toHaveLength(4)
  })

  it('reports a failed screen on its own section', async () => {
    screen.set(CSL, { status: 500, body: 'down' })
    const { status, body } = await screen.call('/api/business/entity-screen?state=CO&entityId=20171234567')
    screen.reset()
    expect(status).toBe(200)
    expect(body.data.entities[0].screening.entity).toEqual({ status: 'error', message: expect.stringContaining('HTTP 500') })
    // Unverified, not "not flagged".
    expect(body.data.entities[0].flagged).toBeNull()
  })

  it('reports a failing registry on its own section and still screens the name given', async () => {
    screen.set(CO, { status: 500, body: 'down' })
    const { status, body } = await screen.call('/api/business/entity-screen?state=CO&name=registered%20agents%20inc')
    screen.reset()
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ found: false, entities: [], registry: { status: 'error', message: expect.stringContaining('HTTP 500') }, nameScreening: { status: 'found', flagged: true, name: 'registered agents inc' } })
  })

  it('answers found false when the registry has no match', async () => {
    screen.set(CO, 'socrata/empty.json')
    const { body } = await screen.call('/api/business/entity-screen?state=CO&name=zzqq')
    screen.reset()
    expect(body.data).toMatchObject({ found: false, entities: [], registry: { status: 'not_found', total: 0 } })
  })

  // With an entityId only there is no name to screen without the registry: its failure fails the call.
  screen.failures(CO, '/api/business/entity-screen?state=CO&entityId=20171234567')

  screen.refusals('/api/business/entity-screen', [['name=acme', 'state'], ['state=CA&name=acme', 'state'], ['state=NY', 'name'], ['state=NY&name=acme&threshold=0.05', 'threshold'], ['state=NY&name=acme&threshold=1.1', 'threshold'], ['state=NY&name=acme&limit=11', 'limit'], [`state=NY&entityId=${'1'.repeat(31)}`, 'entityId']])
})

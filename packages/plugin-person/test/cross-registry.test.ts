import { testPlugin, testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { personPlugin } from '../src/index.ts'

const file = (name: string) => ({ file: name })
const ROUTES = {
  csl: 'GET /consolidated_screening_list/v1/search',
  sam: 'GET /entity-information/v4/exclusions',
  npi: 'GET /api/',
  finra: 'GET /search/individual',
  fec: 'GET /v1/schedules/schedule_a/',
}

const upstreams = ['trade-gov-csl', 'sam-gov', 'nppes', 'finra-brokercheck', 'openfec']
const routes = {
  [ROUTES.csl]: file('csl-none.json'),
  [ROUTES.sam]: file('sam-exclusions.json'),
  [ROUTES.npi]: file('npi.json'),
  [ROUTES.finra]: file('brokercheck-individual.json'),
  [ROUTES.fec]: file('fec-schedule-a.json'),
}
const h = testHost({ plugins: [personPlugin], upstreams, keys: { 'trade-gov-csl': 'csl-key', 'sam-gov': 'sam-key', openfec: 'fec-key' }, routes })
const keyless = testHost({ plugins: [personPlugin], upstreams, routes })
// The example reaches the five registries on the fixture server.
testPlugin(personPlugin, { upstreams: h.upstreams })

describe('person.cross-registry', () => {
  it('answers one section per registry, each with what it found', async () => {
    const data = await h.ok('/api/person/cross-registry?name=Jane%20Q.%20Smith&state=ny')
    const [item] = data.items
    expect(item.query).toEqual({ name: 'Jane Q. Smith', state: 'NY' })
    expect(item.summary).toEqual({ found: ['exclusions', 'npi', 'finra', 'fec'], errors: [], sanctionsFlagged: false, excluded: true })
    expect(item.sanctions).toEqual({ status: 'not_found', flagged: false, confidence: 0, label: 'low', hits: [] })
    expect(item.exclusions).toMatchObject({ status: 'found', total: 1, records: [{ name: 'JANE Q SMITH', classification: 'Individual', excludingAgencyCode: 'HHS', npi: '1234567893', recordStatus: 'Active' }] })
    expect(item.npi).toEqual({ status: 'found', total: 1, providers: [{ npi: '1234567893', name: 'JANE Q SMITH', credential: 'M.D.', active: true, enumerated: '2005-06-01', specialty: 'Internal Medicine', license: { number: '123456', state: 'NY' }, city: 'NEW YORK', state: 'NY' }] })
    expect(item.finra).toMatchObject({ status: 'found', total: 1, individuals: [{ crd: '1234567', brokerStatus: 'active', hasDisclosures: true }] })
    expect(item.fec).toEqual({ status: 'found', total: 1, contributions: [{ contributor: 'SMITH, JANE', date: '2024-06-28', amount: 250, committee: 'EXAMPLE FOR CONGRESS', committeeId: 'C00000001', employer: 'SELF-EMPLOYED', occupation: 'PHYSICIAN', city: 'NEW YORK', state: 'NY' }] })
    // What each registry was asked.
    expect(h.last(ROUTES.npi).params).toMatchObject({ version: '2.1', enumeration_type: 'NPI-1', first_name: 'Jane', last_name: 'Smith', state: 'NY' })
    expect(h.last(ROUTES.sam).params).toMatchObject({ exclusionName: 'Jane Q. Smith', classification: 'Individual', stateProvince: 'NY', api_key: 'sam-key' })
    expect(h.last(ROUTES.fec).params).toMatchObject({ contributor_name: 'Smith, Jane', contributor_state: 'NY', is_individual: 'true', api_key: 'fec-key' })
    expect(h.last(ROUTES.csl).params).toMatchObject({ name: 'Jane Q. Smith' })
    expect(h.last(ROUTES.finra).params).toMatchObject({ query: 'Jane Q. Smith' })
  })

  it('reports a failing or refusing registry on its own section', async () => {
    h.set(ROUTES.sam, { status: 500, body: 'down' })
    h.set(ROUTES.npi, file('npi-errors.json'))
    const { items: [item] } = await h.ok('/api/person/cross-registry?name=Jane%20Smith')
    expect(item.summary).toMatchObject({ errors: ['exclusions', 'npi'], excluded: null })
    expect(item.exclusions).toEqual({ status: 'error', message: expect.stringContaining('HTTP 500') })
    // NPPES's refusal (HTTP 200 with Errors) is an error section of its own, like a failure.
    expect(item.npi).toEqual({ status: 'error', message: expect.any(String) })
    expect(item.finra.status).toBe('found')
  })

  it('answers with the keyless registries while the keyed ones are not configured', async () => {
    const { items: [item] } = await keyless.ok('/api/person/cross-registry?name=Jane%20Smith')
    expect(item.summary.errors).toEqual(['sanctions', 'exclusions', 'fec'])
    expect(item.sanctions).toEqual({ status: 'error', message: expect.stringContaining('SVC_UPSTREAM_TRADE_GOV_CSL_KEY') })
    expect(item.npi.status).toBe('found')
  })

  it('fails (not charged) when no registry answers', async () => {
    for (const route of Object.values(ROUTES)) h.set(route, { status: 500, body: 'down' })
    await h.status('/api/person/cross-registry?name=Jane%20Smith', 502, undefined, 'UPSTREAM_FAILED')
  })

  it('names the bad field (400)', async () => {
    await h.rejects('/api/person/cross-registry', 'name')
    await h.rejects('/api/person/cross-registry?name=Jane', 'name')
    await h.rejects('/api/person/cross-registry?name=Jane%20Ex4mple', 'name')
    await h.rejects('/api/person/cross-registry?name=Jane%20Smith&state=New%20York', 'state')
    await h.rejects('/api/person/cross-registry?name=Jane%20Smith&threshold=2', 'threshold')
  })
})

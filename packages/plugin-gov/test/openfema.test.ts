import { join } from 'node:path'
import { createTestApp, serveFixtures, upstreamFailureCases, type FixtureAnswer, type FixtureServer } from '@svc/core/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { govPlugin } from '../src/index.ts'

const fixture = (name: string): FixtureAnswer => ({ file: join(import.meta.dirname, 'fixtures/openfema', name) })

let server: FixtureServer
const override = new Map<string, FixtureAnswer>()
const routes: Record<string, FixtureAnswer> = {
  'GET /api/open/v2/DisasterDeclarationsSummaries': fixture('declarations-tx.json'),
  'GET /api/open/v1/FemaWebDisasterSummaries': fixture('web-summaries.json'),
}
beforeAll(async () => {
  server = await serveFixtures(Object.fromEntries(Object.entries(routes).map(([key, answer]) => [key, () => override.get(key) ?? answer])))
})
afterAll(() => server.close())

async function call(path: string) {
  const app = createTestApp({ plugins: [govPlugin], config: { upstreams: { openfema: { baseUrl: server.url, timeoutMs: 2000 } }, prices: { 'gov.disaster-declarations': 0, 'gov.disaster-assistance': 0 } } })
  const response = await app.request(path)
  return { status: response.status, body: await response.json() }
}
const lastQuery = () => Object.fromEntries(server.requests.at(-1)!.query)

describe('gov.disaster-declarations', () => {
  it('filters in OData and answers FEMA records without its bookkeeping members', async () => {
    const { status, body } = await call("/api/gov/disaster-declarations?state=tx&incidentType=Hurricane&declarationType=DR&from=2024-01-01&to=2024-12-31&limit=2")
    expect(status).toBe(200)
    expect(lastQuery()).toEqual({
      $filter: "state eq 'TX' and incidentType eq 'Hurricane' and declarationType eq 'DR' and declarationDate ge '2024-01-01T00:00:00.000Z' and declarationDate le '2024-12-31T23:59:59.999Z'",
      $orderby: 'declarationDate desc', $top: '2', $skip: '0', $inlinecount: 'allpages',
    })
    expect(body.data.total).toBe(121)
    expect(body.data.items[0]).toMatchObject({ femaDeclarationString: 'DR-4798-TX', disasterNumber: 4798, declarationTitle: 'HURRICANE BERYL', designatedArea: 'Harris (County)', ihProgramDeclared: true, paProgramDeclared: true })
    expect(body.data.items[0]).not.toHaveProperty('hash')
    expect(body.data.items[0]).not.toHaveProperty('id')
  })
  it('doubles quotes in string values so a caller cannot extend the filter', async () => {
    await call("/api/gov/disaster-declarations?incidentType=Flood'%20or%20state%20eq%20'CA")
    expect(lastQuery().$filter).toBe("incidentType eq 'Flood'' or state eq ''CA'")
  })
  for (const failure of upstreamFailureCases) {
    it(`answers ${failure.status} ${failure.code} on ${failure.name}`, async () => {
      override.set('GET /api/open/v2/DisasterDeclarationsSummaries', failure.answer)
      try {
        expect(await call('/api/gov/disaster-declarations?state=TX')).toMatchObject({ status: failure.status, body: { code: failure.code } })
      } finally {
        override.clear()
      }
    })
  }
  it('rejects bad input', async () => {
    for (const [query, field] of [['state=Texas', 'state'], ['declarationType=XX', 'declarationType'], ['disasterNumber=0', 'disasterNumber'], ['from=2024-13-01', 'from'], ['limit=1001', 'limit']]) {
      const { status, body } = await call(`/api/gov/disaster-declarations?${query}`)
      expect(status, query).toBe(400)
      expect(body.error, query).toContain(field)
    }
  })
})

describe('gov.disaster-assistance', () => {
  it('answers the assistance totals of a disaster', async () => {
    const { body } = await call('/api/gov/disaster-assistance?disasterNumber=4798')
    expect(lastQuery()).toMatchObject({ $filter: 'disasterNumber eq 4798', $orderby: 'disasterNumber desc' })
    expect(body.data.items[0]).toMatchObject({ disasterNumber: 4798, totalNumberIaApproved: 487911, totalAmountIhpApproved: 801234567.12, totalObligatedAmountPa: 345678901.55, totalObligatedAmountHmgp: 59876543 })
  })
})

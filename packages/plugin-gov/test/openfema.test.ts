import { describe, expect, it } from 'vitest'
import { fixture, govHarness } from './_gov.ts'

const routes = {
  'GET /api/open/v2/DisasterDeclarationsSummaries': fixture('openfema/declarations-tx.json'),
  'GET /api/open/v1/FemaWebDisasterSummaries': fixture('openfema/web-summaries.json'),
  'GET /api/open/v4/HazardMitigationAssistanceProjects': fixture('openfema/hma-projects.json'),
  'GET /api/open/v2/FimaNfipClaims': fixture('openfema/nfip-claims.json'),
  'GET /api/open/v2/PublicAssistanceFundedProjectsDetails': fixture('openfema/pa-projects.json'),
}
const h = govHarness({ upstreams: ['openfema'], routes })

describe('gov.disaster-declarations', () => {
  it('filters in OData and answers FEMA records without its bookkeeping members', async () => {
    const { status, body } = await h.call("/api/gov/disaster-declarations?state=tx&incidentType=Hurricane&declarationType=DR&from=2024-01-01&to=2024-12-31&limit=2")
    expect(status).toBe(200)
    expect(h.last().params).toEqual({
      $filter: "state eq 'TX' and incidentType eq 'Hurricane' and declarationType eq 'DR' and declarationDate ge '2024-01-01T00:00:00.000Z' and declarationDate le '2024-12-31T23:59:59.999Z'",
      $orderby: 'declarationDate desc', $top: '2', $skip: '0', $count: 'true',
    })
    expect(body.data.total).toBe(121)
    expect(body.data.items[0]).toMatchObject({ femaDeclarationString: 'DR-4798-TX', disasterNumber: 4798, declarationTitle: 'HURRICANE BERYL', designatedArea: 'Harris (County)', ihProgramDeclared: true, paProgramDeclared: true })
    expect(body.data.items[0]).not.toHaveProperty('hash')
    expect(body.data.items[0]).not.toHaveProperty('id')
  })
  it("carries FEMA's required disclaimer in the answer's meta (OpenFEMA terms, Citing Data)", async () => {
    const { body } = await h.call('/api/gov/disaster-declarations?state=TX')
    expect(body.meta.attribution).toEqual([expect.objectContaining({ text: "This product uses the Federal Emergency Management Agency's API, but is not endorsed by FEMA.", url: 'https://www.fema.gov/about/openfema/terms-conditions' })])
  })
  it('doubles quotes in string values so a caller cannot extend the filter', async () => {
    await h.call("/api/gov/disaster-declarations?incidentType=Flood'%20or%20state%20eq%20'CA")
    expect(h.last().params.$filter).toBe("incidentType eq 'Flood'' or state eq ''CA'")
  })
  h.failures('GET /api/open/v2/DisasterDeclarationsSummaries', '/api/gov/disaster-declarations?state=TX')
  it('rejects bad input', async () => {
    for (const [query, field] of [['state=Texas', 'state'], ['declarationType=XX', 'declarationType'], ['disasterNumber=0', 'disasterNumber'], ['from=2024-13-01', 'from'], ['limit=1001', 'limit']]) {
      const { status, body } = await h.call(`/api/gov/disaster-declarations?${query}`)
      expect(status, query).toBe(400)
      expect(body.error, query).toContain(field)
    }
  })
})

describe('gov.disaster-assistance', () => {
  it('answers the assistance totals of a disaster', async () => {
    const { body } = await h.call('/api/gov/disaster-assistance?disasterNumber=4798')
    expect(h.last().params).toMatchObject({ $filter: 'disasterNumber eq 4798', $orderby: 'disasterNumber desc' })
    expect(body.data.items[0]).toMatchObject({ disasterNumber: 4798, totalNumberIaApproved: 487911, totalAmountIhpApproved: 801234567.12, totalObligatedAmountPa: 345678901.55, totalObligatedAmountHmgp: 59876543 })
  })
})


describe('gov.hazard-mitigation', () => {
  it('filters by the state name FEMA uses and answers project records', async () => {
    const { status, body } = await h.call('/api/gov/hazard-mitigation?state=tx&county=Harris&programArea=hmgp&status=Approved&limit=2')
    expect(status).toBe(200)
    expect(h.last().params).toEqual({ $filter: "state eq 'Texas' and county eq 'Harris' and programArea eq 'HMGP' and status eq 'Approved'", $orderby: 'dateInitiallyApproved desc', $top: '2', $skip: '0', $count: 'true' })
    expect(body.data.total).toBe(2)
    expect(body.data.items[0]).toMatchObject({ projectIdentifier: 'DR-4332-0211-R', programArea: 'HMGP', disasterNumber: 4332, subrecipient: 'Harris County', projectAmount: 25987712, federalShareObligated: 19490784, benefitCostRatio: 1.43, numberOfProperties: 146 })
    expect(body.data.items[0]).not.toHaveProperty('hash')
  })
  h.failures('GET /api/open/v4/HazardMitigationAssistanceProjects', '/api/gov/hazard-mitigation?state=TX')
  it('rejects bad input', () => h.rejects('/api/gov/hazard-mitigation', [['state=ZZ', 'state'], ['programArea=h', 'programArea'], ['programFy=1900', 'programFy'], ['status=Done', 'status'], ['skip=-1', 'skip']]))
})

describe('gov.nfip-claims', () => {
  it('filters claims by place, zone and date of loss', async () => {
    const { body } = await h.call('/api/gov/nfip-claims?state=TX&zip=77096&floodZone=ae&from=2017-08-01&to=2017-09-30')
    expect(h.last().params).toMatchObject({ $filter: "state eq 'TX' and reportedZipCode eq '77096' and ratedFloodZone eq 'AE' and dateOfLoss ge '2017-08-01T00:00:00.000Z' and dateOfLoss le '2017-09-30T23:59:59.999Z'", $orderby: 'dateOfLoss desc' })
    expect(body.data.total).toBe(2)
    expect(body.data.items[0]).toMatchObject({ floodEvent: 'Hurricane Harvey', amountPaidOnBuildingClaim: 142331.52, amountPaidOnContentsClaim: 38212, waterDepth: 30, ratedFloodZone: 'AE', reportedZipCode: '77096' })
  })
  h.failures('GET /api/open/v2/FimaNfipClaims', '/api/gov/nfip-claims?state=TX')
  it('rejects bad input', () => h.rejects('/api/gov/nfip-claims', [['', 'state'], ['floodZone=AE', 'state'], ['countyFips=482', 'countyFips'], ['zip=7709', 'zip'], ['state=TX&from=2018-01-01&to=2017-01-01', 'to'], ['state=TX&limit=0', 'limit']]))
})

describe('gov.public-assistance', () => {
  it('filters projects by disaster, state and damage category', async () => {
    const { body } = await h.call('/api/gov/public-assistance?disasterNumber=4798&state=TX&damageCategory=A&projectSize=Large')
    expect(h.last().params).toMatchObject({ $filter: "disasterNumber eq 4798 and stateAbbreviation eq 'TX' and damageCategoryCode eq 'A' and projectSize eq 'Large'", $orderby: 'declarationDate desc' })
    expect(body.data.total).toBe(1)
    expect(body.data.items[0]).toMatchObject({ pwNumber: 118, applicationTitle: 'DEBRIS REMOVAL - CITY WIDE', damageCategoryDescrip: 'A - Debris Removal', projectAmount: 48211034.77, federalShareObligated: 43389931.29, totalObligated: 44102388.12 })
  })
  it('answers an empty list when nothing matches', async () => {
    h.set('GET /api/open/v2/PublicAssistanceFundedProjectsDetails', fixture('openfema/pa-none.json'))
    expect((await h.call('/api/gov/public-assistance?disasterNumber=1')).body.data).toMatchObject({ items: [], total: 0 })
  })
  h.failures('GET /api/open/v2/PublicAssistanceFundedProjectsDetails', '/api/gov/public-assistance?state=TX')
  it('rejects bad input', () => h.rejects('/api/gov/public-assistance', [['damageCategory=H', 'damageCategory'], ['projectSize=Huge', 'projectSize'], ['applicantId=abc', 'applicantId'], ['from=2024-02-01&to=2024-01-01', 'to'], ['limit=1001', 'limit']]))
})

import { optionalDate } from '@svc/core'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { stateCode, usState } from '../src/shared/params.ts'
import { fixture, govHarness } from './_gov.ts'

const accepts = (schema: v.GenericSchema, value: string) => v.safeParse(schema, value).success

describe('the shared state and date parameters', () => {
  it('accept USPS codes of states, D.C. and territories, any case, and refuse the rest', () => {
    const state = stateCode()
    for (const code of ['TX', 'tx', 'DC', 'PR', 'gu', 'VI', 'AS', 'MP']) expect(accepts(state, code), code).toBe(true)
    for (const code of ['XX', 'ZZ', 'US', 'FM', 'AA', 'T', 'TEX', 'Texas', 'T1', '']) expect(accepts(state, code), code).toBe(false)
    expect(v.parse(state, 'pr')).toBe('PR')
  })
  it('take only the extra codes an upstream knows, and can leave territories out', () => {
    const bea = usState('', { territories: false, also: ['US'] })
    expect(['TX', 'DC', 'US'].map((code) => accepts(bea, code))).toEqual([true, true, true])
    expect(['PR', 'GU', 'XX'].map((code) => accepts(bea, code))).toEqual([false, false, false])
    expect(accepts(stateCode('', { also: ['FM', 'MH', 'PW'] }), 'fm')).toBe(true)
  })
  it('accept real ISO days only', () => {
    const day = optionalDate('')
    for (const value of ['2024-02-29', '2023-12-31', '2000-02-29']) expect(accepts(day, value), value).toBe(true)
    for (const value of ['2023-02-29', '2023-02-31', '2023-04-31', '1900-02-29', '2023-13-01', '2023-00-10', '2023-1-1', '20230101', '2023-01-01T00:00:00Z', '01/02/2023']) expect(accepts(day, value), value).toBe(false)
  })
})

const routes = {
  'GET /api/open/v2/DisasterDeclarationsSummaries': fixture('openfema/declarations-tx.json'),
  'GET /api/open/v2/FimaNfipClaims': fixture('openfema/nfip-claims.json'),
  'GET /v1/candidates/': fixture('openfec/candidates.json'),
}
const h = govHarness({ upstreams: ['openfema', 'openfec'], keys: { openfec: 'fec-key' }, routes })

/** A 400 INVALID_INPUT whose message starts with the field's name. */
async function refuses(path: string, field: string) {
  const { status, body } = await h.call(path)
  expect(status, path).toBe(400)
  expect(body.code, path).toBe('INVALID_INPUT')
  expect(body.error, path).toMatch(new RegExp(`^${field}\\b`))
}

describe('gov operations share them', () => {
  it('refuse an unknown state code or an impossible date with a 400 naming the field', async () => {
    await refuses('/api/gov/disaster-declarations?state=XX', 'state')
    await refuses('/api/gov/disaster-declarations?from=2023-02-30', 'from')
    await refuses('/api/gov/nfip-claims?state=FM', 'state')
    await refuses('/api/gov/nfip-claims?state=TX&to=2023-04-31', 'to')
    await refuses('/api/gov/bea-gdp?state=PR', 'state')
    await refuses('/api/gov/congress-member?state=ZZ', 'state')
    await refuses('/api/gov/congress-bill?fromDate=2023-02-29', 'fromDate')
    await refuses('/api/gov/congress-trades?state=XX', 'state')
    await refuses('/api/gov/house-votes?year=2024&roll=1&state=XX', 'state')
    await refuses('/api/gov/fda-drug-events?from=2023-06-31', 'from')
    await refuses('/api/gov/fda-food-recalls?state=QQ', 'state')
    await refuses('/api/gov/federal-register-recent?to=2023-02-31', 'to')
    await refuses('/api/gov/fec-candidate?state=XX', 'state')
    await refuses('/api/gov/fec-contributions?contributorName=doe&state=ZZ', 'state')
  })
  it('send the upper-cased code an upstream knows', async () => {
    expect((await h.call('/api/gov/disaster-declarations?state=fm&from=2024-02-29')).status).toBe(200)
    expect(h.last('GET /api/open/v2/DisasterDeclarationsSummaries').params.$filter).toBe("state eq 'FM' and declarationDate ge '2024-02-29T00:00:00.000Z'")
    expect((await h.call('/api/gov/nfip-claims?state=pr')).status).toBe(200)
    expect(h.last('GET /api/open/v2/FimaNfipClaims').params.$filter).toContain("state eq 'PR'")
    expect((await h.call('/api/gov/fec-candidate?state=us&office=P')).status).toBe(200)
    expect(h.last('GET /v1/candidates/').params).toMatchObject({ state: 'US', office: 'P' })
  })
})

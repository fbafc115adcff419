import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { lawPlugin } from '../src/index.ts'
import { fixture } from './_harness.ts'

const ROUTE = 'GET /resource/eqw2-r5nb.json'
const h = testHost({ plugins: [lawPlugin], upstreams: ['ny-open-data'], routes: { [ROUTE]: fixture('ny-open-data', 'attorneys.json') } })

describe('law.attorney-lookup', () => {
  it('answers New York registrations with status, admission and firm (no e-mail or street)', async () => {
    const data = await h.ok('/api/law/attorney-lookup?lastName=Smith&firstName=Ja')
    expect(data.total).toBeNull()
    expect(data.items[0]).toStrictEqual({
      state: 'NY', barNumber: '5163837', name: 'JANE Q SMITH', firm: 'EXAMPLE & PARTNERS LLP', city: 'New York', addressState: 'NY', county: 'New York', country: 'United States', phone: '(212) 555-0100',
      admitted: 2013, department: 1, lawSchool: 'NEW YORK LAW SCHOOL', status: 'Currently registered', registered: true, nextRegistration: 'Jun 2027',
    })
    expect(data.items[1]).toMatchObject({ name: 'JOHN SMITH JR', firm: null, status: 'Retired', registered: false })
    expect(h.last('/resource/eqw2-r5nb.json').params).toMatchObject({ $where: "upper(last_name) = 'SMITH' AND upper(first_name) like 'JA%'", $limit: '20' })
    // An apostrophe of the name is doubled in the SoQL literal.
    await h.ok("/api/law/attorney-lookup?lastName=O'Brien")
    expect(h.last('/resource/eqw2-r5nb.json').params.$where).toBe("upper(last_name) = 'O''BRIEN'")
  })

  it('searches a registration number or a firm', async () => {
    await h.ok('/api/law/attorney-lookup?barNumber=5163837')
    expect(h.last('/resource/eqw2-r5nb.json').params.$where).toBe("registration_number = '5163837'")
    await h.ok('/api/law/attorney-lookup?firm=Example%20%26%20Partners')
    expect(h.last('/resource/eqw2-r5nb.json').params.$where).toBe("upper(company_name) like '%EXAMPLE & PARTNERS%'")
  })

  it('names the bad field (400)', async () => {
    await h.rejects('/api/law/attorney-lookup', 'lastName')
    await h.rejects('/api/law/attorney-lookup?firstName=Jane&barNumber=5163837', 'firstName')
    await h.rejects('/api/law/attorney-lookup?state=CA&lastName=Smith', 'state')
    await h.rejects('/api/law/attorney-lookup?barNumber=12a', 'barNumber')
  })

  h.failures(ROUTE, '/api/law/attorney-lookup?lastName=Smith')
})

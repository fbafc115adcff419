import { describe, expect, it } from 'vitest'
import { validNpi } from '@svc/providers/npi'
import { testHost } from '@svc/core/testing'
import { fixture, medicalFixtures, NPPES } from './_upstream.ts'

const h = testHost(medicalFixtures)

describe('medical.npi', () => {
  it('looks up one provider by NPI', async () => {
    const data = await h.ok('/api/medical/npi?number=1234567893')
    expect(h.last().params).toEqual({ version: '2.1', number: '1234567893', limit: '1' })
    expect(data).toMatchObject({ ok: true, total: 1, source: { provider: 'NPPES NPI Registry (CMS)' } })
    expect(data.items[0]).toMatchObject({
      npi: '1234567893', type: 'individual', name: 'JANE Q EXAMPLE', credential: 'M.D.', sex: 'F', status: 'active', soleProprietor: false,
      enumerationDate: '2007-07-06', primaryTaxonomy: { code: '207RC0000X', description: 'Internal Medicine, Cardiovascular Disease', primary: true, state: 'CO' },
      location: { line1: '100 EXAMPLE AVE', city: 'DENVER', state: 'CO', postalCode: '802051234', phone: '303-555-0100' },
      mailing: { line1: 'PO BOX 1', line2: null },
    })
  })
  it('answers 404 for an NPI the registry does not have', async () => {
    h.set(NPPES, fixture('nppes/none.json'))
    await h.status('/api/medical/npi?number=1234567893', 404, undefined, 'NOT_FOUND')
  })
  it('searches by name, specialty and place', async () => {
    h.set(NPPES, fixture('nppes/search-cardiology-co.json'))
    const data = await h.ok('/api/medical/npi?lastName=example&taxonomy=Cardiology&state=co&type=individual&limit=20')
    expect(h.last().params).toEqual({ version: '2.1', last_name: 'example', taxonomy_description: 'Cardiology', state: 'CO', enumeration_type: 'NPI-1', limit: '20', skip: '0' })
    expect(data.total).toBeNull()
    expect(data.items[1]).toMatchObject({ npi: '1245319599', type: 'organization', name: 'EXAMPLE HEART CLINIC LLC', authorizedOfficial: { name: 'JOHN EXAMPLE', title: 'CEO' } })
  })
  it('names the field NPPES refused', async () => {
    h.set(NPPES, fixture('nppes/errors.json'))
    await h.rejects('/api/medical/npi?firstName=j*', 'firstName')
  })
  it('checks the NPI check digit', () => {
    expect(validNpi('1234567893')).toBe(true)
    expect(validNpi('1234567890')).toBe(false)
    expect(validNpi('1245319599')).toBe(true)
  })
  it('rejects bad input before asking', async () => {
    await h.rejects('/api/medical/npi', 'number')
    await h.rejects('/api/medical/npi?state=CO', 'number')
    await h.rejects('/api/medical/npi?number=1234567890', 'number')
    await h.rejects('/api/medical/npi?lastName=smith&postalCode=123', 'postalCode')
    await h.rejects('/api/medical/npi?lastName=smith&limit=201', 'limit')
    await h.rejects('/api/medical/npi?lastName=smith&type=group', 'type')
  })
  h.failures(NPPES, '/api/medical/npi?number=1234567893')
})

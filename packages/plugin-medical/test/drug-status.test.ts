import { describe, expect, it } from 'vitest'
import { testHost } from '@svc/core/testing'
import { FDA, fixture, medicalFixtures } from './_upstream.ts'

const h = testHost(medicalFixtures)

describe('medical.drug-status', () => {
  it('answers one section per source and a summary', async () => {
    const data = await h.ok('/api/medical/drug-status?name=amoxicillin')
    expect(h.last('/drug/shortages.json').query.get('search')).toBe('(generic_name:"amoxicillin" OR proprietary_name:"amoxicillin" OR openfda.generic_name:"amoxicillin" OR openfda.brand_name:"amoxicillin")')
    expect(h.last('/drug/enforcement.json').query.get('search')).toBe('product_description:"amoxicillin"')
    const item = data.items[0]
    expect(item).toMatchObject({ query: { name: 'amoxicillin' }, approved: true, firstApproval: '1996-12-17', inShortage: true, recallsListed: 3 })
    expect(item.sections.approval).toMatchObject({ status: 'found', total: 1 })
    expect(item.sections.label).toMatchObject({ status: 'found', total: 38 })
    expect(item.sections.recalls.items[0]).toMatchObject({ recallNumber: 'D-0001-2025', classification: 'Class II' })
    expect(item.sections.shortages.items[0]).toMatchObject({ status: 'Current', availability: 'Limited Availability', updatedDate: '2026-10-16', postedDate: '2022-10-27', therapeuticCategories: ['Infectious Disease'] })
  })
  it('keeps the other sections when one source fails, and says which is unknown', async () => {
    h.set(FDA.shortages, { status: 500, body: { error: 'boom' } })
    const item = (await h.ok('/api/medical/drug-status?name=amoxicillin')).items[0]
    expect(item.sections.shortages.status).toBe('error')
    expect(item.inShortage).toBeNull()
    expect(item.sections.approval.status).toBe('found')
  })
  it('answers not_found sections for an unknown drug', async () => {
    for (const route of [FDA.shortages, FDA.enforcement, FDA.label, FDA.drugsfda]) h.set(route, fixture('openfda/no-match.json', 404))
    const item = (await h.ok('/api/medical/drug-status?name=notadrug')).items[0]
    expect(item).toMatchObject({ approved: false, inShortage: false, recallsListed: 0, firstApproval: null })
    expect(Object.values(item.sections).map((section) => (section as { status: string }).status)).toEqual(['not_found', 'not_found', 'not_found', 'not_found'])
  })
  it('rejects bad input', async () => {
    await h.rejects('/api/medical/drug-status', 'name')
    await h.rejects('/api/medical/drug-status?name=a', 'name')
    await h.rejects('/api/medical/drug-status?name=amoxicillin&limit=21', 'limit')
  })
})

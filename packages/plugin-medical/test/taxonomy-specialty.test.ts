import { pluginTestApp } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { medicalPlugin } from '../src/index.ts'

const t = pluginTestApp(medicalPlugin)

// Known answers from NUCC's published code set (taxonomy.nucc.org), checked against the NPI Registry's taxonomy descriptions.
describe('medical.taxonomy-specialty', () => {
  it('answers a specialization with its parent', async () => {
    const data = await t.ok('/api/medical/taxonomy-specialty?code=207rc0000x')
    expect(data.meta.mode).toBe('lookup')
    expect(data.items[0]).toMatchObject({
      code: '207RC0000X', grouping: 'Allopathic & Osteopathic Physicians', classification: 'Internal Medicine', specialization: 'Cardiovascular Disease',
      displayName: 'Cardiovascular Disease Physician', section: 'Individual', parent: { code: '207R00000X', displayName: 'Internal Medicine Physician' }, specializations: [],
    })
    expect(data.source.provider).toContain('NUCC')
  })
  it('answers a classification with its specializations', async () => {
    const item = (await t.ok('/api/medical/taxonomy-specialty?code=207R00000X')).items[0]
    expect(item.parent).toBeNull()
    expect(item.specializations.map((child: { code: string }) => child.code)).toContain('207RC0000X')
    expect(item.specializations.length).toBeGreaterThan(20)
  })
  it('finds codes by words', async () => {
    const data = await t.ok('/api/medical/taxonomy-specialty?query=nurse%20practitioner%20family')
    expect(data.items[0].code).toBe('363LF0000X')
    const hospitals = await t.ok('/api/medical/taxonomy-specialty?query=general%20acute%20care%20hospital&section=non-individual')
    expect(hospitals.items.map((entry: { code: string }) => entry.code)).toContain('282N00000X')
    expect(hospitals.items.every((entry: { section: string }) => entry.section === 'Non-Individual')).toBe(true)
  })
  it('answers 404 for a code NUCC does not have', async () => {
    await t.status('/api/medical/taxonomy-specialty?code=999999999X', 404, undefined, 'NOT_FOUND')
  })
  it('rejects bad input', async () => {
    await t.rejects('/api/medical/taxonomy-specialty', 'query')
    await t.rejects('/api/medical/taxonomy-specialty?code=207RC0000', 'code')
    await t.rejects('/api/medical/taxonomy-specialty?code=207RC0000X&query=cardio', 'query')
    await t.rejects('/api/medical/taxonomy-specialty?query=cardio&section=group', 'section')
  })
})

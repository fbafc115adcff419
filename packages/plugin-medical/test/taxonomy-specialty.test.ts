import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { medicalFixtures, NUCC } from './_upstream.ts'

const h = testHost(medicalFixtures)
const CSV_PATH = NUCC.slice('GET '.length)
const PATH = '/api/medical/taxonomy-specialty'
const codes = (items: Array<{ code: string }>) => items.map((entry) => entry.code)
const csvRequests = () => h.requestsTo(CSV_PATH).length

// The fixture is hand-written in NUCC's CSV layout (test/fixtures/nucc/README.md): its definitions are made up.
describe('medical.taxonomy-specialty', () => {
  it('answers a specialization with its parent, read from NUCC\'s CSV of the default version', async () => {
    const data = await h.ok(`${PATH}?code=207rc0000x`)
    expect(data.meta.mode).toBe('lookup')
    expect(data.items[0]).toEqual({
      code: '207RC0000X', grouping: 'Allopathic & Osteopathic Physicians', classification: 'Internal Medicine', specialization: 'Cardiovascular Disease',
      displayName: 'Cardiovascular Disease Physician', section: 'Individual', definition: 'Made up for a test: the heart and blood vessels, "cardiology" in short.',
      parent: { code: '207R00000X', displayName: 'Internal Medicine Physician' }, specializations: [],
    })
    expect(data.source.provider).toContain('NUCC')
    expect(data.source.provider).toContain('version 26.1')
    expect(data.source.url).toMatch(/\/images\/stories\/CSV\/nucc_taxonomy_261\.csv$/)
    expect(data.source.license).toContain('American Medical Association')
  })
  it('answers a classification with its specializations', async () => {
    const item = (await h.ok(`${PATH}?code=207R00000X`)).items[0]
    expect(item.parent).toBeNull()
    expect(item.specializations).toEqual([
      { code: '207RC0000X', specialization: 'Cardiovascular Disease', displayName: 'Cardiovascular Disease Physician' },
      { code: '207RG0100X', specialization: 'Gastroenterology', displayName: 'Gastroenterology Physician' },
    ])
  })
  it('finds codes by words of their names, then of their definitions', async () => {
    expect(codes((await h.ok(`${PATH}?query=nurse%20practitioner%20family`)).items)).toEqual(['363LF0000X'])
    const internal = await h.ok(`${PATH}?query=internal%20medicine`)
    expect(codes(internal.items)).toEqual(['207R00000X', '207RC0000X', '207RG0100X'])
    expect(internal).toMatchObject({ total: 3, meta: { mode: 'list' } })
    expect(codes((await h.ok(`${PATH}?query=cardiology`)).items)).toEqual(['207RC0000X', '261QC1500X'])
    expect(codes((await h.ok(`${PATH}?query=cardiology&section=individual`)).items)).toEqual(['207RC0000X'])
    const hospitals = await h.ok(`${PATH}?query=general%20acute%20care%20hospital&section=non-individual`)
    expect(codes(hospitals.items)).toEqual(['282N00000X'])
    expect(hospitals.items[0].section).toBe('Non-Individual')
    const limited = await h.ok(`${PATH}?query=internal&limit=1`)
    expect(limited).toMatchObject({ total: 3, items: [{ code: '207R00000X' }] })
  })
  it('answers an empty list for words no entry has', async () => {
    expect(await h.ok(`${PATH}?query=veterinary`)).toMatchObject({ items: [], total: 0 })
  })
  it('answers 404 for a code NUCC does not have', async () => {
    const body = await h.status(`${PATH}?code=999999999X`, 404, undefined, 'NOT_FOUND')
    expect(body.error).toContain('26.1')
  })
  it('rejects bad input before asking NUCC', async () => {
    const before = csvRequests()
    await h.rejects(PATH, 'query')
    await h.rejects(`${PATH}?code=207RC0000`, 'code')
    await h.rejects(`${PATH}?code=207RC0000Y`, 'code')
    await h.rejects(`${PATH}?code=207RC0000X&query=cardio`, 'query')
    await h.rejects(`${PATH}?query=a%20b`, 'query')
    await h.rejects(`${PATH}?query=cardio&section=group`, 'section')
    await h.rejects(`${PATH}?query=cardio&limit=101`, 'limit')
    expect(csvRequests()).toBe(before)
  })

  describe('on one host for the test', () => {
    const one = testHost({ ...medicalFixtures, hostPer: 'test' })
    it('downloads the code set once per host and answers later calls from its index', async () => {
      await one.ok(`${PATH}?code=207RC0000X`)
      await one.ok(`${PATH}?query=cardiology`)
      await one.ok(`${PATH}?code=363LF0000X`)
      expect(one.requestsTo(NUCC)).toHaveLength(1)
    })
    it('does not keep a file that is not the code set: the next call downloads it again', async () => {
      // Made up for the test: NUCC's header with no code under it.
      one.set(NUCC, { body: 'Code,Grouping,Classification,Specialization,Definition,Notes,Display Name,Section\r\n', headers: { 'content-type': 'text/csv' } })
      expect(await one.call(`${PATH}?code=207RC0000X`)).toMatchObject({ status: 502, body: { code: 'UPSTREAM_FAILED', answer: 'unusable', error: expect.stringContaining('without any code') } })
      one.reset()
      expect((await one.ok(`${PATH}?code=207RC0000X`)).items[0].code).toBe('207RC0000X')
      await one.ok(`${PATH}?query=cardiology`)
      expect(one.requestsTo(NUCC)).toHaveLength(2)
    })
  })
  it('reads the version, or the path, the settings name', async () => {
    const older = await h.call(`${PATH}?code=207RC0000X`, undefined, { settings: { medical: { taxonomyVersion: '25.1' } } })
    expect(older.status).toBe(200)
    expect(older.body.data.source.provider).toContain('version 25.1')
    expect(h.last().path).toBe('/images/stories/CSV/nucc_taxonomy_251.csv')
    const moved = await h.call(`${PATH}?code=207RC0000X`, undefined, { settings: { medical: { taxonomyPath: '/images/stories/CSV/nucc_taxonomy_251.csv' } } })
    expect(moved.body.data.source.provider).toContain('version 25.1')
    await h.call(`${PATH}?code=207RC0000X`, undefined, { settings: { medical: { taxonomyPath: '/downloads/provider-taxonomy.csv', taxonomyVersion: '27.0' } } })
    expect(h.last().path).toBe('/downloads/provider-taxonomy.csv')
  })
  it('answers 503 naming the setting when it is not a version or a path', async () => {
    const version = await h.call(`${PATH}?code=207RC0000X`, undefined, { settings: { medical: { taxonomyVersion: 'latest' } } })
    expect(version).toMatchObject({ status: 503, body: { code: 'UPSTREAM_NOT_CONFIGURED', error: expect.stringContaining('settings.medical.taxonomyVersion') } })
    const path = await h.call(`${PATH}?code=207RC0000X`, undefined, { settings: { medical: { taxonomyPath: 'https://elsewhere.example/x.csv' } } })
    expect(path).toMatchObject({ status: 503, body: { code: 'UPSTREAM_NOT_CONFIGURED', error: expect.stringContaining('settings.medical.taxonomyPath') } })
  })
  it('reads a file in Windows-1252', async () => {
    const line = 'Code,Grouping,Classification,Specialization,Definition,Notes,Display Name,Section\r\n207R00000X,Allopathic & Osteopathic Physicians,Internal Medicine,,Made up: the adult\x92s physician.,,Internal Medicine Physician,Individual\r\n'
    h.set(NUCC, { body: Buffer.from(line, 'latin1'), headers: { 'content-type': 'text/csv' } })
    expect((await h.ok(`${PATH}?code=207R00000X`)).items[0].definition).toBe('Made up: the adult\u2019s physician.')
  })
  it('answers 502 for a file without any code', async () => {
    h.set(NUCC, { body: 'Code,Grouping,Classification,Specialization,Definition,Notes,Display Name,Section\r\n', headers: { 'content-type': 'text/csv' } })
    await h.status(`${PATH}?code=207R00000X`, 502, undefined, 'UPSTREAM_FAILED')
  })
  h.failures(NUCC, `${PATH}?code=207RC0000X`)
})

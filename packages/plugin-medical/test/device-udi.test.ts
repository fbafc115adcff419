import { describe, expect, it } from 'vitest'
import { testHost } from '@svc/core/testing'
import { medicalPlugin } from '../src/index.ts'
import { FDA, fixture, medicalFixtures } from './_upstream.ts'

const h = testHost(medicalFixtures)
// A host whose operator holds the GMDN Agency's licence.
const licensed = testHost({ plugins: [medicalPlugin], upstreams: ['openfda'], config: { settings: { medical: { gmdnLicensed: true } } }, routes: { [FDA.udi]: fixture('openfda/device-udi-00887517567062.json') } })

describe('medical.device-udi', () => {
  it('finds a device by its device identifier', async () => {
    const data = await h.ok('/api/medical/device-udi?di=00000000000011')
    expect(h.last().query.get('search')).toBe('identifiers.id:"00000000000011"')
    expect(data.items[0]).toMatchObject({
      brand: 'Example Sensor', model: 'EX-CGM-1', company: 'Example Diabetes Care, Inc.', prescription: true, overTheCounter: false,
      singleUse: true, kit: false, sterile: true, mriSafety: 'MR Unsafe', publishDate: '2024-03-11',
      productCodes: [{ code: 'QBJ', name: 'Integrated continuous glucose monitoring system', deviceClass: '2' }],
    })
    expect(data.items[0].identifiers[1]).toEqual({ id: '00000000000028', type: 'Package', issuingAgency: 'GS1', packageQuantity: 2, packageStatus: 'In Commercial Distribution' })
  })
  it("maps openFDA's documented example record (the operation's example)", async () => {
    const data = await h.ok('/api/medical/device-udi?di=00887517567062')
    expect(h.last().query.get('search')).toBe('identifiers.id:"00887517567062"')
    expect(data.total).toBe(1)
    expect(data.items[0]).toMatchObject({
      recordKey: null, brand: 'CoRoent', model: '5163284', catalogNumber: null, company: 'Nuvasive, Inc.', description: 'CoRoent Ant TLIF PEEK, 16x13x28mm 4°',
      identifiers: [{ id: '00887517567062', type: 'Primary', issuingAgency: 'GS1', packageQuantity: null, packageStatus: null }],
      prescription: true, overTheCounter: false, singleUse: false, kit: false, sterile: false, publishDate: '2015-10-24',
      mriSafety: 'Labeling does not contain MRI Safety Information', distributionStatus: 'In Commercial Distribution',
    })
    expect(data.items[0].productCodes).toEqual([
      { code: 'MAX', name: 'Intervertebral fusion device with bone graft, lumbar', deviceClass: '2' },
      { code: 'MQP', name: 'SPINAL VERTEBRAL BODY REPLACEMENT DEVICE', deviceClass: '2' },
    ])
  })
  it('answers GMDN terms only where the operator holds the GMDN Agency licence (openFDA licence terms)', async () => {
    expect((await h.ok('/api/medical/device-udi?di=00887517567062')).items[0].gmdnTerms).toBeNull()
    const terms = (await licensed.ok('/api/medical/device-udi?di=00887517567062')).items[0].gmdnTerms
    expect(terms.length).toBeGreaterThan(0)
    expect(terms[0]).toEqual({ name: expect.any(String), definition: expect.any(String) })
  })
  it('searches by company and product code', async () => {
    await h.ok('/api/medical/device-udi?company=example&productCode=qbj')
    expect(h.last().query.get('search')).toBe('company_name:"example" AND product_codes.code:"QBJ"')
  })
  it('rejects bad input', async () => {
    await h.rejects('/api/medical/device-udi', 'di')
    await h.rejects('/api/medical/device-udi?di=12', 'di')
    await h.rejects('/api/medical/device-udi?di=0000000000001%22', 'di')
  })
  h.failures(FDA.udi, '/api/medical/device-udi?brand=example')
})

import { describe, expect, it } from 'vitest'
import { fixture, govHarness } from './_gov.ts'

const h = govHarness({
  upstreams: ['openfda'],
  routes: {
    'GET /drug/event.json': fixture('openfda/drug-event.json'),
    'GET /device/event.json': fixture('openfda/device-event.json'),
    'GET /animalandveterinary/event.json': fixture('openfda/animal-event.json'),
    'GET /food/enforcement.json': fixture('openfda/food-enforcement.json'),
    'GET /drug/enforcement.json': fixture('openfda/no-match.json', 404),
  },
})

describe('gov.fda-drug-events', () => {
  it('builds the openFDA search and decodes the report codes', async () => {
    const { status, body } = await h.call('/api/gov/fda-drug-events?drug=aspirin&serious=true&from=2025-01-01&to=2025-09-30&limit=2')
    expect(status).toBe(200)
    expect(h.last().query.get('search')).toBe('(patient.drug.openfda.brand_name:"aspirin" OR patient.drug.openfda.generic_name:"aspirin" OR patient.drug.medicinalproduct:"aspirin") AND serious:1 AND receivedate:[20250101 TO 20250930]')
    expect(h.last().query.get('sort')).toBe('receivedate:desc')
    expect(body.data).toMatchObject({ total: 14312, lastUpdated: '2025-11-18' })
    expect(body.data.items[0]).toStrictEqual({
      reportId: '24563312', receivedDate: '2025-09-12', serious: true, seriousness: { death: false, hospitalization: true, lifeThreatening: false, disabling: false }, country: 'US', reporterQualification: '1',
      patient: { age: 67, ageUnit: '801', sex: 'female' },
      reactions: [{ term: 'Gastrointestinal haemorrhage', outcome: 'recovering' }, { term: 'Anaemia', outcome: 'unknown' }],
      drugs: [
        { product: 'ASPIRIN', role: 'suspect', indication: 'Cardiovascular event prophylaxis', brandNames: ['BAYER ASPIRIN'], genericNames: ['ASPIRIN'] },
        { product: 'LISINOPRIL', role: 'concomitant', indication: 'Hypertension', brandNames: [], genericNames: [] },
      ],
    })
  })
  it('strips quotes from values so a caller cannot break out of the term', async () => {
    await h.call('/api/gov/fda-drug-events?reaction=nausea%22%20OR%20serious:2')
    expect(h.last().query.get('search')).toBe('patient.reaction.reactionmeddrapt:"nausea  OR serious:2"')
  })
  h.failures('GET /drug/event.json', '/api/gov/fda-drug-events?drug=aspirin')
  it('rejects bad input', () => h.rejects('/api/gov/fda-drug-events', [['', 'drug'], ['drug=a', 'drug'], ['drug=aspirin&limit=101', 'limit'], ['drug=aspirin&skip=25001', 'skip'], ['country=USA', 'country']]))
})

describe('gov.fda-device-events', () => {
  it('answers MAUDE reports', async () => {
    const { body } = await h.call('/api/gov/fda-device-events?device=freestyle%20libre&eventType=Malfunction&productCode=qlg')
    expect(h.last().query.get('search')).toBe('(device.brand_name:"freestyle libre" OR device.generic_name:"freestyle libre") AND event_type:"Malfunction" AND device.device_report_product_code:"QLG"')
    expect(body.data.items[0]).toMatchObject({
      reportNumber: '3005334138-2025-01234', receivedDate: '2025-10-01', eventDate: '2025-09-15', eventType: 'Malfunction', adverseEvent: false, productProblem: true,
      devices: [{ brandName: 'FREESTYLE LIBRE 3', manufacturer: 'ABBOTT DIABETES CARE INC', productCode: 'QLG', specialty: 'Clinical Chemistry' }],
      narrative: [{ type: 'Description of Event or Problem', text: expect.stringContaining('SENSOR') }],
    })
  })
  it('rejects bad input', () => h.rejects('/api/gov/fda-device-events', [['', 'device'], ['eventType=Explosion', 'eventType']]))
})

describe('gov.fda-animalvet-events', () => {
  it('answers veterinary reports', async () => {
    const { body } = await h.call('/api/gov/fda-animalvet-events?species=Dog&drug=carprofen')
    expect(h.last().query.get('search')).toBe('animal.species:"Dog" AND (drug.brand_name:"carprofen" OR drug.active_ingredients.name:"carprofen")')
    expect(body.data.items[0]).toStrictEqual({
      reportId: 'USA-USFDACVM-2025-US-012345', receivedDate: '2025-08-20', serious: true, animalsAffected: 1,
      animal: { species: 'Dog', breed: 'Retriever - Labrador', gender: 'Female', age: 9, ageUnit: 'Year' },
      drugs: [{ brandName: 'EXAMPLE CHEWABLE', route: 'Oral', activeIngredients: ['Carprofen'] }],
      reactions: ['Vomiting', 'Diarrhoea'], outcomes: [{ status: 'Recovered/Normal', animals: 1 }],
    })
  })
})

describe('gov.fda-food-recalls and gov.fda-recalls', () => {
  it('answers food recalls with class, status, firm and dates', async () => {
    const { body } = await h.call('/api/gov/fda-food-recalls?reason=listeria&classification=Class%20I&state=il')
    expect(h.last().query.get('search')).toBe('reason_for_recall:"listeria" AND classification:"Class I" AND state:"IL"')
    expect(h.last().query.get('sort')).toBe('report_date:desc')
    expect(body.data.items[0]).toStrictEqual({
      recallNumber: 'F-0123-2026', category: 'food', classification: 'Class I', status: 'Ongoing', product: 'Fresh spinach, 10 oz bags, UPC 012345678905',
      reason: 'Potential contamination with Listeria monocytogenes.', firm: 'Example Farms LLC', city: 'Springfield', state: 'IL', country: 'United States', distribution: 'IL, IN, MO, WI',
      quantity: '3,456 cases', voluntary: 'Voluntary: Firm initiated', initiatedOn: '2025-10-28', reportedOn: '2025-11-19', terminatedOn: null, codeInfo: 'Best by 11/15/2025 through 11/20/2025', eventId: '97512',
    })
  })
  it('asks the category given, and answers no items when openFDA finds none', async () => {
    const { status, body } = await h.call('/api/gov/fda-recalls?category=drug&firm=nobody')
    expect(h.last().path).toBe('/drug/enforcement.json')
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ items: [], total: 0 })
  })
  h.failures('GET /food/enforcement.json', '/api/gov/fda-food-recalls')
  it('rejects bad input', async () => {
    await h.rejects('/api/gov/fda-recalls', [['', 'category'], ['category=cosmetics', 'category']])
    await h.rejects('/api/gov/fda-food-recalls', [['classification=Class%20IV', 'classification'], ['status=Open', 'status']])
  })
})

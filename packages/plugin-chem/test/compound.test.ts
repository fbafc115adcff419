import { createTestPaymentGate, type FixtureAnswer, refusedThenServed, testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { chemPlugin } from '../src/index.ts'

const fixture = (name: string): FixtureAnswer => ({ file: name })
const PROPS = 'Title,IUPACName,MolecularFormula,MolecularWeight,ExactMass,SMILES,ConnectivitySMILES,InChI,InChIKey,XLogP,Charge'
const BY_CID = `GET /rest/pug/compound/cid/2244/property/${PROPS}/JSON`
const BY_NAME = `POST /rest/pug/compound/name/property/${PROPS}/JSON`
const BY_SMILES = `POST /rest/pug/compound/smiles/property/${PROPS}/JSON`
const SYNONYMS = 'GET /rest/pug/compound/cid/2244/synonyms/JSON'

describe('chem.compound', () => {
  const h = testHost({
    plugins: [chemPlugin],
    upstreams: ['pubchem'],
    fixtures: 'fixtures/pubchem',
    routes: {
      [BY_CID]: 'aspirin-properties.json',
      [BY_NAME]: 'aspirin-properties.json',
      [BY_SMILES]: 'aspirin-properties.json',
      [`POST /rest/pug/compound/inchikey/property/${PROPS}/JSON`]: 'aspirin-properties.json',
      [SYNONYMS]: 'aspirin-synonyms.json',
    },
  })
  const call = (query: string) => h.call(`/api/chem/compound?${query}`)

  it('answers a compound by CID with every spec field, numbers as numbers', async () => {
    const { status, body } = await call('cid=2244')
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ ok: true, total: 1 })
    expect(body.data.items).toStrictEqual([{
      cid: 2244,
      title: 'Aspirin',
      iupacName: '2-acetyloxybenzoic acid',
      formula: 'C9H8O4',
      molecularWeight: 180.16,
      exactMass: 180.04225873,
      smiles: 'CC(=O)OC1=CC=CC=C1C(=O)O',
      connectivitySmiles: 'CC(=O)OC1=CC=CC=C1C(=O)O',
      inchi: 'InChI=1S/C9H8O4/c1-6(10)13-8-5-3-2-4-7(8)9(11)12/h2-5H,1H3,(H,11,12)',
      inchiKey: 'BSYNRYMUTXBXSQ-UHFFFAOYSA-N',
      xlogp: 1.2,
      charge: 0,
      synonyms: ['aspirin', 'ACETYLSALICYLIC ACID', '50-78-2', '2-Acetoxybenzoic acid', '2-(Acetyloxy)benzoic acid', 'Acetylsalicylate', 'Salicylic acid acetate', 'o-Acetoxybenzoic acid', 'Easprin', 'Acetosal'],
      url: 'https://pubchem.ncbi.nlm.nih.gov/compound/2244',
    }])
    expect(body.data.source).toMatchObject({ provider: 'PubChem (NCBI)', url: expect.stringContaining('/rest/pug/compound/cid/2244/property/') })
  })

  it('posts names, SMILES and InChIKeys as a form, so any character passes', async () => {
    for (const [query, form] of [
      ['name=acetylsalicylic%20acid', 'name=acetylsalicylic+acid'],
      ['smiles=CC(%3DO)OC1%3DCC%3DCC%3DC1C(%3DO)O', 'smiles=CC%28%3DO%29OC1%3DCC%3DCC%3DC1C%28%3DO%29O'],
      ['inchikey=BSYNRYMUTXBXSQ-UHFFFAOYSA-N', 'inchikey=BSYNRYMUTXBXSQ-UHFFFAOYSA-N'],
    ] as const) {
      const { status, body } = await call(query)
      expect(status, query).toBe(200)
      expect(body.data.items[0].cid).toBe(2244)
      const sent = h.requests.filter((r) => r.method === 'POST').at(-1)!
      expect(sent.body).toBe(form)
      expect(sent.headers['content-type']).toBe('application/x-www-form-urlencoded')
    }
  })

  it('answers 404 NOT_FOUND when PubChem has no such compound, and 400 for a structure it cannot read', async () => {
    h.set(BY_NAME, { status: 404, ...fixture('not-found.json') })
    const missing = await call('name=notachemicalname')
    expect(missing.status).toBe(404)
    expect(missing.body).toMatchObject({ code: 'NOT_FOUND', error: expect.stringContaining('notachemicalname') })
    h.set(BY_SMILES, { status: 400, ...fixture('bad-structure.json') })
    const bad = await call('smiles=C1CC')
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({ code: 'INVALID_INPUT', error: expect.stringMatching(/^smiles: PubChem could not read it/) })
  })

  it('still answers when PubChem lists no synonyms', async () => {
    h.set(SYNONYMS, { status: 404, ...fixture('not-found.json') })
    const { status, body } = await call('cid=2244')
    expect(status).toBe(200)
    expect(body.data.items[0].synonyms).toEqual([])
  })

  h.failures(BY_CID, '/api/chem/compound?cid=2244')

  it('rejects bad input with a 400 naming the field', async () => {
    const cases: Array<[string, RegExp]> = [
      ['', /cid: give exactly one .*\(got none\)/],
      ['cid=2244&name=aspirin', /cid: give exactly one .*\(got cid, name\)/],
      ['cid=0', /cid/],
      ['cid=2500000001', /cid/],
      ['cid=1.5', /cid/],
      [`name=${'a'.repeat(201)}`, /name/],
      [`smiles=${'C'.repeat(501)}`, /smiles/],
      ['inchikey=bsynrymutxbxsq-uhfffaoysa-n', /inchikey/],
      ['inchikey=BSYNRYMUTXBXSQ-UHFFFAOYSA', /inchikey/],
      ['formula=C9H8O4', /formula/],
    ]
    for (const [query, message] of cases) {
      expect((await h.status(`/api/chem/compound?${query}`, 400, undefined, 'INVALID_INPUT')).error, query).toMatch(message)
    }
  })
})

describe('chem.compound: a 2xx other than 200 is not kept', () => {
  // One host per test, whose calls share its cache (an answer is kept 7 days); priced, so a charge shows.
  const kept = testHost({ plugins: [chemPlugin], upstreams: ['pubchem'], fixtures: 'fixtures/pubchem', hostPer: 'test', paid: true, freshGate: createTestPaymentGate, routes: {
    // Made up for the test: the compound's properties sent with 203 instead of 200.
    [BY_CID]: { status: 203, file: 'aspirin-properties.json' },
    [SYNONYMS]: 'aspirin-synonyms.json',
  } })
  it('a 502, not charged; then the 200 sent next is read', async () => {
    const refusal = { answer: 'unusable', error: expect.stringContaining('HTTP 203') }
    const { body } = await refusedThenServed(kept, { path: '/api/chem/compound?cid=2244', route: BY_CID, refusal, good: 'aspirin-properties.json' })
    expect(body.data.items).toMatchObject([{ cid: 2244 }])
  })
})

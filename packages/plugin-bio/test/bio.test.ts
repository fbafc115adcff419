import { createTestPaymentGate, type FixtureAnswer, refusedThenServed, testHost, upstreamFailureCases } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { bioPlugin } from '../src/index.ts'

const fixture = (path: string, extra: FixtureAnswer = {}): FixtureAnswer => ({ file: path, ...extra })
const ESEARCH = 'GET /entrez/eutils/esearch.fcgi'
const ESUMMARY = 'GET /entrez/eutils/esummary.fcgi'
const UNIPROT_SEARCH = 'GET /uniprotkb/search'
const ENTRY = 'GET /uniprotkb/P04637.json'
const MATCH = 'GET /v1/species/match'
const VERNACULAR = 'GET /v1/species/2435099/vernacularNames'

// NCBI, UniProt and GBIF answer without a key: the served upstreams have none.
const h = testHost({
  plugins: [bioPlugin],
  upstreams: ['ncbi', 'uniprot', 'gbif'],
  routes: {
    [ESEARCH]: 'ncbi/esearch-tp53.json',
    [ESUMMARY]: 'ncbi/esummary-7157.json',
    [UNIPROT_SEARCH]: 'uniprot/search-tp53.json',
    [ENTRY]: 'uniprot/P04637.json',
    'GET /uniprotkb/Q99999.json': fixture('uniprot/not-found.json', { status: 404 }),
    [MATCH]: 'gbif/match-puma.json',
    [VERNACULAR]: 'gbif/vernacular-2435099.json',
    'GET /v1/occurrence/search': 'gbif/occurrences-2435099.json',
  },
})
/** Calls with the NCBI upstream served, with more of its setting (`key`) when given. */
const call = (path: string, ncbi?: Record<string, unknown>) => h.call(path, undefined, ncbi ? { upstreams: { ncbi: { baseUrl: h.server.url, ...ncbi } } } : undefined)

describe('bio.gene', () => {
  it('answers the NCBI gene with its reviewed UniProt protein', async () => {
    const { status, body } = await call('/api/bio/gene?symbol=TP53')
    expect(status).toBe(200)
    expect(body.data.items).toStrictEqual([{
      symbol: 'TP53',
      geneId: 7157,
      description: 'tumor protein p53',
      organism: { scientificName: 'Homo sapiens', commonName: 'human', taxid: 9606 },
      chromosome: '17',
      mapLocation: '17p13.1',
      aliases: ['BCC7', 'BMFS5', 'LFS1', 'P53', 'TRP53'],
      summary: expect.stringMatching(/^This gene encodes a tumor suppressor protein/),
      protein: {
        accession: 'P04637',
        entryId: 'P53_HUMAN',
        recommendedName: 'Cellular tumor antigen p53',
        length: 393,
        function: expect.stringMatching(/^Multifunctional transcription factor/),
      },
      url: 'https://www.ncbi.nlm.nih.gov/gene/7157',
    }])
    expect(h.last('/entrez/eutils/esearch.fcgi').query.get('term')).toBe('TP53[sym] AND 9606[taxid]')
    expect(h.last('/entrez/eutils/esummary.fcgi').query.get('id')).toBe('7157')
    // NCBI's usage guidelines ask each call to name the application.
    for (const path of ['/entrez/eutils/esearch.fcgi', '/entrez/eutils/esummary.fcgi']) expect(h.last(path).query.get('tool')).toBe('svc-plugin-bio')
    expect(h.last('/uniprotkb/search').query.get('query')).toBe('gene_exact:TP53 AND organism_id:9606 AND reviewed:true')
  })

  it('asks for the organism given and sends the operator\'s NCBI key', async () => {
    await call('/api/bio/gene?symbol=Trp53&taxid=10090', { key: 'ncbi-key' })
    expect(h.last('/entrez/eutils/esearch.fcgi').query.get('term')).toBe('Trp53[sym] AND 10090[taxid]')
    expect(h.last('/entrez/eutils/esearch.fcgi').query.get('api_key')).toBe('ncbi-key')
  })

  it('answers protein null when UniProt has no reviewed entry, and 404 for an unknown gene', async () => {
    h.set(UNIPROT_SEARCH, fixture('uniprot/search-empty.json'))
    expect((await call('/api/bio/gene?symbol=TP53')).body.data.items[0].protein).toBeNull()
    h.set(ESEARCH, fixture('ncbi/esearch-none.json'))
    expect(await call('/api/bio/gene?symbol=NOTAGENE')).toMatchObject({ status: 404, body: { code: 'NOT_FOUND', error: 'NCBI Gene has no gene NOTAGENE for taxid 9606' } })
  })

  it('answers 502 when the summary of the gene is missing from esummary', async () => {
    h.set(ESUMMARY, { body: { header: { type: 'esummary' }, result: { uids: [] } } })
    expect(await call('/api/bio/gene?symbol=TP53')).toMatchObject({ status: 502, body: { code: 'UPSTREAM_FAILED' } })
  })

  for (const failure of upstreamFailureCases) {
    it(`answers ${failure.status} ${failure.code} on ${failure.name} from NCBI or UniProt`, async () => {
      h.set(ESEARCH, failure.answer)
      expect(await call('/api/bio/gene?symbol=TP53')).toMatchObject({ status: failure.status, body: { code: failure.code } })
      h.set(ESEARCH, fixture('ncbi/esearch-tp53.json'))
      h.set(UNIPROT_SEARCH, failure.answer)
      expect(await call('/api/bio/gene?symbol=TP53')).toMatchObject({ status: failure.status, body: { code: failure.code } })
    })
  }

  h.refusals('/api/bio/gene', [['', 'symbol'], [`symbol=${'A'.repeat(31)}`, 'symbol'], ['symbol=TP53;DROP', 'symbol'], ['symbol=TP53&taxid=0', 'taxid'], ['symbol=TP53&taxid=10000000', 'taxid'], ['symbol=TP53&organism=human', 'organism']])
})

describe('bio.protein', () => {
  it('answers the UniProt entry in the spec\'s fields', async () => {
    const { status, body } = await call('/api/bio/protein?accession=p04637')
    expect(status).toBe(200)
    expect(body.data.items).toStrictEqual([{
      accession: 'P04637',
      entryId: 'P53_HUMAN',
      reviewed: true,
      recommendedName: 'Cellular tumor antigen p53',
      alternativeNames: ['Antigen NY-CO-13', 'Phosphoprotein p53', 'Tumor suppressor p53'],
      geneNames: ['TP53', 'P53'],
      organism: { scientificName: 'Homo sapiens', commonName: 'Human', taxid: 9606 },
      length: 393,
      molecularWeight: 43653,
      function: expect.stringMatching(/^Multifunctional transcription factor/),
      subcellularLocations: ['Cytoplasm', 'Nucleus', 'Nucleus, PML body'],
      goTerms: [
        { id: 'GO:0005737', term: 'cytoplasm', aspect: 'cellular_component' },
        { id: 'GO:0003677', term: 'DNA binding', aspect: 'molecular_function' },
        { id: 'GO:0006915', term: 'apoptotic process', aspect: 'biological_process' },
      ],
      structures: ['1A1U', '1AIE'],
      keywords: ['3D-structure', 'Apoptosis', 'DNA-binding'],
      url: 'https://www.uniprot.org/uniprotkb/P04637/entry',
    }])
    expect(body.data.source).toMatchObject({ provider: 'UniProt', license: 'CC BY 4.0 (The UniProt Consortium)' })
    // CC BY 4.0 asks for credit: it travels with the answer.
    expect(body.meta.attribution).toStrictEqual([{ provider: 'UniProt', text: 'Protein data from UniProt (The UniProt Consortium), CC BY 4.0', url: 'https://www.uniprot.org/help/license' }])
  })

  it('answers 404 for an unknown accession', async () => {
    expect(await call('/api/bio/protein?accession=Q99999')).toMatchObject({ status: 404, body: { code: 'NOT_FOUND', error: 'UniProtKB has no entry Q99999' } })
  })

  h.failures(ENTRY, '/api/bio/protein?accession=P04637')

  it('rejects bad input with a 400 naming accession', async () => {
    for (const accession of ['', 'P', 'P0463-7', 'A'.repeat(21)]) {
      await h.rejects(`/api/bio/protein?accession=${accession}`, 'accession')
    }
  })
})

describe('bio.species', () => {
  it('answers the matched taxon with classification, English common names and occurrences', async () => {
    const { status, body } = await call('/api/bio/species?name=Puma%20concolor')
    expect(status).toBe(200)
    expect(body.data.items).toStrictEqual([{
      key: 2435099,
      scientificName: 'Puma concolor (Linnaeus, 1771)',
      canonicalName: 'Puma concolor',
      rank: 'SPECIES',
      status: 'ACCEPTED',
      synonym: false,
      matchType: 'EXACT',
      confidence: 99,
      classification: { kingdom: 'Animalia', phylum: 'Chordata', class: 'Mammalia', order: 'Carnivora', family: 'Felidae', genus: 'Puma', species: 'Puma concolor' },
      commonNames: ['Cougar', 'Puma', 'Mountain Lion'],
      occurrenceCount: 71023,
      url: 'https://www.gbif.org/species/2435099',
    }])
    expect(h.last('/v1/occurrence/search').query.get('taxonKey')).toBe('2435099')
  })

  it('follows a synonym to its accepted taxon for names and occurrences', async () => {
    h.set(MATCH, fixture('gbif/match-synonym.json'))
    const { body } = await call('/api/bio/species?name=Felis%20concolor')
    expect(body.data.items[0]).toMatchObject({ key: 2435099, status: 'SYNONYM', synonym: true, canonicalName: 'Felis concolor', commonNames: ['Cougar', 'Puma', 'Mountain Lion'] })
  })

  it('answers 404 when GBIF matches nothing', async () => {
    h.set(MATCH, fixture('gbif/match-none.json'))
    expect(await call('/api/bio/species?name=qwertyuiop')).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } })
  })

  h.failures(VERNACULAR, '/api/bio/species?name=Puma%20concolor')

  it('rejects bad input with a 400 naming name', async () => {
    for (const name of ['', 'a', 'x'.repeat(121)]) {
      await h.rejects(`/api/bio/species?name=${name}`, 'name')
    }
  })
})

describe('bio.gene: a summary without the gene is not kept', () => {
  // One host per test, whose calls share its cache (NCBI answers are kept a day); priced, so a charge shows.
  const kept = testHost({ plugins: [bioPlugin], upstreams: ['ncbi', 'uniprot'], hostPer: 'test', paid: true, freshGate: createTestPaymentGate, routes: {
    [ESEARCH]: 'ncbi/esearch-tp53.json',
    // Made up for the test: an esummary answer whose result lacks the gene asked for.
    [ESUMMARY]: { body: { header: { type: 'esummary' }, result: { uids: [] } } },
    [UNIPROT_SEARCH]: 'uniprot/search-tp53.json',
  } })
  it('a 502, not charged; then the summary sent next is read', async () => {
    const refusal = { answer: 'unusable', error: expect.stringContaining('gene 7157 of an unexpected shape') }
    const { body } = await refusedThenServed(kept, { path: '/api/bio/gene?symbol=TP53', route: ESUMMARY, refusal, good: 'ncbi/esummary-7157.json' })
    expect(body.data.items).toMatchObject([{ geneId: 7157 }])
  })
})

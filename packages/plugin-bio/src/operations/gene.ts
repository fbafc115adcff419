import { createError, defineOperation, lookupAnswer } from '@svc/core'
import * as v from 'valibot'
import { functionText, recommendedName, uniprotEntry } from '../uniprot-entry.ts'
import { ncbi } from '../upstreams/ncbi.ts'
import { uniprot } from '../upstreams/uniprot.ts'

/** E-utilities asks every caller to name its application in `tool` (no spaces), so NCBI can reach it before blocking. */
const TOOL = 'svc-plugin-bio'

const esearchAnswer = v.object({ esearchresult: v.object({ idlist: v.array(v.string()) }) })
const geneSummary = v.object({
  uid: v.string(),
  name: v.string(),
  description: v.optional(v.string(), ''),
  organism: v.object({ scientificname: v.string(), commonname: v.optional(v.string()), taxid: v.number() }),
  chromosome: v.optional(v.string(), ''),
  maplocation: v.optional(v.string(), ''),
  otheraliases: v.optional(v.string(), ''),
  summary: v.optional(v.string(), ''),
})
const esummaryAnswer = v.object({ result: v.record(v.string(), v.unknown()) })
const uniprotSearch = v.object({ results: v.array(uniprotEntry) })

export default defineOperation({
  name: 'gene',
  sources: [{ upstream: ncbi, path: '/entrez/eutils/esearch.fcgi' }, { upstream: ncbi, path: '/entrez/eutils/esummary.fcgi' }, { upstream: uniprot, path: '/uniprotkb/search', cacheTtl: '1d' }],
  method: 'GET',
  description: 'A gene by symbol and organism from NCBI Gene: gene id, description, chromosome and map location, aliases and curated function summary, with its reviewed UniProt protein (accession, entry id, name, length, function).',
  input: v.object({
    symbol: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(30), v.regex(/^[A-Za-z0-9._@-]+$/, 'must be a gene symbol such as TP53'), v.description('Official gene symbol')),
    taxid: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(9_999_999), v.description('NCBI taxonomy id: human 9606, mouse 10090, zebrafish 7955, fruit fly 7227, yeast 559292')), 9606),
  }),
  upstreams: [ncbi, uniprot],
  keywords: ['gene function', 'chromosome location', 'gene symbol lookup', 'ncbi gene'],
  async handler({ input, upstream }) {
    const eutils = upstream(ncbi)
    const search = await eutils.json('/entrez/eutils/esearch.fcgi', {
      query: { db: 'gene', term: `${input.symbol}[sym] AND ${input.taxid}[taxid]`, retmode: 'json', retmax: 1, tool: TOOL },
      schema: esearchAnswer,
    })
    const id = search.data.esearchresult.idlist[0]
    if (!id) throw createError('NOT_FOUND', `NCBI Gene has no gene ${input.symbol} for taxid ${input.taxid}`)
    // The summary and the protein are independent: ask both at once.
    const [summary, protein] = await Promise.all([
      // Kept a day: a summary without this gene (or of another shape) is refused before it is kept.
      eutils.json('/entrez/eutils/esummary.fcgi', { query: { db: 'gene', id, retmode: 'json', tool: TOOL }, schema: esummaryAnswer, accept: (data) => v.is(geneSummary, (data as v.InferOutput<typeof esummaryAnswer>).result[id]) || `a summary of gene ${id} of an unexpected shape` }),
      upstream(uniprot).json('/uniprotkb/search', {
        query: { query: `gene_exact:${input.symbol} AND organism_id:${input.taxid} AND reviewed:true`, format: 'json', size: 1 },
        schema: uniprotSearch,
      }),
    ])
    const parsed = v.safeParse(geneSummary, summary.data.result[id])
    if (!parsed.success) throw createError('UPSTREAM_FAILED', `NCBI Gene sent a summary of gene ${id} of an unexpected shape`)
    const gene = parsed.output
    const entry = protein.data.results[0]
    return lookupAnswer({
      symbol: gene.name,
      geneId: Number(gene.uid),
      description: gene.description || null,
      organism: { scientificName: gene.organism.scientificname, commonName: gene.organism.commonname || null, taxid: gene.organism.taxid },
      chromosome: gene.chromosome || null,
      mapLocation: gene.maplocation || null,
      aliases: gene.otheraliases ? gene.otheraliases.split(',').map((alias) => alias.trim()).filter(Boolean) : [],
      summary: gene.summary || null,
      protein: entry
        ? { accession: entry.primaryAccession, entryId: entry.uniProtkbId, recommendedName: recommendedName(entry), length: entry.sequence?.length ?? null, function: functionText(entry) }
        : null,
      url: `https://www.ncbi.nlm.nih.gov/gene/${gene.uid}`,
    }, { provider: `${ncbi.name}; ${uniprot.name}`, url: summary.url, license: `${ncbi.license}; UniProt ${uniprot.license}` })
  },
})

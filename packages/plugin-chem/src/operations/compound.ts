import { createError, defineOperation, invalidField, lookupAnswer, sourceOf, type UpstreamClient } from '@svc/core'
import * as v from 'valibot'
import { pubchem } from '../upstreams/pubchem.ts'

/** Properties asked of PubChem; it answers the SMILES pair as `SMILES` and `ConnectivitySMILES` (names since 2025). */
const PROPERTIES = ['Title', 'IUPACName', 'MolecularFormula', 'MolecularWeight', 'ExactMass', 'SMILES', 'ConnectivitySMILES', 'InChI', 'InChIKey', 'XLogP', 'Charge']

// PubChem sends weights and masses as decimal strings.
const decimal = v.pipe(v.union([v.string(), v.number()]), v.transform(Number), v.finite())
const propertyAnswer = v.object({
  PropertyTable: v.object({
    Properties: v.pipe(v.array(v.object({
      CID: v.number(),
      Title: v.optional(v.string()),
      IUPACName: v.optional(v.string()),
      MolecularFormula: v.optional(v.string()),
      MolecularWeight: v.optional(decimal),
      ExactMass: v.optional(decimal),
      SMILES: v.optional(v.string()),
      ConnectivitySMILES: v.optional(v.string()),
      InChI: v.optional(v.string()),
      InChIKey: v.optional(v.string()),
      XLogP: v.optional(v.number()),
      Charge: v.optional(v.number()),
    })), v.minLength(1)),
  }),
})
const synonymsAnswer = v.object({
  InformationList: v.object({ Information: v.array(v.object({ CID: v.number(), Synonym: v.optional(v.array(v.string()), []) })) }),
})

/** What PUG REST sends with an error status. */
const fault = v.object({ Fault: v.object({ Code: v.string(), Message: v.optional(v.string()) }) })

const ONE_DAY = 86_400_000
const SYNONYMS = 10

type Identifier = { namespace: 'cid' | 'name' | 'smiles' | 'inchikey'; value: string }

const IDENTIFIER_NAMES = ['cid', 'name', 'smiles', 'inchikey'] as const

export default defineOperation({
  name: 'compound',
  method: 'GET',
  description: 'Looks up a chemical compound in PubChem by CID, name, SMILES or InChIKey: names, formula, molecular weight, exact mass, SMILES, InChI, XLogP, charge and common synonyms.',
  input: v.object({
    cid: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_500_000_000), v.description('PubChem compound id'))),
    name: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200), v.description('Common, trade or systematic name'))),
    smiles: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(500), v.description('SMILES string'))),
    inchikey: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[A-Z]{14}-[A-Z]{10}-[A-Z]$/, 'must be 14 capital letters, a hyphen, 10 capital letters, a hyphen and 1 capital letter'), v.description('Standard InChIKey'))),
  }),
  upstreams: [pubchem],
  keywords: ['molecule', 'chemical formula', 'molecular weight', 'cas', 'drug structure', 'smiles'],
  // No identifier, or several, can only fail: the 400 comes before any 402.
  check: (input) => {
    const given = IDENTIFIER_NAMES.filter((name) => input[name] !== undefined)
    if (given.length !== 1) throw invalidField('cid', `give exactly one of cid, name, smiles or inchikey (got ${given.length === 0 ? 'none' : given.join(', ')})`)
  },
  async handler({ input, upstream }) {
    const given: Identifier[] = []
    if (input.cid !== undefined) given.push({ namespace: 'cid', value: String(input.cid) })
    if (input.name !== undefined) given.push({ namespace: 'name', value: input.name })
    if (input.smiles !== undefined) given.push({ namespace: 'smiles', value: input.smiles })
    if (input.inchikey !== undefined) given.push({ namespace: 'inchikey', value: input.inchikey })
    const client = upstream(pubchem)
    const properties = await fetchProperties(client, given[0]!)
    // PubChem ranks several matches of a name by relevance: the first is the compound meant.
    const compound = properties.data.PropertyTable.Properties[0]!
    const synonyms = await client.json(`/rest/pug/compound/cid/${compound.CID}/synonyms/JSON`, { schema: v.union([synonymsAnswer, fault]), acceptStatus: [404], cacheTtlMs: 7 * ONE_DAY })
    const names = 'Fault' in synonyms.data ? [] : synonyms.data.InformationList.Information[0]?.Synonym ?? []
    return lookupAnswer({
      cid: compound.CID,
      title: compound.Title ?? null,
      iupacName: compound.IUPACName ?? null,
      formula: compound.MolecularFormula ?? null,
      molecularWeight: compound.MolecularWeight ?? null,
      exactMass: compound.ExactMass ?? null,
      smiles: compound.SMILES ?? null,
      connectivitySmiles: compound.ConnectivitySMILES ?? null,
      inchi: compound.InChI ?? null,
      inchiKey: compound.InChIKey ?? null,
      xlogp: compound.XLogP ?? null,
      charge: compound.Charge ?? null,
      synonyms: names.slice(0, SYNONYMS),
      url: `https://pubchem.ncbi.nlm.nih.gov/compound/${compound.CID}`,
    }, sourceOf(pubchem, properties.url))
  },
})

/** CIDs go in the path; names and structures go in a POST form, where `/`, `#` and spaces need no escaping rules. */
async function fetchProperties(client: UpstreamClient, id: Identifier) {
  const path = id.namespace === 'cid'
    ? `/rest/pug/compound/cid/${id.value}/property/${PROPERTIES.join(',')}/JSON`
    : `/rest/pug/compound/${id.namespace}/property/${PROPERTIES.join(',')}/JSON`
  const response = await client.json(path, {
    ...(id.namespace === 'cid' ? {} : {
      method: 'POST' as const,
      body: new URLSearchParams({ [id.namespace]: id.value }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      // A lookup changes nothing: safe to retry like a GET.
      retry: true,
    }),
    schema: v.union([propertyAnswer, fault]),
    acceptStatus: [400, 404],
    cacheTtlMs: 7 * ONE_DAY,
  })
  const data = response.data
  if ('Fault' in data) {
    if (response.status === 404) throw createError('NOT_FOUND', `PubChem has no compound for ${id.namespace} "${id.value}"`)
    // PUG REST answers 400 PUGREST.BadRequest for a structure it cannot parse.
    throw invalidField(id.namespace, `${id.namespace}: PubChem could not read it (${data.Fault.Message ?? data.Fault.Code})`)
  }
  if (response.status !== 200) throw createError('UPSTREAM_FAILED', `PubChem answered HTTP ${response.status}`)
  return { ...response, data }
}

import { defineOperation, invalidField, lookupAnswer, optionalText, sourceOf, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { fetchProperties, fetchSynonyms, type Identifier } from '../pubchem-compound.ts'
import { pubchem } from '../upstreams/pubchem.ts'

const SYNONYMS = 10

const IDENTIFIER_NAMES = ['cid', 'name', 'smiles', 'inchikey'] as const

export default defineOperation({
  name: 'compound',
  cacheTtl: '7d',
  sources: sourcesInWords('PubChem `compound/<ns>/property` and `compound/cid/<cid>/synonyms`'),
  method: 'GET',
  description: 'Looks up a chemical compound in PubChem by CID, name, SMILES or InChIKey: names, formula, molecular weight, exact mass, SMILES, InChI, XLogP, charge and common synonyms.',
  input: v.object({
    cid: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_500_000_000), v.description('PubChem compound id'))),
    name: optionalText(1, 200, 'Common, trade or systematic name'),
    smiles: optionalText(1, 500, 'SMILES string'),
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
    const names = await fetchSynonyms(client, compound.CID)
    return lookupAnswer({
      cid: compound.CID,
      title: compound.Title,
      iupacName: compound.IUPACName,
      formula: compound.MolecularFormula,
      molecularWeight: compound.MolecularWeight,
      exactMass: compound.ExactMass,
      smiles: compound.SMILES,
      connectivitySmiles: compound.ConnectivitySMILES,
      inchi: compound.InChI,
      inchiKey: compound.InChIKey,
      xlogp: compound.XLogP,
      charge: compound.Charge,
      synonyms: names.slice(0, SYNONYMS),
      url: `https://pubchem.ncbi.nlm.nih.gov/compound/${compound.CID}`,
    }, sourceOf(pubchem, properties.url))
  },
})

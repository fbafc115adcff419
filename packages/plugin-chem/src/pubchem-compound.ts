import { createError, invalidField, numberOrNull, orNull, textOrNull, type UpstreamClient } from '@svc/core'
import * as v from 'valibot'

/** Properties asked of PubChem; it answers the SMILES pair as `SMILES` and `ConnectivitySMILES` (names since 2025). */
const PROPERTIES = ['Title', 'IUPACName', 'MolecularFormula', 'MolecularWeight', 'ExactMass', 'SMILES', 'ConnectivitySMILES', 'InChI', 'InChIKey', 'XLogP', 'Charge']

// PubChem sends weights and masses as decimal strings.
const decimal = v.pipe(v.union([v.string(), v.number()]), v.transform(Number), v.finite())
// A property PubChem leaves out (or sends as null) is read as null.
const propertyAnswer = v.object({
  PropertyTable: v.object({
    Properties: v.pipe(v.array(v.object({
      CID: v.number(),
      Title: textOrNull,
      IUPACName: textOrNull,
      MolecularFormula: textOrNull,
      MolecularWeight: orNull(decimal),
      ExactMass: orNull(decimal),
      SMILES: textOrNull,
      ConnectivitySMILES: textOrNull,
      InChI: textOrNull,
      InChIKey: textOrNull,
      XLogP: numberOrNull,
      Charge: numberOrNull,
    })), v.minLength(1)),
  }),
})
const synonymsAnswer = v.object({
  InformationList: v.object({ Information: v.array(v.object({ CID: v.number(), Synonym: v.optional(v.array(v.string()), []) })) }),
})

/** What PUG REST sends with an error status. */
const fault = v.object({ Fault: v.object({ Code: v.string(), Message: v.optional(v.string()) }) })


/** One way of naming a compound to PubChem. */
export type Identifier = { namespace: 'cid' | 'name' | 'smiles' | 'inchikey'; value: string }

/** CIDs go in the path; names and structures go in a POST form, where `/`, `#` and spaces need no escaping rules. */
export async function fetchProperties(client: UpstreamClient, id: Identifier) {
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
    // Kept 7 days: a 2xx other than 200 (PubChem's 202 "waiting") is refused before it is kept.
    accept: (_data, answer) => answer.status === 200 || `HTTP ${answer.status}`,
  })
  const data = response.data
  if ('Fault' in data) {
    if (response.status === 404) throw createError('NOT_FOUND', `PubChem has no compound for ${id.namespace} "${id.value}"`)
    // PUG REST answers 400 PUGREST.BadRequest for a structure it cannot parse.
    throw invalidField(id.namespace, `${id.namespace}: PubChem could not read it (${data.Fault.Message ?? data.Fault.Code})`)
  }
  // A 400 or 404 that is no PUGREST fault (never kept: only a 2xx is).
  if (response.status !== 200) throw createError('UPSTREAM_FAILED', `PubChem answered HTTP ${response.status}`)
  return { ...response, data }
}

/** The compound's synonyms, most common first (none when PubChem has none). */
export async function fetchSynonyms(client: UpstreamClient, cid: number): Promise<string[]> {
  const synonyms = await client.json(`/rest/pug/compound/cid/${cid}/synonyms/JSON`, { schema: v.union([synonymsAnswer, fault]), acceptStatus: [404] })
  return 'Fault' in synonyms.data ? [] : synonyms.data.InformationList.Information[0]?.Synonym ?? []
}

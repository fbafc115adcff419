import { createError, type UpstreamClient } from '@svc/core'
import * as v from 'valibot'

/** RxNav's answers as the rxnorm operation reads them, and a concept described with its ingredients, brands and NDCs. */
const concept = v.looseObject({ rxcui: v.string(), name: v.string(), synonym: v.optional(v.string()), tty: v.string() })
const conceptGroups = v.optional(v.array(v.looseObject({ tty: v.optional(v.string()), conceptProperties: v.optional(v.array(concept)) })), [])
export const drugsAnswer = v.object({ drugGroup: v.object({ conceptGroup: conceptGroups }) })
export const approximateAnswer = v.object({ approximateGroup: v.object({ candidate: v.optional(v.array(v.looseObject({ rxcui: v.string(), score: v.optional(v.string()), name: v.optional(v.string()), source: v.optional(v.string()) })), []) }) })
// An unknown rxcui is `{}`; any other member is another shape (an error object), not an empty answer.
const propertiesAnswer = v.strictObject({ properties: v.optional(concept) })
const relatedAnswer = v.object({ relatedGroup: v.object({ conceptGroup: conceptGroups }) })
export const idAnswer = v.object({ idGroup: v.object({ rxnormId: v.optional(v.array(v.string()), []) }) })
const ndcAnswer = v.object({ ndcGroup: v.object({ ndcList: v.optional(v.object({ ndc: v.optional(v.array(v.string()), []) })) }) })

/** RxNorm term types, as the answers name them. */
const TTY: Record<string, string> = {
  IN: 'ingredient', PIN: 'precise ingredient', MIN: 'multiple ingredients', BN: 'brand name', SCD: 'clinical drug', SBD: 'branded drug',
  SCDF: 'clinical dose form', SBDF: 'branded dose form', SCDC: 'clinical drug component', SBDC: 'branded drug component', GPCK: 'generic pack', BPCK: 'branded pack', DF: 'dose form', DFG: 'dose form group', SCDG: 'clinical dose form group', SBDG: 'branded dose form group',
}
const toConcept = (row: v.InferOutput<typeof concept>) => ({ rxcui: row.rxcui, name: row.name, synonym: row.synonym || null, tty: row.tty, termType: TTY[row.tty] ?? null })
export const concepts = (groups: v.InferOutput<typeof conceptGroups>) => groups.flatMap((group) => group.conceptProperties ?? []).map(toConcept)


/** A concept with its ingredients, brands and package NDCs. */
export async function describeConcept(client: UpstreamClient, rxcui: string) {
  const [properties, related, ndcs] = await Promise.all([
    client.json(`/REST/rxcui/${rxcui}/properties.json`, { schema: propertiesAnswer }),
    client.json(`/REST/rxcui/${rxcui}/related.json`, { query: { tty: 'IN BN' }, schema: relatedAnswer }),
    client.json(`/REST/rxcui/${rxcui}/ndcs.json`, { schema: ndcAnswer }),
  ])
  const self = properties.data.properties
  if (!self) throw createError('NOT_FOUND', `rxcui: RxNorm has no concept ${rxcui}`)
  const relatedConcepts = concepts(related.data.relatedGroup.conceptGroup)
  return {
    item: {
      ...toConcept(self),
      ingredients: relatedConcepts.filter((row) => row.tty === 'IN').map(({ rxcui: id, name }) => ({ rxcui: id, name })),
      brands: relatedConcepts.filter((row) => row.tty === 'BN').map(({ rxcui: id, name }) => ({ rxcui: id, name })),
      ndcs: ndcs.data.ndcGroup.ndcList?.ndc ?? [],
    },
    url: properties.url,
  }
}


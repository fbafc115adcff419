import * as v from 'valibot'

/** The members of a UniProtKB JSON entry this plugin reads. */
const value = v.object({ value: v.string() })
const name = v.object({ fullName: value, shortNames: v.optional(v.array(value), []) })

export const uniprotEntry = v.object({
  entryType: v.string(),
  primaryAccession: v.string(),
  uniProtkbId: v.string(),
  proteinDescription: v.optional(v.object({
    recommendedName: v.optional(name),
    submissionNames: v.optional(v.array(name), []),
    alternativeNames: v.optional(v.array(name), []),
  }), {}),
  genes: v.optional(v.array(v.object({ geneName: v.optional(value), synonyms: v.optional(v.array(value), []) })), []),
  organism: v.optional(v.object({ scientificName: v.string(), commonName: v.optional(v.string()), taxonId: v.number() })),
  sequence: v.optional(v.object({ length: v.number(), molWeight: v.optional(v.number()) })),
  comments: v.optional(v.array(v.object({
    commentType: v.string(),
    texts: v.optional(v.array(value), []),
    subcellularLocations: v.optional(v.array(v.object({ location: v.optional(v.object({ value: v.string(), id: v.optional(v.string()) })) })), []),
  })), []),
  uniProtKBCrossReferences: v.optional(v.array(v.object({
    database: v.string(),
    id: v.string(),
    properties: v.optional(v.array(v.object({ key: v.string(), value: v.string() })), []),
  })), []),
  keywords: v.optional(v.array(v.object({ id: v.string(), category: v.optional(v.string()), name: v.string() })), []),
})

export type UniprotEntry = v.InferOutput<typeof uniprotEntry>

/** GO terms are written `C:cytoplasm`, `F:DNA binding`, `P:apoptotic process`. */
const GO_ASPECTS = { C: 'cellular_component', F: 'molecular_function', P: 'biological_process' } as const

export const isReviewed = (entry: UniprotEntry) => entry.entryType.includes('Swiss-Prot') && !entry.entryType.toLowerCase().includes('unreviewed')

export function recommendedName(entry: UniprotEntry): string | null {
  const description = entry.proteinDescription
  return description.recommendedName?.fullName.value ?? description.submissionNames[0]?.fullName.value ?? null
}

export function functionText(entry: UniprotEntry): string | null {
  const texts = entry.comments.filter((comment) => comment.commentType === 'FUNCTION').flatMap((comment) => comment.texts.map((text) => text.value))
  return texts.length > 0 ? texts.join(' ') : null
}

/** The entry in the spec's protein shape. */
export function proteinRecord(entry: UniprotEntry) {
  const description = entry.proteinDescription
  const goTerms = entry.uniProtKBCrossReferences
    .filter((reference) => reference.database === 'GO')
    .map((reference) => {
      const term = reference.properties.find((property) => property.key === 'GoTerm')?.value ?? ''
      const aspect = GO_ASPECTS[term.charAt(0) as keyof typeof GO_ASPECTS]
      return aspect && term.charAt(1) === ':' ? { id: reference.id, term: term.slice(2), aspect } : undefined
    })
    .filter((term) => term !== undefined)
  return {
    accession: entry.primaryAccession,
    entryId: entry.uniProtkbId,
    reviewed: isReviewed(entry),
    recommendedName: recommendedName(entry),
    alternativeNames: description.alternativeNames.map((alternative) => alternative.fullName.value),
    geneNames: entry.genes.flatMap((gene) => [gene.geneName?.value, ...gene.synonyms.map((synonym) => synonym.value)]).filter((gene) => gene !== undefined),
    organism: entry.organism ? { scientificName: entry.organism.scientificName, commonName: entry.organism.commonName ?? null, taxid: entry.organism.taxonId } : null,
    length: entry.sequence?.length ?? null,
    molecularWeight: entry.sequence?.molWeight ?? null,
    function: functionText(entry),
    subcellularLocations: [...new Set(entry.comments
      .filter((comment) => comment.commentType === 'SUBCELLULAR LOCATION')
      .flatMap((comment) => comment.subcellularLocations.map((location) => location.location?.value))
      .filter((location) => location !== undefined))],
    goTerms,
    structures: entry.uniProtKBCrossReferences.filter((reference) => reference.database === 'PDB').map((reference) => reference.id),
    keywords: entry.keywords.map((keyword) => keyword.name),
    url: `https://www.uniprot.org/uniprotkb/${entry.primaryAccession}/entry`,
  }
}

import { defineOperation, lookupAnswer, requireExactlyOne, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { list, str } from '../fda.ts'
import { medlinePlus } from '../upstreams/medlineplus.ts'

/** A MedlinePlus Genetics page: members are hyphenated, lists are `*-list` arrays of one-member objects. */
const page = v.looseObject({ name: v.string(), ghr_page: v.optional(v.string()) })

/** `Cystic Fibrosis` as the page's slug `cystic-fibrosis`. */
export const slug = (name: string) => name.trim().toLowerCase().replace(/['’]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')

type Page = Record<string, any>
const texts = (data: Page) => Object.fromEntries(list(data['text-list']).map((entry) => entry?.text).filter((text) => text?.['text-role']).map((text) => [text['text-role'], plain(text.html)]))
/** The page's HTML paragraphs as plain text. */
const plain = (html: unknown) => (typeof html === 'string' ? html.replace(/<\/p>\s*<p>/g, '\n\n').replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").trim() : null)
const dbKeys = (data: Page) => list(data['db-key-list']).map((entry) => entry?.['db-key']).filter(Boolean).map((key) => ({ db: str(key.db), key: str(key.key) }))
const synonyms = (data: Page) => list(data['synonym-list']).map((entry) => str(entry?.synonym)).filter((name): name is string => name !== null)

function toCondition(data: Page) {
  const text = texts(data)
  return {
    kind: 'condition',
    name: data.name,
    url: str(data.ghr_page),
    description: text.description ?? null,
    frequency: text.frequency ?? null,
    causes: text.genetics ?? null,
    inheritance: text.inheritance ?? null,
    inheritancePatterns: list(data['inheritance-pattern-list']).map((entry) => entry?.['inheritance-pattern']).filter(Boolean).map((pattern) => ({ code: str(pattern.code), name: str(pattern.memo) })),
    genes: list(data['related-gene-list']).map((entry) => entry?.['related-gene']).filter(Boolean).map((gene) => ({ symbol: str(gene['gene-symbol']), url: str(gene['ghr-page']) })),
    synonyms: synonyms(data),
    identifiers: dbKeys(data),
    reviewed: str(data.reviewed),
  }
}

function toGene(data: Page) {
  const text = texts(data)
  return {
    kind: 'gene',
    name: data.name,
    symbol: str(data['gene-symbol']),
    url: str(data.ghr_page),
    function: text.function ?? null,
    conditions: list(data['related-health-condition-list']).map((entry) => entry?.['related-health-condition']).filter(Boolean).map((condition) => ({ name: str(condition.name), url: str(condition['ghr-page']) })),
    synonyms: synonyms(data),
    identifiers: dbKeys(data),
    reviewed: str(data.reviewed),
  }
}

const input = v.object({
  condition: v.optional(v.pipe(v.string(), v.trim(), v.minLength(2), v.maxLength(120), v.regex(/^[\p{L}\p{N} '’,()-]+$/u, 'must be a condition name such as cystic fibrosis'), v.description('Genetic condition, e.g. cystic fibrosis or cystic-fibrosis'))),
  gene: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9-]{2,20}$/, 'must be a gene symbol such as CFTR'), v.description('HGNC gene symbol, e.g. CFTR'))),
})

export default defineOperation({
  name: 'genetics',
  method: 'GET',
  description: 'MedlinePlus Genetics (NLM) in plain language: a genetic condition (description, frequency, genetic causes, inheritance pattern, related genes) or a gene (its normal function, related conditions), with identifiers (OMIM, MeSH, GeneReviews...).',
  input,
  check: (input) => requireExactlyOne(input, ['condition', 'gene'], 'a condition or a gene', { both: 'gene' }),
  upstreams: [medlinePlus],
  cacheTtl: '7d',
  sources: [{ path: '/download/genetics/condition/{slug}.json' }, { path: '/download/genetics/gene/{symbol}.json' }],
  keywords: ['is it inherited', 'what gene causes', 'genetic disorder explained', 'inheritance pattern'],
  example: { params: { condition: 'cystic fibrosis' } },
  async handler({ input, upstream }) {
    const path = input.gene ? `/download/genetics/gene/${input.gene.toLowerCase()}.json` : `/download/genetics/condition/${slug(input.condition!)}.json`
    const response = await upstream(medlinePlus).json(path, { schema: page, notFound: input.gene ? `gene: MedlinePlus Genetics has no page for ${input.gene.toUpperCase()}` : `condition: MedlinePlus Genetics has no page named ${slug(input.condition!)}` })
    const item = input.gene ? toGene(response.data) : toCondition(response.data)
    return lookupAnswer(item, sourceOf(medlinePlus, response.url), { mode: 'lookup' })
  },
})

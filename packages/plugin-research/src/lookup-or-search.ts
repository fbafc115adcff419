import { defineOperation, invalidField, listAnswer, lookupAnswer, type OperationDefinition, rowLimit, sourceOf, type UpstreamClient, optionalText } from '@svc/core'
import { openAlex, pageQuery, politeQuery } from '@svc/providers/openalex'
import * as v from 'valibot'

/** One OpenAlex entity kind (authors, institutions) as the research operations read it. */
export interface EntityKind<S extends v.GenericSchema> {
  /** `authors` or `institutions` */
  path: string
  schema: S
  /** Turns an id the caller gives (OpenAlex id, ORCID, ROR...) into OpenAlex's path key, or undefined when it is none of them. */
  key: (id: string) => string | undefined
  /** What the id may be, for the 400. */
  idHint: string
  toItem: (entity: v.InferOutput<S>) => unknown
}

/**
 * An id's OpenAlex path key: OpenAlex's own id (its `letter` and digits, A5023888391) upper-cased, or an external id
 * that `external` matches (ORCID, ROR) as `scheme:code`, the code as `spell` writes it; undefined when it is neither.
 */
export function openAlexKey(letter: string, scheme: string, external: RegExp, spell: (code: string) => string) {
  const own = new RegExp(`^${letter}\\d{2,12}$`, 'i')
  return (id: string): string | undefined => {
    if (own.test(id)) return id.toUpperCase()
    const code = external.exec(id)?.[1]
    return code ? `${scheme}:${spell(code)}` : undefined
  }
}

/** The input of a lookup-or-search operation: an id of the kind (described), or a name to search of at most `maxNameLength`. */
const lookupOrSearchInput = (idDescription: string, maxNameLength: number) => v.object({
  id: v.optional(v.pipe(v.string(), v.minLength(2), v.maxLength(60), v.description(idDescription))),
  name: optionalText(2, maxNameLength, 'Name to search'),
  limit: rowLimit(25, 10, 'Matches to return when searching by name'),
})

interface LookupOrSearchInput {
  id?: string | undefined
  name?: string | undefined
  limit: number
}

/** Each kind's list schema, built at its first search rather than on every call. */
const listSchemas = new WeakMap<object, v.GenericSchema>()
function listSchemaOf<S extends v.GenericSchema>(kind: EntityKind<S>) {
  let schema = listSchemas.get(kind)
  if (!schema) listSchemas.set(kind, (schema = v.object({ meta: v.object({ count: v.number() }), results: v.array(kind.schema) })))
  return schema as v.ObjectSchema<{ meta: v.ObjectSchema<{ count: v.NumberSchema<undefined> }, undefined>; results: v.ArraySchema<S, undefined> }, undefined>
}

/** Looks one entity up by id (mode lookup) or searches by name (mode list): cached as `lookupOrSearchOperation` declares. */
async function lookupOrSearch<S extends v.GenericSchema>(kind: EntityKind<S>, input: LookupOrSearchInput, client: UpstreamClient, settings: Readonly<Record<string, unknown>>) {
  if (input.id !== undefined && input.name !== undefined) throw invalidField('name', 'give id or name, not both')
  if (input.id !== undefined) {
    const key = kind.key(input.id.trim())
    if (!key) throw invalidField('id', kind.idHint)
    const response = await client.json(`/${kind.path}/${key}`, { query: politeQuery(settings), schema: kind.schema, notFound: `OpenAlex has no ${kind.path.slice(0, -1)} ${input.id}` })
    return lookupAnswer(kind.toItem(response.data), sourceOf(openAlex, response.url), { mode: 'lookup' })
  }
  if (input.name === undefined) throw invalidField('name', 'give a name to search, or an id')
  const response = await client.json(`/${kind.path}`, { query: { search: input.name, ...pageQuery(input.limit), ...politeQuery(settings) }, schema: listSchemaOf(kind) })
  return listAnswer(response.data.results.map(kind.toItem), sourceOf(openAlex, response.url), { total: response.data.meta.count, mode: 'list' })
}

/**
 * A GET operation on one OpenAlex entity kind: a lookup by id (`idDescription` says which ids), kept a day, or a search by a
 * name of at most `maxNameLength`, kept 6 h.
 */
export function lookupOrSearchOperation<S extends v.GenericSchema>(kind: EntityKind<S>, operation: Pick<OperationDefinition, 'name' | 'description' | 'keywords'> & { idDescription: string; maxNameLength: number }) {
  const { idDescription, maxNameLength, ...described } = operation
  return defineOperation({
    ...described,
    method: 'GET',
    input: lookupOrSearchInput(idDescription, maxNameLength),
    upstreams: [openAlex],
    sources: [{ path: `/${kind.path}/{id}`, cacheTtl: '1d' }, { path: `/${kind.path}`, about: `OpenAlex \`GET /${kind.path}?search=\``, cacheTtl: '6h' }],
    handler: ({ input, upstream, settings }) => lookupOrSearch(kind, input, upstream(openAlex), settings),
  })
}

import * as v from 'valibot'
import { resourceName } from '../../params.ts'
import { ownerOf } from '../../scope.ts'
import { storeSettingsOf } from '../settings.ts'
import { vectorDelete, vectorQuery, vectorUpsert } from '../vectors.ts'
import { groupOperation } from '../../operation.ts'

const storeOperation = groupOperation('store')

const collection = resourceName('Vector collection name')
const id = v.pipe(v.string(), v.minLength(1), v.maxLength(256), v.regex(/^[A-Za-z0-9._:@-]+$/, 'must be 1-256 letters, digits or . _ : @ -'))
const values = v.pipe(v.array(v.pipe(v.number(), v.finite())), v.minLength(1, 'must have at least 1 dimension'), v.maxLength(4096, 'must have at most 4096 dimensions'))
const metadata = v.pipe(v.record(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_.-]{1,64}$/, 'must be a field name of 1-64 letters, digits, _ . -')), v.union([v.string(), v.number(), v.boolean(), v.null()])), v.check((m) => Object.keys(m).length <= 32, 'must have at most 32 fields'))

export const vectorUpsertOperation = storeOperation({
  name: 'vector-upsert',
  description: 'Adds or replaces up to 100 vectors (with flat metadata) in a collection of the paying wallet\'s vector store; the first vector fixes the collection\'s dimension.',
  input: v.strictObject({
    collection,
    vectors: v.pipe(v.array(v.strictObject({ id, values, metadata: v.optional(metadata, {}) })), v.minLength(1), v.maxLength(100), v.check((list) => list.every((vector) => vector.values.length === list[0]!.values.length), 'must all have the same dimension')),
  }),
  effects: ['state'],
  keywords: ['embeddings store', 'vector database', 'save embeddings', 'semantic memory'],
  handler: ({ input, caller, state, settings }) => vectorUpsert(state, ownerOf(caller), storeSettingsOf(settings), input.collection, input.vectors),
})

export const vectorQueryOperation = storeOperation({
  name: 'vector-query',
  description: 'Nearest vectors of a collection to a query vector, by cosine similarity or dot product, optionally filtered by metadata equality: the top-k with scores and metadata.',
  input: v.strictObject({
    collection,
    vector: values,
    topK: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)), 10),
    metric: v.optional(v.picklist(['cosine', 'dot']), 'cosine'),
    filter: v.optional(metadata, {}),
    includeValues: v.optional(v.boolean(), false),
  }),
  keywords: ['similarity search', 'nearest neighbours', 'semantic search', 'rag retrieval'],
  handler: ({ input, caller, state }) => vectorQuery(state, ownerOf(caller), input.collection, input),
})

export const vectorDeleteOperation = storeOperation({
  name: 'vector-delete',
  description: 'Deletes vectors by id from a collection; answers how many existed.',
  input: v.strictObject({ collection, ids: v.pipe(v.array(id), v.minLength(1), v.maxLength(100)) }),
  effects: ['state'],
  handler: ({ input, caller, state }) => vectorDelete(state, ownerOf(caller), input.collection, input.ids),
})

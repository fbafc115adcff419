import { paging } from '@svc/core'
import * as v from 'valibot'
import { resourceName, seconds } from '../../params.ts'
import { ownerOf } from '../../scope.ts'
import { docDelete, docGet, docPut, docSearch } from '../documents.ts'
import { storeSettingsOf } from '../settings.ts'
import { groupOperation } from '../../operation.ts'

const storeOperation = groupOperation('store')

const collection = resourceName('Collection name')
const isJsonObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value)
const id = v.pipe(v.string(), v.minLength(1), v.maxLength(256), v.regex(/^[A-Za-z0-9._:@-]+$/, 'must be 1-256 letters, digits or . _ : @ -'), v.description('Document id'))
const scalar = v.union([v.string(), v.number(), v.boolean(), v.null()])
const bound = v.union([v.string(), v.number()])
const condition = v.union([
  scalar,
  v.strictObject({
    $eq: v.optional(scalar), $ne: v.optional(scalar), $gt: v.optional(bound), $gte: v.optional(bound), $lt: v.optional(bound), $lte: v.optional(bound),
    $in: v.optional(v.pipe(v.array(scalar), v.maxLength(100))),
  }),
])
const field = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}(\.[A-Za-z0-9_-]{1,64}){0,7}$/, 'must be a field path such as status or address.city'))

export const docPutOperation = storeOperation({
  name: 'doc-put',
  description: 'Stores a JSON document by id in a collection of the paying wallet\'s document store, optionally expiring; overwrites the document with that id.',
  input: v.strictObject({
    collection,
    id,
    // Checked before any schema that would copy an array into an object.
    doc: v.pipe(v.unknown(), v.check(isJsonObject, 'must be a JSON object'), v.transform((doc) => doc as Record<string, unknown>), v.description('The document: a JSON object')),
    ttlSeconds: v.optional(seconds(31_536_000, 'Expire after this many seconds')),
  }),
  effects: ['state'],
  keywords: ['document store', 'save json document', 'nosql'],
  handler: ({ input, caller, state, settings, now }) => docPut(state, ownerOf(caller), storeSettingsOf(settings), input.collection, input.id, input.doc, input.ttlSeconds, now()),
})

export const docGetOperation = storeOperation({
  name: 'doc-get',
  description: 'Reads a document by id from a collection of the paying wallet (404 when absent).',
  input: v.strictObject({ collection, id }),
  access: 'identity',
  handler: ({ input, caller, state }) => docGet(state, ownerOf(caller), input.collection, input.id),
})

export const docDeleteOperation = storeOperation({
  name: 'doc-delete',
  description: 'Deletes a document by id; `deleted` says whether it existed.',
  input: v.strictObject({ collection, id }),
  effects: ['state'],
  handler: ({ input, caller, state }) => docDelete(state, ownerOf(caller), input.collection, input.id),
})

export const docSearchOperation = storeOperation({
  name: 'doc-search',
  description: 'Finds documents of a collection by field conditions (equality, $ne, $in, $gt/$gte/$lt/$lte on numbers or strings, dotted paths), sorted by a field, paged.',
  input: v.strictObject({
    collection,
    filter: v.optional(v.pipe(v.record(field, condition), v.check((f) => Object.keys(f).length <= 20, 'must have at most 20 conditions')), {}),
    sort: v.optional(v.strictObject({ field, order: v.optional(v.picklist(['asc', 'desc']), 'asc') })),
    ...paging({ max: 1000, default: 50, maxOffset: 100_000 }),
  }),
  access: 'identity',
  keywords: ['query documents', 'find records', 'filter json'],
  handler: ({ input, caller, state }) => docSearch(state, ownerOf(caller), input.collection, input),
})

import { rowLimit } from '@svc/core'
import * as v from 'valibot'
import { seconds, storeKey } from '../../params.ts'
import { ownerOf } from '../../scope.ts'
import { blobDelete, blobGet, blobList, blobPut } from '../blobs.ts'
import { storeSettingsOf } from '../settings.ts'
import { groupOperation } from '../../operation.ts'

const storeOperation = groupOperation('store')

const name = storeKey('Blob name, 1-512 printable characters')

export const blobPutOperation = storeOperation({
  name: 'blob-put',
  description: 'Stores bytes (base64) under a name in the paying wallet\'s blob store with a content type; answers the SHA-256, and refuses data that does not match a SHA-256 given.',
  input: v.strictObject({
    name,
    data: v.pipe(v.string(), v.minLength(1), v.regex(/^[A-Za-z0-9+/]*={0,2}$/, 'must be base64'), v.description('The bytes, base64')),
    contentType: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+(;\s*[a-z0-9-]+=[^;]+)*$/i, 'must be a media type such as image/png'), v.maxLength(200)), 'application/octet-stream'),
    sha256: v.optional(v.pipe(v.string(), v.regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex digits'), v.description('Expected SHA-256 of the bytes'))),
    ttlSeconds: v.optional(seconds(31_536_000, 'Expire after this many seconds')),
  }),
  effects: ['state'],
  bodyLimitBytes: 8 * 1024 * 1024, // a blob of the default 5 MiB in base64
  keywords: ['upload file', 'store a file', 'blob storage', 'save image'],
  handler: ({ input, caller, state, settings, now }) => blobPut(state, ownerOf(caller), storeSettingsOf(settings), input.name, input.data, input.contentType, input.sha256, input.ttlSeconds, now()),
})

export const blobGetOperation = storeOperation({
  name: 'blob-get',
  description: 'Reads a blob of the paying wallet: base64 bytes, content type, size and SHA-256 (404 when absent).',
  input: v.strictObject({ name }),
  keywords: ['download file', 'read blob'],
  handler: ({ input, caller, state }) => blobGet(state, ownerOf(caller), input.name),
})

export const blobListOperation = storeOperation({
  name: 'blob-list',
  description: 'Lists the paying wallet\'s blobs by name prefix, a page at a time: name, size, content type, SHA-256.',
  input: v.strictObject({
    prefix: v.optional(v.pipe(v.string(), v.maxLength(512), v.regex(/^[^\u0000-\u001f\u007f]*$/, 'must be printable text')), ''),
    cursor: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(1024))),
    limit: rowLimit(1000, 100),
  }),
  access: 'identity',
  handler: ({ input, caller, state }) => blobList(state, ownerOf(caller), input),
})

export const blobDeleteOperation = storeOperation({
  name: 'blob-delete',
  description: 'Deletes a blob; `deleted` says whether it existed.',
  input: v.strictObject({ name }),
  effects: ['state'],
  handler: ({ input, caller, state }) => blobDelete(state, ownerOf(caller), input.name),
})

import { blobDeleteOperation, blobGetOperation, blobListOperation, blobPutOperation } from './operations/blobs.ts'
import { docDeleteOperation, docGetOperation, docPutOperation, docSearchOperation } from './operations/docs.ts'
import kvDelete from './operations/kv-delete.ts'
import kvGet from './operations/kv-get.ts'
import kvPut from './operations/kv-put.ts'
import kvScan from './operations/kv-scan.ts'
import usage from './operations/usage.ts'
import { vectorDeleteOperation, vectorQueryOperation, vectorUpsertOperation } from './operations/vectors.ts'

/** store.*: each wallet's private key-value, document, blob and vector stores, and its usage. */
export const storeOperations = [
  kvPut, //    POST /api/store/kv-put     0.005
  kvGet, //    POST /api/store/kv-get     0.005
  kvDelete, // POST /api/store/kv-delete  0.005
  kvScan, //   POST /api/store/kv-scan    0.005
  docPutOperation, //    POST /api/store/doc-put     0.005
  docGetOperation, //    POST /api/store/doc-get     0.005
  docDeleteOperation, // POST /api/store/doc-delete  0.005
  docSearchOperation, // POST /api/store/doc-search  0.005
  blobPutOperation, //    POST /api/store/blob-put     0.025
  blobGetOperation, //    POST /api/store/blob-get     0.025
  blobListOperation, //   POST /api/store/blob-list    0.005
  blobDeleteOperation, // POST /api/store/blob-delete  0.005
  vectorUpsertOperation, // POST /api/store/vector-upsert  0.0125
  vectorQueryOperation, //  POST /api/store/vector-query   0.025
  vectorDeleteOperation, // POST /api/store/vector-delete  0.005
  usage, //    POST /api/store/usage      0.005
]

import type { OperationSource } from '@svc/core'

/** What every edi operation reads: nothing but the caller's document (no upstream, nothing cached). */
export const onHost: OperationSource = { about: 'none (computed on the host)' }

import type { OperationSource } from '@svc/core'

/**
 * What the sky operations read: nothing upstream, astronomy-engine on the host. A file of its own so that the
 * operation declarations do not load the library (their handlers load it lazily).
 */
export const skySources: OperationSource[] = [{ about: 'astronomy-engine (local, MIT)' }]

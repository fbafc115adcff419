import { acquire, release, renew } from './operations.ts'

/** lock.*: leases with fencing tokens, per wallet. */
export const lockOperations = [
  acquire, // POST /api/lock/acquire  0.005
  release, // POST /api/lock/release  0.005
  renew, //   POST /api/lock/renew    0.005
]

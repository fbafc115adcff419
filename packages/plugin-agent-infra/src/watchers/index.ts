import { KINDS } from './kinds.ts'
import { cancel, status, watcherOperation } from './operations.ts'
import { watcherTask } from './watchers.ts'

/** watchers.*: one operation per kind in kinds.ts (POST /api/watchers/<kind>, 0.125 each), plus status (GET, 0.0025) and cancel (0.0025). */
export const watcherOperations = [...KINDS.map(watcherOperation), status, cancel]
export const watchersTask = watcherTask(KINDS)
export { KINDS as watcherKinds } from './kinds.ts'

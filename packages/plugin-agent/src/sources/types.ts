import type { OperationContext } from '@svc/core'

export interface Window { topic: string; words: string[]; since: string; until: string }
export type Ctx = OperationContext<unknown>

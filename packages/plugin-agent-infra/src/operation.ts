import { defineOperation, type HttpMethod, type InputSchema, type OperationDefinition } from '@svc/core'

/** An operation of one of this plugin's groups, without what they all share. */
export type GroupOperation<S extends InputSchema> = Omit<OperationDefinition<S>, 'group' | 'method' | 'response'> & { method?: HttpMethod }

/**
 * The operations of one group: each a call on the paying wallet's own objects, a POST (unless it says GET, a read whose
 * input fits a query) answered in the legacy shape the plugin has always answered.
 */
export const groupOperation = (group: string) => <S extends InputSchema>(definition: GroupOperation<S>): OperationDefinition<S> =>
  defineOperation<S>({ group, method: 'POST', response: 'legacy', ...definition })

import { defineOperation, type HttpMethod, type InputSchema, type OperationDefinition, type OperationSource } from '@svc/core'

/** An operation of one of this plugin's groups, without what they all share. */
export type GroupOperation<S extends InputSchema> = Omit<OperationDefinition<S>, 'group' | 'method' | 'response'> & { method?: HttpMethod }

/** What the operations read unless they say otherwise (the README's sources table): the host's state, never cached. */
const STATE_SOURCES: OperationSource[] = [{ about: 'the wallet\'s own objects in the host\'s state (embedded or Redis)' }]

/**
 * The operations of one group: each a call on the paying wallet's own objects, a POST (unless it says GET, a read whose
 * input fits a query) answered in the legacy shape the plugin has always answered.
 */
export const groupOperation = (group: string) => <S extends InputSchema>(definition: GroupOperation<S>): OperationDefinition<S> =>
  defineOperation<S>({ group, method: 'POST', response: 'legacy', sources: STATE_SOURCES, ...definition })

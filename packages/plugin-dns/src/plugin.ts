import { definePlugin } from '@svc/core'
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The dns group: answered by the resolver the host is configured with (settings.dns, see resolver.ts), no upstream API. */
export const dnsPlugin = definePlugin({
  group: 'dns',
  search: { vocabulary },
  operations,
})

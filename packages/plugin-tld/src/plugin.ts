import { definePlugin } from '@svc/core'
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The tld group: top-level domains and public suffixes from the IANA root zone list and the Public Suffix List, shipped with the plugin. */
export const tldPlugin = definePlugin({
  group: 'tld',
  search: { vocabulary },
  operations,
})

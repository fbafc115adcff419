import { definePlugin } from '@svc/core'
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The domain group: registration over RDAP (IANA bootstrap, then the registry), CT logs (crt.sh), DNS through @svc/plugin-dns. */
export const domainPlugin = definePlugin({
  group: 'domain',
  search: { vocabulary },
  operations,
})

import { definePlugin } from '@svc/core'
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The email group: checks on the host (syntax, mailchecker's disposable list) and DNS through @svc/plugin-dns. */
export const emailPlugin = definePlugin({
  group: 'email',
  search: { vocabulary },
  operations,
})

import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import validate from './operations/validate.ts'
import { vocabulary } from './vocabulary.ts'

/** The email group: checks on the host (syntax, mailchecker's disposable list) and DNS through @svc/plugin-dns. */
export const emailPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'email',
  search: { vocabulary },
  core: pkg.peerDependencies['@svc/core'],
  operations: [
    validate, // GET /api/email/validate  0.0025  syntax, MX (settings.dns), mailchecker
  ],
})

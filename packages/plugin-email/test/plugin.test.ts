import { serviceCatalog } from '@svc/catalog'
import { testPlugin } from '@svc/core/testing'
import { emailPlugin } from '../src/index.ts'

// The example's syntax is checked before any DNS question: a syntactically bad address answers without DNS.
testPlugin(emailPlugin, { catalog: serviceCatalog, examples: { 'email.validate': { email: 'not-an-address' } } })

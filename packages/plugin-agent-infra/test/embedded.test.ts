import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createEmbeddedState } from '@svc/core'
import type { Backend } from './_infra.ts'
import { pubsubSuite } from './_pubsub-suite.ts'
import { quotaSuite } from './_quota-suite.ts'
import { sandboxSuite } from './_sandbox-suite.ts'
import { scheduleSuite } from './_schedule-suite.ts'
import { signInSuite } from './_sign-in-suite.ts'
import { infraSuite } from './_suite.ts'
import { watcherSuite } from './_watcher-suite.ts'

const embedded: Backend = {
  name: 'the embedded backend',
  open: (clock) => createEmbeddedState({ dir: mkdtempSync(join(tmpdir(), 'svc-infra-')), now: clock.now }),
  expiresByClock: true,
}
infraSuite(embedded)
scheduleSuite(embedded)
pubsubSuite(embedded)
watcherSuite(embedded)
quotaSuite(embedded)
sandboxSuite(embedded)
signInSuite(embedded)

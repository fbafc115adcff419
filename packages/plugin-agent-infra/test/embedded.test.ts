import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createEmbeddedState } from '@svc/core'
import { pubsubSuite } from './_pubsub-suite.ts'
import { scheduleSuite } from './_schedule-suite.ts'
import { watcherSuite } from './_watcher-suite.ts'
import { quotaSuite } from './_quota-suite.ts'
import { infraSuite } from './_suite.ts'

const open = () => createEmbeddedState({ dir: mkdtempSync(join(tmpdir(), 'svc-infra-')) })
infraSuite('the embedded backend', open)
scheduleSuite('the embedded backend', open)
pubsubSuite('the embedded backend', open)
watcherSuite('the embedded backend', open)
quotaSuite('the embedded backend', open)

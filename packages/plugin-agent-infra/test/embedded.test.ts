import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createEmbeddedState } from '@svc/core'
import { infraSuite } from './_suite.ts'

infraSuite('the embedded backend', () => createEmbeddedState({ dir: mkdtempSync(join(tmpdir(), 'svc-infra-')) }))

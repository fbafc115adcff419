import { pluginProject } from '../../scripts/vitest.plugin.ts'

// GIFs are drawn on worker threads: generous on a shared 2-core machine.
export default pluginProject(import.meta.dirname, { testTimeout: 60_000 })

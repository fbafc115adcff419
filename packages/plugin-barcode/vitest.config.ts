import { pluginProject } from '../../scripts/vitest.plugin.ts'

// Images are drawn on worker threads and decoded by ZXing: generous on a shared 2-core machine.
export default pluginProject(import.meta.dirname, { testTimeout: 60_000 })

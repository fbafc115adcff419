import { pluginProject } from '../../scripts/vitest.plugin.ts'

// Images are encoded by libvips: generous on a shared 2-core machine.
export default pluginProject(import.meta.dirname, { testTimeout: 60_000 })

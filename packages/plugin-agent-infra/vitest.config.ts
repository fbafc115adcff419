import { pluginProject } from '../../scripts/vitest.plugin.ts'

// Webhook and watcher tests wait for background loops on a shared machine: generous limits.
export default pluginProject(import.meta.dirname, { testTimeout: 60_000 })

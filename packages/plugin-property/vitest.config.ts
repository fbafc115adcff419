import { pluginProject } from '../../scripts/vitest.plugin.ts'

export default pluginProject(import.meta.dirname, { isolate: false })

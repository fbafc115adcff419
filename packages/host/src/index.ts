export { createHost, loadInstalledRails, loadInstalledPlugins, type Host, type HostOptions } from './host.ts'
export { discoverPlugins, discoverRails, PLUGIN_ROLE_KEY, shortName, type DiscoverOptions, type FoundPlugin, type PackageRole } from './discover.ts'
export { assertCompatible, isPluginDefinition, loadPlugin, loadRail, PluginLoadError } from './load.ts'
export { answerAtEndOfTurn, listen, type RunningServer } from './server.ts'

export { createHost, installedPaymentGate, loadInstalledPlugins, type Host, type HostOptions } from './host.ts'
export { discoverPlugins, PLUGIN_ROLE_KEY, shortName, type DiscoverOptions, type FoundPlugin } from './discover.ts'
export { assertCompatible, isPluginDefinition, loadPlugin, PluginLoadError } from './load.ts'
export { answerAtEndOfTurn, listen, type RunningServer } from './server.ts'

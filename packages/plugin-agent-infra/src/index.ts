export { type AgentInfraPlugin, agentInfraPlugin, createAgentInfraPlugin } from './plugin.ts'
export { agentInfraPlugin as default } from './plugin.ts'
export { ownerOf, type Owner } from './scope.ts'

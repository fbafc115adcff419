export { agentPlugin } from './plugin.ts'
export { agentPlugin as default } from './plugin.ts'

export { knowledgebasePlugin } from './plugin.ts'
export { knowledgebasePlugin as default } from './plugin.ts'

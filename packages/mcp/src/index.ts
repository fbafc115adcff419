export { createMcpServer, type McpServerOptions } from './server.ts'
export { serveMcpHttp, type HttpOptions, type RunningMcpHttp } from './http.ts'
export { operationTools, toolName } from './tools.ts'
export { CALL_TOOL, DESCRIBE_TOOL, SEARCH_TOOL, SPENDING_TOOL } from './meta-tools.ts'

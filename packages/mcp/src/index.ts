export { createMcpServer, type McpServerOptions } from './server.ts'
export { serveMcpHttp, type HttpOptions, type RunningMcpHttp } from './http.ts'
export { DIRECTORY_TOOL, operationTools, SPENDING_TOOL, toolName } from './tools.ts'

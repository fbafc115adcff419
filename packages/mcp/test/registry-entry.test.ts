import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const read = (file: string) => JSON.parse(readFileSync(join(import.meta.dirname, '..', file), 'utf8'))
const cli = readFileSync(join(import.meta.dirname, '../src/cli.ts'), 'utf8')
/** Where the command's environment variables are read: the client's env helpers. */
const clientEnv = readFileSync(join(import.meta.dirname, '../../client/src/env.ts'), 'utf8')

describe('server.json, the entry of svc-mcp in the MCP registry', () => {
  const server = read('server.json')
  const pkg = read('package.json')

  it('names the npm package by the name its package.json claims (mcpName), at its version', () => {
    expect(server.$schema).toMatch(/^https:\/\/static\.modelcontextprotocol\.io\/schemas\/\d{4}-\d\d-\d\d\/server\.schema\.json$/)
    expect(server.name).toBe(pkg.mcpName)
    expect(server.name).toMatch(/^[a-zA-Z0-9.-]+\/[a-zA-Z0-9._-]+$/)
    expect(server.description.length).toBeLessThanOrEqual(100)
    expect(server.version).toBe(pkg.version)
    expect(server.packages).toEqual([expect.objectContaining({ registryType: 'npm', identifier: pkg.name, version: pkg.version, transport: { type: 'stdio' } })])
    expect(pkg.files).toContain('server.json')
  })

  it('lists only options and variables the command reads', () => {
    const [entry] = server.packages
    for (const argument of entry.packageArguments) expect(cli, argument.name).toMatch(new RegExp(`'?${argument.name.slice(2)}'?: \\{ type`))
    for (const variable of entry.environmentVariables) expect(clientEnv, variable.name).toContain(variable.name)
  })
})

import { describe, expect, it } from 'vitest'
import { localStack } from '../devnetConfig.js'
import { envProblems, integer, list, readEnv, text, url } from './envFields.js'

const table = {
  name: text('T_NAME', () => 'stand-in'),
  nested: { port: integer('T_PORT', 1, 10), hosts: list('T_HOSTS') },
  endpoint: url('T_URL', ['https:']),
}

describe('an environment table', () => {
  it('reads each field, leaves unset ones out and gives every nested table an object', () => {
    expect(readEnv(table, { T_PORT: '7', T_HOSTS: 'a, b', T_NAME: '' }, undefined)).toEqual({
      nested: { port: 7, hosts: ['a', 'b'] },
    })
    expect(readEnv(table, {}, undefined)).toEqual({ nested: {} })
  })

  it('falls back to a stand-in only when given the local stack (development mode)', () => {
    expect(readEnv(table, {}, localStack).name).toBe('stand-in')
    expect(readEnv(table, { T_NAME: 'set' }, localStack).name).toBe('set')
  })

  it('gathers the problems of every field, nested ones too, one sentence each', () => {
    expect(envProblems(table, { T_PORT: '11', T_URL: 'http://x' })).toEqual([
      'T_PORT must be an integer from 1 to 10, not "11"',
      'T_URL must be a https:// URL, not "http://x"',
    ])
    expect(envProblems(table, { T_PORT: '10', T_URL: 'https://x' })).toEqual([])
  })
})

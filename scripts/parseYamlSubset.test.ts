import { describe, expect, test } from 'vitest'
import { parseYamlSubset } from './parseYamlSubset.js'

describe('parseYamlSubset', () => {
  test('default: #18 reads the YAML deploy/ is written in: documents, mappings, sequences, scalars, anchors and merges', () => {
    const source = [
      '# a comment',
      'x-base: &base',
      '  image: tessera/server',
      '  environment:',
      '    PORT: 8551',
      'services:',
      '  one:',
      '    <<: *base',
      '    ports:',
      '      - "8551:8551"',
      '    containers:',
      '      - name: server',
      '        args: ["a", "b"]',
      "        quoted: 'it''s'",
      '        on: true',
      '---',
      'kind: Service',
    ].join('\n')
    expect(parseYamlSubset(source)).toEqual([
      {
        'x-base': { image: 'tessera/server', environment: { PORT: 8551 } },
        services: {
          one: {
            image: 'tessera/server',
            environment: { PORT: 8551 },
            ports: ['8551:8551'],
            containers: [{ name: 'server', args: ['a', 'b'], quoted: "it's", on: true }],
          },
        },
      },
      { kind: 'Service' },
    ])
  })

  test('error: #18 YAML beyond the subset is refused with its line, never misread', () => {
    expect(() => parseYamlSubset('a:\n  b: |\n    text')).toThrow('line 2: unsupported YAML: |')
    expect(() => parseYamlSubset('a: 1\n   b: 2')).toThrow('line 2: unexpected indentation')
    expect(() => parseYamlSubset('a: *missing')).toThrow('line 1: unknown anchor missing')
    expect(() => parseYamlSubset("a: [b, 'c']")).toThrow(
      'line 1: a flow value must be written as JSON',
    )
  })
})

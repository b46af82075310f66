import { describe, expect, test } from 'vitest'
import { balancerConfig, productionBalancerConfigPath } from './balancerConfig.js'

const parameters = {
  listen: ['127.0.0.1:9000', '10.77.0.1:9000'],
  upstreams: ['127.0.0.1:9101', '127.0.0.1:9102'],
  dir: '/tmp/balancer',
}

describe('#18 balancerConfig', () => {
  test('default: the production site with this machine’s upstreams and listen addresses', () => {
    const config = balancerConfig(parameters)
    expect(config).toContain('  server 127.0.0.1:9101 max_fails=1 fail_timeout=5s;\n')
    expect(config).toContain('  server 127.0.0.1:9102 max_fails=1 fail_timeout=5s;\n')
    expect(config).not.toContain('server-1')
    expect(config).toContain('  listen 127.0.0.1:9000;\n  listen 10.77.0.1:9000;\n')
    expect(config).not.toContain('listen 8551')
    // The rest is as deployed: /ready refused, the retry rule kept.
    expect(config).toMatch(/location = \/ready \{\s+deny all;/)
    expect(config).toContain('proxy_next_upstream error timeout http_502;')
  })

  test('behavior: every file nginx writes is under dir, and it stays in the foreground', () => {
    const config = balancerConfig(parameters)
    expect(config).toContain('daemon off;')
    const paths = [
      ...config.matchAll(/^\s*(?:pid|error_log|access_log|\w+_temp_path) (\S+?);?\s/gm),
    ]
    expect(paths.map(([, path]) => path)).toHaveLength(8)
    for (const [, path] of paths) expect(path?.startsWith('/tmp/balancer/')).toBe(true)
  })

  test('error: a production config without its upstream or listen lines is named', () => {
    expect(() => balancerConfig(parameters, 'server { location / {} }')).toThrow(
      `${productionBalancerConfigPath} no longer has an upstream`,
    )
  })
})

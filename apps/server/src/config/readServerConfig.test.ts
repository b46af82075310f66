import { describe, expect, test } from 'vitest'
import { readServerConfig } from './readServerConfig.js'

describe('readServerConfig', () => {
  test('default: SQLite under .data/server on 127.0.0.1:8551', () => {
    const config = readServerConfig({})
    expect(config).toMatchObject({
      port: 8551,
      host: '127.0.0.1',
      publicUrl: 'http://127.0.0.1:8551',
      walletUrl: 'http://localhost:8556',
      telegramOAuthOrigin: 'https://oauth.telegram.org',
      databaseUrl: undefined,
      redisUrl: undefined,
    })
    expect(config.dataDir.endsWith('/.data/server')).toBe(true)
  })

  test('args: URLs lose trailing slashes; PostgreSQL and Redis are taken as given', () => {
    const config = readServerConfig({
      PORT: '9000',
      PUBLIC_URL: 'https://auth.example.com/',
      DATABASE_URL: 'postgresql://u@db/tessera',
      REDIS_URL: 'redis://cache:6379',
    })
    expect(config.publicUrl).toBe('https://auth.example.com')
    expect(config.port).toBe(9000)
    expect(config.databaseUrl).toBe('postgresql://u@db/tessera')
  })

  test('args: #19 the Telegram login origin is kept as an origin, without path or slash', () => {
    const config = readServerConfig({ TELEGRAM_OAUTH_URL: 'http://127.0.0.1:9000/' })
    expect(config.telegramOAuthOrigin).toBe('http://127.0.0.1:9000')
  })

  test('error: off loopback the public and wallet URLs must be given', () => {
    expect(() => readServerConfig({ HOST: '0.0.0.0' })).toThrow(
      "PUBLIC_URL and WALLET_URL are required when HOST is not a loopback address (got HOST '0.0.0.0')",
    )
    expect(
      readServerConfig({
        HOST: '0.0.0.0',
        PUBLIC_URL: 'https://a.example',
        WALLET_URL: 'https://w.example',
      }).publicUrl,
    ).toBe('https://a.example')
  })

  test('behavior: empty variables count as unset', () => {
    expect(readServerConfig({ DATABASE_URL: '', PORT: '' })).toMatchObject({
      databaseUrl: undefined,
      port: 8551,
    })
  })

  test('args: #20 the local on-ramp stand-in serves the chains listed, none unless set', () => {
    expect(readServerConfig({}).onrampStandInChainIds).toEqual([])
    const config = readServerConfig({ ONRAMP_STAND_IN_CHAIN_IDS: '31337,31338' })
    expect(config.onrampStandInChainIds).toEqual([31337, 31338])
    expect(() => readServerConfig({ ONRAMP_STAND_IN_CHAIN_IDS: '31337,local' })).toThrow(
      'ONRAMP_STAND_IN_CHAIN_IDS must be comma-separated chain ids',
    )
  })

  test('error: every wrong variable is named; connection strings are not echoed', () => {
    expect(() =>
      readServerConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://u:hunter2@x',
        WALLET_URL: 'ftp://w',
      }),
    ).toThrowErrorMatchingInlineSnapshot(
      `[Error: Invalid server configuration: PORT Invalid input: expected number, received NaN (got 'eighty'); WALLET_URL must be an http(s) URL (got 'ftp://w'); DATABASE_URL must start with postgres:// or postgresql:// (value hidden)]`,
    )
  })
})

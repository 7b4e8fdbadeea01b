import { describe, expect, it } from 'vitest'
import { DEFAULT_LEAD_OVERDUE_MINUTES } from '../domain/leads/policy'
import { DEFAULT_LEAD_RETENTION_DAYS } from '../content/leads'
import { PUBLISHED_LANGUAGES } from '../content/languages'
import { readEnv } from './env'

describe('readEnv', () => {
  it('has working defaults', () => {
    const env = readEnv({})
    expect(env).toMatchObject({ port: 3000, host: '0.0.0.0', databasePath: './var/site.db', publicOrigin: 'http://localhost:3000', trustProxy: 0, contactRateLimit: 10, mail: null, htmlCache: true, webConcurrency: 1 })
    // The lead policy's defaults (which the privacy policy's text states) are the server's.
    expect(env.leadRetentionDays).toBe(DEFAULT_LEAD_RETENTION_DAYS)
    expect(env.leadOverdueMinutes).toBe(DEFAULT_LEAD_OVERDUE_MINUTES)
  })

  it('normalises the public origin and turns mail on only with both credentials', () => {
    const env = readEnv({ PUBLIC_ORIGIN: 'https://www.example.com/some/path', MAILJET_API_KEY: 'k', MAILJET_API_SECRET: 's', PORT: '8080', HTML_CACHE: 'off' })
    expect(env.publicOrigin).toBe('https://www.example.com')
    expect(env.mail).toEqual({ apiKey: 'k', apiSecret: 's' })
    expect(env.port).toBe(8080)
    expect(env.htmlCache).toBe(false)
    expect(readEnv({ MAILJET_API_KEY: 'k' }).mail).toBeNull()
  })

  it('serves the published languages unless SITE_LANGUAGES says, always with English', () => {
    expect(readEnv({}).languages).toEqual([...PUBLISHED_LANGUAGES])
    expect(readEnv({ SITE_LANGUAGES: 'en, es' }).languages).toEqual(['en', 'es'])
    expect(readEnv({ SITE_LANGUAGES: 'en,es,en' }).languages).toEqual(['en', 'es'])
    expect(() => readEnv({ SITE_LANGUAGES: 'es' })).toThrow(/SITE_LANGUAGES: must include en/)
    expect(() => readEnv({ SITE_LANGUAGES: 'en,fr' })).toThrow(/SITE_LANGUAGES/)
  })

  it('reads the number of HTTP processes and refuses zero or a fraction', () => {
    expect(readEnv({ WEB_CONCURRENCY: '4' }).webConcurrency).toBe(4)
    expect(() => readEnv({ WEB_CONCURRENCY: '0' })).toThrow(/WEB_CONCURRENCY/)
    expect(() => readEnv({ WEB_CONCURRENCY: '1.5' })).toThrow(/WEB_CONCURRENCY/)
  })

  it('turns scheduled backups on with BACKUP_DIR, with a day between them and 14 kept by default', () => {
    expect(readEnv({}).backup).toBeNull()
    expect(readEnv({ BACKUP_DIR: '/backups' }).backup).toEqual({ dir: '/backups', intervalHours: 24, keep: 14 })
    expect(readEnv({ BACKUP_DIR: '/backups', BACKUP_INTERVAL_HOURS: '6', BACKUP_KEEP: '30' }).backup).toEqual({ dir: '/backups', intervalHours: 6, keep: 30 })
    expect(() => readEnv({ BACKUP_DIR: '/b', BACKUP_INTERVAL_HOURS: '0' })).toThrow(/BACKUP_INTERVAL_HOURS/)
    expect(() => readEnv({ BACKUP_DIR: '/b', BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP/)
  })

  it('serves metrics on a port of their own only when METRICS_PORT is set, on HOST unless METRICS_HOST says otherwise', () => {
    expect(readEnv({})).toMatchObject({ metricsPort: null, metricsHost: '0.0.0.0' })
    expect(readEnv({ METRICS_PORT: '9464', HOST: '10.0.0.5' })).toMatchObject({ metricsPort: 9464, metricsHost: '10.0.0.5' })
    expect(readEnv({ METRICS_PORT: '9464', METRICS_HOST: '127.0.0.1' }).metricsHost).toBe('127.0.0.1')
    expect(() => readEnv({ METRICS_PORT: '3000' })).toThrow(/METRICS_PORT: must differ from PORT/)
    expect(() => readEnv({ METRICS_PORT: '0' })).toThrow(/METRICS_PORT/)
    expect(readEnv({}).metrics).toBe(true)
    expect(readEnv({ METRICS: 'off' }).metrics).toBe(false)
    expect(() => readEnv({ METRICS: 'off', METRICS_PORT: '9464' })).toThrow(/METRICS_PORT: needs METRICS on/)
  })

  it('lists every invalid variable in one error', () => {
    expect(() => readEnv({ PORT: 'abc', PUBLIC_ORIGIN: 'not a url', CONTACT_RATE_LIMIT: '0' })).toThrow(/PORT[\s\S]*PUBLIC_ORIGIN[\s\S]*CONTACT_RATE_LIMIT/)
  })
})

import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const tempDir = () => mkdtempSync(path.join(tmpdir(), 'candor-config-'));

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const dir = tempDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeNull();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.host).toBe('localhost');
  });

  it('generates a development secret once into DATA_DIR and reuses it', () => {
    const dir = tempDir();
    const first = loadConfig({ DATA_DIR: dir });
    const file = path.join(dir, 'app-secret');
    expect(existsSync(file)).toBe(true);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(first.appSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).appSecret).toBe(first.appSecret);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.appSecret);
  });

  it('requires APP_SECRET in production and refuses the development one', () => {
    const dir = tempDir();
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dir })).toThrow(
      /APP_SECRET: required in production/,
    );
    const devSecret = loadConfig({ DATA_DIR: dir }).appSecret;
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dir, APP_SECRET: devSecret })).toThrow(
      /development secret cannot be used in production/,
    );
    const prod = loadConfig({ NODE_ENV: 'production', DATA_DIR: dir, APP_SECRET: 'x'.repeat(40) });
    expect(prod.host).toBe('0.0.0.0');
  });

  it('lists every bad key', () => {
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', APP_SECRET: 'short', DATA_DIR: tempDir() });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toMatch(/^PORT:/m);
      expect(problems).toMatch(/^DATABASE_URL:/m);
      expect(problems).toMatch(/^APP_SECRET:/m);
    }
  });

  it('derives PUBLIC_URL from PORT and trims a trailing slash from an explicit one', () => {
    expect(loadConfig({ DATA_DIR: tempDir(), PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
    expect(loadConfig({ DATA_DIR: tempDir(), PUBLIC_URL: 'https://candor.example/' }).publicUrl).toBe(
      'https://candor.example',
    );
  });

  it('refuses demo mode in production, where anyone could sign in as a demo user', () => {
    const dir = tempDir();
    const secret = { DATA_DIR: dir, APP_SECRET: 'x'.repeat(40) };
    try {
      loadConfig({ ...secret, NODE_ENV: 'production', DEMO_MODE: 'true' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems.join('\n')).toMatch(
        /^DEMO_MODE: demo mode cannot run with NODE_ENV=production.*DEMO_MODE=false/m,
      );
    }
    expect(loadConfig({ ...secret, NODE_ENV: 'production' }).demoMode).toBe(false);
    expect(loadConfig({ ...secret, NODE_ENV: 'production', DEMO_MODE: 'false' }).demoMode).toBe(false);
    expect(loadConfig({ DATA_DIR: dir }).demoMode).toBe(true);
    expect(loadConfig({ DATA_DIR: dir, DEMO_MODE: 'false' }).demoMode).toBe(false);
  });

  it('treats an empty or blank variable as unset', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      NODE_ENV: '',
      PORT: '',
      HOST: ' ',
      DATABASE_URL: '',
      APP_SECRET: '',
      PUBLIC_URL: '',
      LOG_LEVEL: '',
      TRUST_PROXY: '',
      WEB_DIST_DIR: '',
      SMTP_URL: '',
      MAIL_FROM: '',
      SESSION_IDLE_MINUTES: '',
      SESSION_MAX_HOURS: '',
      DEMO_MODE: '',
      REDIS_URL: '  ',
    });
    expect(config.env).toBe('development');
    expect(config.port).toBe(3000);
    expect(config.host).toBe('localhost');
    expect(config.databaseUrl).toBeNull();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.logLevel).toBe('info');
    expect(config.trustProxy).toBe(false);
    expect(config.smtpUrl).toBeNull();
    expect(config.mailFrom).toBe('Candor <no-reply@candor.local>');
    expect(config.session).toEqual({ idleMinutes: 30, maxHours: 12 });
    expect(config.redisUrl).toBeNull();
    expect(config.appSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('an empty DATA_DIR falls back to ./data rather than refusing to start', () => {
    // Only checks the parse: the default directory is relative to the working directory.
    expect(() => loadConfig({ DATA_DIR: '', APP_SECRET: 'x'.repeat(40) })).not.toThrow();
  });

  it('allows the loopback names on the same port when PUBLIC_URL is not set', () => {
    expect(loadConfig({ DATA_DIR: tempDir(), PORT: '4000' }).allowedOrigins).toEqual([
      'http://localhost:4000',
      'http://127.0.0.1:4000',
      'http://[::1]:4000',
    ]);
  });

  it('allows only the origin of an explicit PUBLIC_URL', () => {
    expect(
      loadConfig({ DATA_DIR: tempDir(), PUBLIC_URL: 'https://candor.example/app/' }).allowedOrigins,
    ).toEqual(['https://candor.example']);
    expect(loadConfig({ DATA_DIR: tempDir(), PUBLIC_URL: 'http://localhost:3000' }).allowedOrigins).toEqual([
      'http://localhost:3000',
    ]);
  });
});

import { describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('fills in defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, HOST: '127.0.0.1', DATA_DIR: '.data', ROUTER_BASE_PATH: '/' });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('reads and converts what is set; an empty URL counts as unset', () => {
    const config = loadConfig({ PORT: '8080', DATABASE_URL: 'postgres://u@db:5432/records', REDIS_URL: '' });
    expect(config.PORT).toBe(8080);
    expect(config.DATABASE_URL).toBe('postgres://u@db:5432/records');
    expect(config.REDIS_URL).toBeUndefined();
  });

  it('stops at a bad value with one line naming the variable and what is wrong', () => {
    const attempt = () => loadConfig({ PORT: 'eighty', REDIS_URL: 'http://cache' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      expect(message.split('\n')).toHaveLength(1);
      expect(message).toContain('PORT="eighty" is not valid');
      expect(message).toContain(
        'REDIS_URL="http://cache" is not valid: must be a URL starting with redis: or rediss://',
      );
    }
  });

  it('believes no proxy unless told: a hop count or addresses and networks', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,::1' }).TRUST_PROXY).toBe('10.0.0.5,10.1.0.0/16,::1');
    for (const bad of ['everyone', 'true', '10.0.0.0/33', '10.0.0.5/8/1']) {
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow('TRUST_PROXY');
    }
  });

  it('loads the demo unless DEMO is false', () => {
    expect(loadConfig({}).DEMO).toBe(true);
    expect(loadConfig({ DEMO: 'true' }).DEMO).toBe(true);
    expect(loadConfig({ DEMO: 'false' }).DEMO).toBe(false);
    expect(loadConfig({ DEMO: '0' }).DEMO).toBe(false);
    expect(() => loadConfig({ DEMO: 'no' })).toThrow('DEMO="no" is not valid');
  });
});

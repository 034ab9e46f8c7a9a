// SIGNAL_ROLES (`npm start -- --role ...`): any subset of the six roles, all by default, unknown names refused.
import { expect, it } from 'vitest';
import { ConfigError, loadConfig, ROLES } from '../../core/config.js';

it('runs every role by default', () => {
  expect([...loadConfig({}).SIGNAL_ROLES].sort()).toEqual([...ROLES].sort());
});

it('takes any subset, spaces allowed', () => {
  expect([...loadConfig({ SIGNAL_ROLES: 'gateway, worker' }).SIGNAL_ROLES]).toEqual(['gateway', 'worker']);
});

it('refuses an unknown role by name', () => {
  expect(() => loadConfig({ SIGNAL_ROLES: 'gateway,facade' })).toThrow(ConfigError);
  expect(() => loadConfig({ SIGNAL_ROLES: ',' })).toThrow(/roles are gateway, accounts/);
});

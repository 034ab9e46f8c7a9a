#!/usr/bin/env node
// signalctl: the operator CLI. Runs the TypeScript source through tsx so a fresh clone needs no build.
import { register } from 'tsx/esm/api';

register();
await import('../cli/signalctl.ts');

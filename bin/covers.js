#!/usr/bin/env node
// The `covers` command (`npx covers …`): registers tsx's loader in this process and runs the
// TypeScript CLI in src/cli/main.ts. No build step; Node 20.6+ (module.register).
import process from 'node:process';
import { register } from 'tsx/esm/api';

register();
const { runCli } = await import('../src/cli/main.ts');
process.exitCode = await runCli(process.argv.slice(2));

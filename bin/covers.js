#!/usr/bin/env node
// The `covers` command (`npx covers …`): registers tsx's loader in this process and runs the
// TypeScript CLI in src/cli/main.ts. No build step. On a Node.js the project does not support it says which
// to install and stops, before loading anything that would fail less clearly.
import process from 'node:process';
import { requireSupportedNode } from './node-version.js';

requireSupportedNode();
const { register } = await import('tsx/esm/api');
register();
const { runCli } = await import('../src/cli/main.ts');
process.exitCode = await runCli(process.argv.slice(2));

/**
 * `covers <group> <command> [args]`: a small dispatcher over the groups in registry.ts.
 * Run through bin/covers.js (`npx covers …`) or `tsx src/cli/main.ts …`.
 */
import { pathToFileURL } from 'node:url';
import { COMMAND_GROUPS } from './registry.ts';
import type { CliCommandGroup, CliIo } from './types.ts';

const consoleIo: CliIo = {
  stdout: (line) => process.stdout.write(`${line}\n`),
  stderr: (line) => process.stderr.write(`${line}\n`),
  cwd: process.cwd(),
};

async function loadGroup(name: string): Promise<CliCommandGroup | undefined> {
  const load = Object.hasOwn(COMMAND_GROUPS, name) ? COMMAND_GROUPS[name] : undefined;
  return load ? (await load()).default : undefined;
}

async function usage(io: CliIo): Promise<void> {
  io.stderr('Usage: covers <group> <command> [arguments]');
  for (const name of Object.keys(COMMAND_GROUPS).sort()) {
    const group = await loadGroup(name);
    if (!group) continue;
    io.stderr(`\n${name}: ${group.description}`);
    for (const command of Object.values(group.commands)) io.stderr(`  covers ${name} ${command.usage}\n      ${command.summary}`);
  }
}

/** Runs one command line (without the node and script arguments) and returns the exit code. */
export async function runCli(argv: string[], io: CliIo = consoleIo): Promise<number> {
  const [groupName, commandName, ...rest] = argv;
  if (!groupName || groupName === 'help' || groupName === '--help' || groupName === '-h') {
    await usage(io);
    return groupName ? 0 : 2;
  }
  const group = await loadGroup(groupName);
  if (!group) {
    io.stderr(`covers: unknown command "${groupName}"`);
    await usage(io);
    return 2;
  }
  const command = commandName && Object.hasOwn(group.commands, commandName) ? group.commands[commandName] : undefined;
  if (!command) {
    io.stderr(commandName ? `covers ${groupName}: unknown command "${commandName}"` : `covers ${groupName}: which command?`);
    for (const c of Object.values(group.commands)) io.stderr(`  covers ${groupName} ${c.usage}`);
    return 2;
  }
  try {
    return await command.run(rest, io);
  } catch (error) {
    io.stderr(`covers ${groupName} ${commandName}: ${(error as Error).message}`);
    return 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await runCli(process.argv.slice(2));
}

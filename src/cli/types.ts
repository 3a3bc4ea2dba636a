/** The `covers` command's plumbing: a command receives its arguments and an IO, returns an exit code. */
export interface CliIo {
  stdout(line: string): void;
  stderr(line: string): void;
  cwd: string;
}

export interface CliCommand {
  summary: string;
  usage: string;
  run(args: string[], io: CliIo): Promise<number>;
}

/** A group of commands under one word: `covers <group> <command> [args]`. */
export interface CliCommandGroup {
  description: string;
  commands: Record<string, CliCommand>;
}

/** Splits arguments into positionals and --flags (`--out dir`, `--out=dir`, `--strict`). */
export function parseArgs(args: string[], valueFlags: readonly string[] = []): { positionals: string[]; flags: Record<string, string | true> } {
  const positionals: string[] = [];
  const flags: Record<string, string | true> = {};
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    if (arg === '--') {
      positionals.push(...args.slice(i + 1));
      break;
    }
    if (!arg.startsWith('--')) {
      positionals.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = arg.slice(2, eq === -1 ? undefined : eq);
    if (eq !== -1) flags[name] = arg.slice(eq + 1);
    else if (valueFlags.includes(name) && i + 1 < args.length) flags[name] = args[++i]!;
    else flags[name] = true;
  }
  return { positionals, flags };
}

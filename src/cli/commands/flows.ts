/**
 * `covers flows check [files…] [--strict]` and `covers flows graph <Flow> [--out dir]`.
 */
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { toHtml, toMermaid, toSvg } from '../../engine/flow/graph.ts';
import { FLOWS_DIR, flowFiles, formatProblem, loadFlowFile, readLocaleKeys, type LoadOptions } from '../../engine/flow/load.node.ts';
import { parseArgs, type CliCommandGroup, type CliIo } from '../types.ts';

function expandFiles(paths: string[], cwd: string): string[] {
  if (paths.length === 0) return flowFiles(FLOWS_DIR);
  const files: string[] = [];
  for (const p of paths) {
    const full = resolve(cwd, p);
    if (existsSync(full) && statSync(full).isDirectory()) files.push(...flowFiles(full));
    else files.push(full);
  }
  return files;
}

/** Checks flow files; prints `file: path: message` per problem; returns the number of problems. */
export function checkFlowFiles(files: string[], io: CliIo, options: Pick<LoadOptions, 'strict' | 'currentSchemaVersion' | 'migrations'> = {}): number {
  const localeKeys = readLocaleKeys();
  const knownFlowIds = new Set([...flowFiles(FLOWS_DIR), ...files].map((f) => basename(f, '.json')));
  let count = 0;
  for (const file of files) {
    const result = existsSync(file)
      ? loadFlowFile(file, { ...options, localeKeys, knownFlowIds })
      : { problems: [{ check: 'file' as const, path: '/', message: 'no such file' }] };
    for (const problem of result.problems) {
      io.stdout(formatProblem(file, problem, io.cwd));
      count += 1;
    }
  }
  return count;
}

const flows: CliCommandGroup = {
  description: 'booking flow files (flows/*.json)',
  commands: {
    check: {
      usage: 'check [files or folders…] [--strict]',
      summary: 'Validate flows against schemas/flow.schema.json and the semantic checks (default: every file in flows/). --strict also reports files on an old schemaVersion.',
      async run(args, io) {
        const { positionals, flags } = parseArgs(args);
        const files = expandFiles(positionals, io.cwd);
        const problems = checkFlowFiles(files, io, { strict: flags.strict === true });
        io.stderr(`${files.length} flow file${files.length === 1 ? '' : 's'} checked, ${problems} problem${problems === 1 ? '' : 's'}`);
        return problems > 0 ? 1 : 0;
      },
    },
    graph: {
      usage: 'graph <Flow or file> [--out dir]',
      summary: 'Write <Flow>.mmd (Mermaid), <Flow>.svg and <Flow>.html (self-contained) drawing the steps and guarded transitions.',
      async run(args, io) {
        const { positionals, flags } = parseArgs(args, ['out']);
        const [name] = positionals;
        if (!name) {
          io.stderr('covers flows graph: which flow? e.g. covers flows graph TableBooking');
          return 2;
        }
        const file = name.endsWith('.json') ? resolve(io.cwd, name) : join(FLOWS_DIR, `${name}.json`);
        if (!existsSync(file)) {
          const known = readdirSync(FLOWS_DIR).filter((f) => f.endsWith('.json')).map((f) => basename(f, '.json'));
          io.stderr(`covers flows graph: unknown flow "${name}" (flows: ${known.join(', ')})`);
          return 2;
        }
        const result = loadFlowFile(file, { localeKeys: readLocaleKeys() });
        for (const problem of result.problems) io.stderr(formatProblem(file, problem, io.cwd));
        if (!result.flow) return 1;
        const outDir = resolve(io.cwd, typeof flags.out === 'string' ? flags.out : '.');
        mkdirSync(outDir, { recursive: true });
        const id = result.flow.id;
        const written = [
          [`${id}.mmd`, toMermaid(result.flow, { back: true })],
          [`${id}.svg`, toSvg(result.flow)],
          [`${id}.html`, toHtml(result.flow)],
        ].map(([fileName, content]) => {
          const path = join(outDir, fileName!);
          writeFileSync(path, content!);
          return path;
        });
        for (const path of written) io.stdout(relative(io.cwd, path) || path);
        return result.problems.length > 0 ? 1 : 0;
      },
    },
  },
};

export default flows;

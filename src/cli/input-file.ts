import { readFile } from 'node:fs/promises';
import { extname, relative, resolve } from 'node:path';
import type { CliIo } from './types.ts';

/** An import command's one file: its text, its extension, and its name as the user knows it (relative when inside the working folder). */
export interface InputFile {
  text: string;
  extension: string;
  shown: string;
}

/**
 * `covers <group> import FILE`'s argument read: the file, or undefined with the usage (code 2) or the reason it
 * cannot be read (code 1) said on the standard error.
 */
export async function readInputFile(args: string[], usage: string, io: CliIo): Promise<InputFile | { code: number }> {
  const [name] = args;
  if (!name || args.length > 1) {
    io.stderr(`usage: ${usage}`);
    return { code: 2 };
  }
  const path = resolve(io.cwd, name);
  try {
    const text = await readFile(path, 'utf8');
    return { text, extension: extname(path).toLowerCase(), shown: relative(io.cwd, path).startsWith('..') ? path : relative(io.cwd, path) };
  } catch (error) {
    io.stderr(`cannot read ${name}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
    return { code: 1 };
  }
}

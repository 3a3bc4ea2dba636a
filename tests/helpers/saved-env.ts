/**
 * The environment variables a test file changes, saved, and put back by the returned function.
 * process.env turns undefined into the string 'undefined', so a variable that was unset is unset again.
 */
export function saveEnv(...names: string[]): () => void {
  const saved = Object.fromEntries(names.map((name) => [name, process.env[name]]));
  return () => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
}

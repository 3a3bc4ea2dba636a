/**
 * Development only (LIVE_RELOAD): flows/, brands/ and locales/ are watched; an edit is checked as
 * `covers flows check` checks it and, when sound, taken by the running server (its flow rules, texts
 * and brands) and sent to every open widget (GET /dev/live). A broken edit is refused: its problems go
 * to the terminal and to the widgets' preview banner, and the last good version keeps running.
 */
import { watch, type FSWatcher } from 'node:fs';
import type { FlowRules } from '../../engine/flow/flow-rules.ts';
import { flowRulesFrom } from '../../engine/flow/flow-rules.ts';
import type { ReplaceableFlowRules } from '../../engine/flow/replaceable-rules.ts';
import type { FlowDefinition } from '../../engine/flow/types.ts';
import type { LiveUpdate } from '../../engine/flow/live-update.ts';
import { replaceLocales, translatorFor } from '../../engine/i18n/index.ts';
import type { ProjectRead } from './project-files.ts';
import type { ProjectDirs } from './dirs.ts';

export { projectDirs, type ProjectDirs } from './dirs.ts';


export interface LiveReloadOptions {
  dirs: ProjectDirs;
  rules: ReplaceableFlowRules;
  /** Where a refused or taken edit is said (the terminal). */
  log?: { info(message: string): void; error(message: string): void };
  /** Edits within this long are read together (an editor's save is several events). */
  settleMs?: number;
}

export class LiveReload {
  private state: LiveUpdate = { version: 0, problems: [] };
  private readonly listeners = new Set<(update: LiveUpdate) => void>();
  private watchers: FSWatcher[] = [];
  private timer: NodeJS.Timeout | undefined;
  private readonly log: NonNullable<LiveReloadOptions['log']>;

  constructor(private readonly options: LiveReloadOptions) {
    this.log = options.log ?? { info: (m) => console.log(m), error: (m) => console.error(m) };
  }

  start(): void {
    const { flows, brands, locales } = this.options.dirs;
    this.watchers = [flows, brands, locales].map((dir) => watch(dir, () => this.changed()).on('error', (error) => this.log.error(`Covers: watching ${dir} stopped: ${error.message}`)));
  }

  stop(): void {
    clearTimeout(this.timer);
    for (const watcher of this.watchers) watcher.close();
    this.watchers = [];
    this.listeners.clear();
  }

  get current(): LiveUpdate {
    return this.state;
  }

  /** Called with the current state at once, then after every edit; returns the unsubscribe. */
  subscribe(listener: (update: LiveUpdate) => void): () => void {
    this.listeners.add(listener);
    listener(this.state);
    return () => this.listeners.delete(listener);
  }

  /** A running flow by id: as last taken, or (before any edit) as its file on disk reads; undefined if none. */
  async flow(id: string): Promise<FlowDefinition | undefined> {
    if (this.state.flows) return this.state.flows[id];
    const { loadFlow } = await import('../../engine/flow/load.node.ts');
    try {
      return loadFlow(id, this.options.dirs.flows);
    } catch {
      return undefined;
    }
  }

  /** The schema of a step of a running flow by its hash (for its validator), if any. */
  stepSchema(hash: string): unknown {
    const { flows, validators } = this.state;
    for (const [flowId, steps] of Object.entries(validators ?? {})) {
      for (const [stepId, stepHash] of Object.entries(steps)) if (stepHash === hash) return flows?.[flowId]?.steps[stepId as keyof FlowDefinition['steps']]?.fields;
    }
    return undefined;
  }

  /** Loads the checker now (once listening), so that the first edit is not held up compiling it. */
  async warm(): Promise<void> {
    const { schemaValidator } = await import('../../engine/flow/load.node.ts');
    await import('./project-files.ts');
    schemaValidator('flow.schema.json');
    schemaValidator('brand.schema.json');
  }

  private changed(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.reload(), this.options.settleMs ?? 100);
  }

  /**
   * Reads and checks every file now; takes them when sound. The checker (ajv and the flow schema) is
   * loaded at the first edit, not at start.
   */
  async reload(): Promise<LiveUpdate> {
    const [{ readProject }, { stepSchemaHashes }] = await Promise.all([import('./project-files.ts'), import('../../engine/flow/schema-hash.node.ts')]);
    let read: ProjectRead;
    try {
      read = readProject(this.options.dirs);
    } catch (error) {
      // A folder removed or unreadable mid-edit: the same as a broken file.
      read = { ok: false, problems: [(error as Error).message] };
    }
    if (!read.ok) {
      this.log.error(`Covers: the edit was refused; the last good version keeps running:\n${read.problems.map((p) => `  ${p}`).join('\n')}`);
      this.publish({ ...this.state, problems: read.problems });
      return this.state;
    }
    const { flows, locales, brands } = read.files;
    replaceLocales(locales, brands);
    this.options.rules.replace(this.rulesFor(flows));
    this.log.info(`Covers: ${flows.size} flows, the texts and the brands reloaded`);
    this.publish({ version: this.state.version + 1, flows: Object.fromEntries(flows), validators: stepSchemaHashes(flows.values()), locales, brands, problems: [] });
    return this.state;
  }

  private rulesFor(flows: Map<string, FlowDefinition>): FlowRules {
    return flowRulesFrom(flows.values(), translatorFor());
  }

  private publish(state: LiveUpdate): void {
    this.state = state;
    for (const listener of this.listeners) listener(state);
  }
}

/**
 * A flow's step graph: nodes are steps, edges its guarded transitions (and back links). Used by
 * `flows check` (reachability), by tests (path enumeration) and by `flows graph` (Mermaid and SVG).
 */
import { describeLogic } from './logic.ts';
import { INITIAL_STEP, type FlowDefinition, type JsonLogic, type StepId, type StepKind } from './types.ts';
import { stepIds } from './transitions.ts';

export interface GraphNode {
  id: StepId;
  kind: StepKind;
}

export interface GraphEdge {
  from: StepId;
  /** The target as written; it may name a step the flow lacks (a check reports it). */
  to: string;
  /** Position in the step's list: guards are tried in this order. */
  order: number;
  when?: JsonLogic;
  /** Human-readable guard, "otherwise" for the default. */
  label: string;
  type: 'next' | 'back';
}

export interface StepGraph {
  initial: StepId;
  nodes: GraphNode[];
  edges: GraphEdge[];
}

export function stepGraph(flow: FlowDefinition): StepGraph {
  const nodes: GraphNode[] = stepIds(flow).map((id) => ({ id, kind: flow.steps[id]!.kind }));
  const edges: GraphEdge[] = [];
  for (const { id } of nodes) {
    const step = flow.steps[id]!;
    step.transitions.forEach((t, order) => edges.push({ from: id, to: t.to, order, when: t.when, label: describeLogic(t.when), type: 'next' }));
    (step.back ?? []).forEach((t, order) => edges.push({ from: id, to: t.to, order, when: t.when, label: describeLogic(t.when), type: 'back' }));
  }
  return { initial: INITIAL_STEP, nodes, edges };
}

/** Steps reachable from step 1 by forward transitions (guards assumed satisfiable). */
export function reachableSteps(flow: FlowDefinition): Set<StepId> {
  const graph = stepGraph(flow);
  const seen = new Set<StepId>();
  if (!flow.steps[graph.initial]) return seen;
  const queue: StepId[] = [graph.initial];
  while (queue.length > 0) {
    const id = queue.shift()!;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const e of graph.edges) {
      if (e.type === 'next' && e.from === id && flow.steps[e.to as StepId] && !seen.has(e.to as StepId)) queue.push(e.to as StepId);
    }
  }
  return seen;
}

/** Every simple forward path from step 1 to a step with no way on (completion), for tests and docs. */
export function enumeratePaths(flow: FlowDefinition): StepId[][] {
  const graph = stepGraph(flow);
  const paths: StepId[][] = [];
  const walk = (id: StepId, path: StepId[]): void => {
    const next = graph.edges.filter((e) => e.type === 'next' && e.from === id && e.to !== id && flow.steps[e.to as StepId]);
    if (next.length === 0) {
      paths.push(path);
      return;
    }
    for (const e of next) if (!path.includes(e.to as StepId)) walk(e.to as StepId, [...path, e.to as StepId]);
  };
  if (flow.steps[graph.initial]) walk(graph.initial, [graph.initial]);
  return paths;
}

const KIND_LABEL: Record<StepKind, string> = {
  prebooking: 'Pre-booking info',
  timeSelect: 'Time select',
  preOrder: 'Pre-order',
  personalDetails: 'Personal details',
  enquiry: 'Enquiry',
  completion: 'Completion',
};

function nodeLabel(node: GraphNode): string {
  return `${node.id}: ${KIND_LABEL[node.kind]}`;
}

function mermaidText(text: string): string {
  return text.replace(/"/g, "'").replace(/[|<>{}]/g, ' ');
}

/** Mermaid flowchart source: forward transitions as solid arrows numbered by priority, back links dotted. */
export function toMermaid(flow: FlowDefinition, options: { back?: boolean } = {}): string {
  const graph = stepGraph(flow);
  const lines = [`%% ${flow.id} (schema version ${flow.schemaVersion})`, 'flowchart LR'];
  for (const n of graph.nodes) {
    const label = mermaidText(nodeLabel(n));
    lines.push(n.kind === 'completion' ? `  s${n.id}(["${label}"])` : `  s${n.id}["${label}"]`);
  }
  for (const e of graph.edges) {
    if (e.type === 'back' && !options.back) continue;
    const label = mermaidText(`${e.order + 1}. ${e.label}`);
    lines.push(e.type === 'next' ? `  s${e.from} -->|"${label}"| s${e.to}` : `  s${e.from} -.->|"back: ${label}"| s${e.to}`);
  }
  return `${lines.join('\n')}\n`;
}

function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * A self-contained SVG of the forward graph: steps in columns by distance from step 1, each edge
 * labelled with its priority and guard. No scripts, no external resources.
 */
export function toSvg(flow: FlowDefinition): string {
  const graph = stepGraph(flow);
  const depth = new Map<StepId, number>();
  const queue: StepId[] = [];
  if (flow.steps[graph.initial]) {
    depth.set(graph.initial, 0);
    queue.push(graph.initial);
  }
  while (queue.length > 0) {
    const id = queue.shift()!;
    for (const e of graph.edges) {
      if (e.type !== 'next' || e.from !== id || !flow.steps[e.to as StepId] || depth.has(e.to as StepId)) continue;
      depth.set(e.to as StepId, depth.get(id)! + 1);
      queue.push(e.to as StepId);
    }
  }
  const maxDepth = Math.max(0, ...depth.values());
  for (const n of graph.nodes) if (!depth.has(n.id)) depth.set(n.id, maxDepth + 1); // unreachable: last column
  const W = 170;
  const H = 48;
  const colGap = 120;
  const rowGap = 150;
  const pos = new Map<StepId, { x: number; y: number }>();
  const rows = new Map<number, number>();
  for (const n of graph.nodes) {
    const col = depth.get(n.id)!;
    const row = rows.get(col) ?? 0;
    rows.set(col, row + 1);
    pos.set(n.id, { x: 40 + col * (W + colGap), y: 60 + row * rowGap });
  }
  const width = 80 + (Math.max(...[...depth.values()], 0) + 1) * (W + colGap);
  const height = 120 + Math.max(1, ...rows.values()) * rowGap;
  const parts: string[] = [];
  parts.push(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="system-ui, sans-serif" font-size="12">`);
  parts.push(`<title>${esc(flow.id)}</title>`);
  parts.push('<defs><marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#444"/></marker></defs>');
  parts.push(`<text x="20" y="28" font-size="16" font-weight="600">${esc(flow.id)} — schema version ${flow.schemaVersion}</text>`);
  let labelIndex = 0;
  for (const e of graph.edges) {
    if (e.type !== 'next') continue;
    const a = pos.get(e.from);
    const b = pos.get(e.to as StepId);
    if (!a || !b) continue;
    const label = `${e.order + 1}. ${e.label}`;
    labelIndex += 1;
    if (e.from === e.to) {
      const x = a.x + W / 2;
      const y = a.y + H;
      parts.push(`<path d="M${x - 20},${y} C${x - 40},${y + 50} ${x + 40},${y + 50} ${x + 20},${y}" fill="none" stroke="#999" stroke-dasharray="4 3" marker-end="url(#arrow)"/>`);
      parts.push(`<text x="${x}" y="${y + 52}" text-anchor="middle" fill="#666">${esc(label)}</text>`);
      continue;
    }
    const forward = b.x > a.x;
    const x1 = forward ? a.x + W : a.x + W / 2;
    const y1 = forward ? a.y + H / 2 : a.y + H;
    const x2 = forward ? b.x : b.x + W / 2;
    const y2 = forward ? b.y + H / 2 : b.y + H;
    const bend = forward ? 0 : 60;
    const cx = (x1 + x2) / 2;
    const cy = Math.max(y1, y2) + bend;
    const path = forward ? `M${x1},${y1} C${cx},${y1} ${cx},${y2} ${x2},${y2}` : `M${x1},${y1} Q${cx},${cy + 40} ${x2},${y2}`;
    parts.push(`<path d="${path}" fill="none" stroke="#444" marker-end="url(#arrow)"/>`);
    const ly = forward ? (y1 + y2) / 2 - 6 - (labelIndex % 2) * 12 : cy + 30;
    parts.push(`<text x="${cx}" y="${ly}" text-anchor="middle" fill="#222">${esc(label)}</text>`);
  }
  for (const n of graph.nodes) {
    const p = pos.get(n.id)!;
    const fill = n.kind === 'completion' ? '#e6f4ea' : n.kind === 'enquiry' ? '#fff4e5' : '#eef2fb';
    const rx = n.kind === 'completion' ? 24 : 6;
    parts.push(`<rect x="${p.x}" y="${p.y}" width="${W}" height="${H}" rx="${rx}" fill="${fill}" stroke="#333"/>`);
    parts.push(`<text x="${p.x + W / 2}" y="${p.y + H / 2 + 4}" text-anchor="middle" font-weight="600">${esc(nodeLabel(n))}</text>`);
  }
  parts.push('</svg>');
  return `${parts.join('\n')}\n`;
}

/** A self-contained HTML page: the SVG, the guard table, and the Mermaid source to paste elsewhere. */
export function toHtml(flow: FlowDefinition): string {
  const graph = stepGraph(flow);
  const rows = graph.edges
    .map((e) => `<tr><td>${e.type}</td><td>${e.from}</td><td>${e.order + 1}</td><td>${esc(e.to)}</td><td><code>${esc(e.label)}</code></td></tr>`)
    .join('\n');
  return `<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><title>${esc(flow.id)} — flow graph</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;color:#222}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:4px 8px;text-align:left}pre{background:#f6f6f6;padding:1rem;overflow:auto}</style>
</head>
<body>
<h1>${esc(flow.id)}</h1>
${toSvg(flow)}
<h2>Transitions (first true guard wins)</h2>
<table><thead><tr><th>type</th><th>from</th><th>priority</th><th>to</th><th>guard</th></tr></thead>
<tbody>
${rows}
</tbody></table>
<h2>Mermaid source</h2>
<pre>${esc(toMermaid(flow, { back: true }))}</pre>
</body>
</html>
`;
}

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

/** Wraps a label into lines of about 26 characters (tspans), growing upwards from y unless `below`. */
function svgLabel(x: number, y: number, text: string, fill: string, above = true): string {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines[lines.length - 1];
    if (last !== undefined && last.length + word.length + 1 <= 26) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  const first = above ? y - (lines.length - 1) * 14 : y;
  const spans = lines.map((line, i) => `<tspan x="${x.toFixed(1)}" y="${(first + i * 14).toFixed(1)}">${esc(line)}</tspan>`).join('');
  return `<text text-anchor="middle" fill="${fill}" paint-order="stroke" stroke="#fff" stroke-width="4">${spans}</text>`;
}

/**
 * A self-contained SVG of the forward graph: steps in columns by distance from step 1, each edge
 * labelled with its priority and guard. No scripts, no external resources.
 */
export function toSvg(flow: FlowDefinition): string {
  const graph = stepGraph(flow);
  const forward = graph.edges.filter((e) => e.type === 'next' && e.from !== e.to && flow.steps[e.to as StepId]);
  // Columns by longest path from step 1 (capped, so a cycle cannot loop forever).
  const depth = new Map<StepId, number>(graph.nodes.map((n) => [n.id, 0]));
  const reachable = reachableSteps(flow);
  for (let round = 0; round < graph.nodes.length; round += 1) {
    for (const e of forward) {
      if (!reachable.has(e.from)) continue;
      const d = Math.min(depth.get(e.from)! + 1, graph.nodes.length);
      if (d > depth.get(e.to as StepId)!) depth.set(e.to as StepId, d);
    }
  }
  const maxDepth = Math.max(0, ...[...reachable].map((id) => depth.get(id)!));
  for (const n of graph.nodes) if (!reachable.has(n.id)) depth.set(n.id, maxDepth + 1); // unreachable: a last column
  const W = 170;
  const H = 48;
  const colGap = 170;
  const rowGap = 170;
  const top = 110;
  const pos = new Map<StepId, { x: number; y: number }>();
  const rows = new Map<number, number>();
  for (const n of graph.nodes) {
    const col = depth.get(n.id)!;
    const row = rows.get(col) ?? 0;
    rows.set(col, row + 1);
    pos.set(n.id, { x: 40 + col * (W + colGap), y: top + row * rowGap });
  }
  const columns = Math.max(0, ...depth.values()) + 1;
  const width = 80 + columns * (W + colGap);
  const height = top + 40 + Math.max(1, ...rows.values()) * rowGap;
  const parts: string[] = [];
  parts.push(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="system-ui, sans-serif" font-size="12">`);
  parts.push(`<title>${esc(flow.id)}</title>`);
  parts.push('<defs><marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#444"/></marker></defs>');
  parts.push(`<text x="20" y="28" font-size="16" font-weight="600">${esc(flow.id)} — schema version ${flow.schemaVersion}</text>`);
  parts.push('<text x="20" y="48" fill="#555">Numbers give the order guards are tried in: the first true guard wins; dashed loops mean stay.</text>');
  type P = [number, number];
  const edgeParts: string[] = [];
  for (const e of graph.edges) {
    if (e.type !== 'next') continue;
    const a = pos.get(e.from);
    const b = pos.get(e.to as StepId);
    if (!a || !b) continue;
    const label = `${e.order + 1}. ${e.label}`;
    if (e.from === e.to) {
      const x = a.x + W / 2;
      const y = a.y + H;
      edgeParts.push(`<path d="M${x - 20},${y} C${x - 45},${y + 55} ${x + 45},${y + 55} ${x + 20},${y}" fill="none" stroke="#999" stroke-dasharray="4 3" marker-end="url(#arrow)"/>`);
      edgeParts.push(svgLabel(x, y + 58, label, '#666', false));
      continue;
    }
    let p0: P;
    let p1: P;
    let p2: P;
    let p3: P;
    const span = Math.round((b.x - a.x) / (W + colGap));
    if (span === 1 && a.y === b.y) {
      p0 = [a.x + W, a.y + H / 2];
      p3 = [b.x, b.y + H / 2];
      p1 = [p0[0] + 40, p0[1]];
      p2 = [p3[0] - 40, p3[1]];
    } else if (span >= 1) {
      // Skips columns or changes row: leave from the right, arrive from the left, arching above (same row) or bending (other rows).
      p0 = [a.x + W, a.y + H / 2];
      p3 = [b.x, b.y + H / 2];
      const lift = a.y === b.y ? 70 + 20 * span : 0;
      p1 = [p0[0] + 60, p0[1] - lift];
      p2 = [p3[0] - 60, p3[1] - lift];
    } else if (span === 0) {
      const down = b.y > a.y;
      p0 = [a.x + W / 2 + 20, down ? a.y + H : a.y];
      p3 = [b.x + W / 2 + 20, down ? b.y : b.y + H];
      p1 = [p0[0] + 30, (p0[1] + p3[1]) / 2];
      p2 = [p3[0] + 30, (p0[1] + p3[1]) / 2];
    } else {
      // Backwards: below the boxes.
      p0 = [a.x + W / 2 - 20, a.y + H];
      p3 = [b.x + W / 2 + 20, b.y + H];
      const low = Math.max(a.y, b.y) + H + 70;
      p1 = [p0[0], low];
      p2 = [p3[0], low];
    }
    // Label on the curve: the middle of a straight edge, nearer the source on a bend (less crowding at busy targets).
    const t = span === 1 && a.y === b.y ? 0.5 : 0.3;
    const at = (i: 0 | 1): number => (1 - t) ** 3 * p0[i] + 3 * (1 - t) ** 2 * t * p1[i] + 3 * (1 - t) * t ** 2 * p2[i] + t ** 3 * p3[i];
    edgeParts.push(`<path d="M${p0[0]},${p0[1]} C${p1[0]},${p1[1]} ${p2[0]},${p2[1]} ${p3[0]},${p3[1]}" fill="none" stroke="#444" marker-end="url(#arrow)"/>`);
    edgeParts.push(svgLabel(at(0), at(1) - 6, label, '#222'));
  }
  for (const n of graph.nodes) {
    const p = pos.get(n.id)!;
    const fill = n.kind === 'completion' ? '#e6f4ea' : n.kind === 'enquiry' ? '#fff4e5' : '#eef2fb';
    const rx = n.kind === 'completion' ? 24 : 6;
    const stroke = reachable.has(n.id) ? '#333' : '#c62828';
    parts.push(`<rect x="${p.x}" y="${p.y}" width="${W}" height="${H}" rx="${rx}" fill="${fill}" stroke="${stroke}"/>`);
    parts.push(`<text x="${p.x + W / 2}" y="${p.y + H / 2 + 4}" text-anchor="middle" font-weight="600">${esc(nodeLabel(n))}</text>`);
  }
  parts.push(...edgeParts, '</svg>');
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

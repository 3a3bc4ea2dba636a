/**
 * The flow preview page (development, /demo/preview/{Flow}): the flow's graph beside a widget running it
 * at a bar that offers a booking type on it, both following edits (live reload). The script
 * (/demo/preview.js) redraws the graph and lists a refused edit's problems.
 */
import { escapeHtml } from './html.ts';
import { sha256Source } from './csp.ts';

export interface PreviewTarget {
  brandCode: string;
  barId: number;
  barName: string;
  typeId: number;
  typeName: string;
}

const STYLE =
  'body{font-family:system-ui,sans-serif;margin:1.5rem;color:#222}main{display:flex;gap:1.5rem;align-items:flex-start;flex-wrap:wrap}' +
  'figure{flex:1 1 420px;margin:0;overflow:auto}figure img{max-width:100%}iframe{flex:0 0 420px;height:760px;border:1px solid #ccc}' +
  '#preview-problems{border:2px solid #b00020;padding:.5rem 1.5rem}code{white-space:pre-wrap}';

export const PREVIEW_STYLE_HASH = sha256Source(STYLE);

export function flowPreviewPage(flowId: string, target: PreviewTarget | undefined): string {
  const id = escapeHtml(flowId);
  const widget = target
    ? `<iframe title="The widget running ${id}" src="/widget?brand=${escapeHtml(target.brandCode)}&amp;bar=${target.barId}&amp;type=${target.typeId}"></iframe>`
    : `<p>No booking type uses ${id} yet: point one at it (<code>npx covers db set-flow &lt;type id&gt; ${id}</code>) and this page shows it in the widget.</p>`;
  return `<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><title>Preview: ${id}</title><style>${STYLE}</style><script type="module" src="/demo/preview.js"></script></head>
<body>
<h1>Preview: ${id}</h1>
<p>${target ? `${escapeHtml(target.typeName)} at ${escapeHtml(target.barName)}, on the server's clock. ` : ''}Edits to the flow's file show here as you save them.</p>
<ul id="preview-problems" role="alert" hidden></ul>
<main>
<figure><img id="flow-graph" data-src="/demo/preview/${id}/graph.svg" src="/demo/preview/${id}/graph.svg" alt="The steps of ${id} and the ways between them"><figcaption>The steps and the ways between them (first true guard wins).</figcaption></figure>
${widget}
</main>
</body>
</html>
`;
}

/** The page's script: the graph redrawn and a refused edit listed, at every update from /dev/live. */
export const PREVIEW_SCRIPT = `const graph = document.getElementById('flow-graph');
const problems = document.getElementById('preview-problems');
new EventSource('/dev/live').onmessage = (event) => {
  const update = JSON.parse(event.data);
  graph.src = graph.dataset.src + '?v=' + update.version;
  problems.replaceChildren(...update.problems.map((problem) => {
    const item = document.createElement('li');
    item.append(Object.assign(document.createElement('code'), { textContent: problem }));
    return item;
  }));
  problems.hidden = update.problems.length === 0;
};
`;

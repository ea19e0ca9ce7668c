/**
 * The API reference as one static HTML page, rendered from the OpenAPI document at start.
 * No script: it reads on any device and under the strictest CSP.
 */

export const API_REFERENCE_CSS = `
body{font:16px/1.5 system-ui,-apple-system,'Segoe UI',Arial,sans-serif;color:#1b2430;margin:0;background:#f4f6f8}
main{max-width:960px;margin:0 auto;padding:24px 16px}
h1{font-size:28px;margin:0 0 8px}h2{font-size:22px;margin:32px 0 8px;border-bottom:1px solid #dde3e8}
h3{font-size:16px;margin:0;font-family:ui-monospace,Menlo,Consolas,monospace;word-break:break-all}
section.op{background:#fff;border:1px solid #dde3e8;border-radius:8px;padding:16px;margin:12px 0}
.method{display:inline-block;min-width:64px;font-weight:700;color:#0b5c66}
p{margin:8px 0}pre{background:#f4f6f8;padding:8px;overflow:auto;font-size:13px;border-radius:4px}
table{border-collapse:collapse;width:100%;font-size:14px}td,th{border-top:1px solid #dde3e8;padding:4px 8px;text-align:left;vertical-align:top}
details summary{cursor:pointer;color:#0b5c66}nav a{color:#0b5c66;margin-right:12px}
`;

type Json = Record<string, unknown>;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const schemaBlock = (schema: unknown) =>
  `<details><summary>Schema</summary><pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre></details>`;

function parametersTable(parameters: Json[]): string {
  if (!parameters.length) return '';
  const rows = parameters
    .map(
      (p) =>
        `<tr><td><code>${escapeHtml(String(p.name))}</code></td><td>${escapeHtml(String(p.in))}</td><td>${p.required ? 'ja' : 'nee'}</td><td><code>${escapeHtml(JSON.stringify(p.schema))}</code></td></tr>`,
    )
    .join('');
  return `<table><thead><tr><th>Parameter</th><th>In</th><th>Verplicht</th><th>Schema</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function operationHtml(method: string, path: string, op: Json): string {
  const body = op.requestBody as { content: Record<string, { schema: unknown }> } | undefined;
  const responses = Object.entries(op.responses as Record<string, Json>)
    .map(([status, response]) => {
      const content = response.content as Record<string, { schema?: unknown }> | undefined;
      const json = content?.['application/json']?.schema;
      const types = content ? Object.keys(content).join(', ') : '';
      return `<p><strong>${escapeHtml(status)}</strong> ${escapeHtml(String(response.description ?? ''))} <small>${escapeHtml(types)}</small></p>${json ? schemaBlock(json) : ''}`;
    })
    .join('');
  const bodyHtml = body
    ? Object.entries(body.content)
        .map(([type, { schema }]) => `<p>Body (${escapeHtml(type)})</p>${schemaBlock(schema)}`)
        .join('')
    : '';
  const description = String(op.description ?? '')
    .split('\n\n')
    .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
    .join('');
  return `<section class="op" id="${escapeHtml(String(op.operationId))}"><h3><span class="method">${method.toUpperCase()}</span> ${escapeHtml(path)}</h3><p>${escapeHtml(String(op.summary ?? ''))}</p>${description}${parametersTable((op.parameters as Json[] | undefined) ?? [])}${bodyHtml}${responses}</section>`;
}

export function renderApiReference(document: {
  info: { title: string; version: string };
  paths: Record<string, Record<string, unknown>>;
}): string {
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(methods as Record<string, Json>)) {
      const tag = String((op.tags as string[] | undefined)?.[0] ?? 'Overig');
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(method, path, op)]);
    }
  }
  const tags = [...byTag.keys()].sort((a, b) => a.localeCompare(b, 'nl'));
  const anchor = (tag: string) => `tag-${tag.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  const nav = tags.map((tag) => `<a href="#${anchor(tag)}">${escapeHtml(tag)}</a>`).join(' ');
  const sections = tags
    .map(
      (tag) => `<h2 id="${anchor(tag)}">${escapeHtml(tag)}</h2>${(byTag.get(tag) ?? []).join('')}`,
    )
    .join('');
  return `<!doctype html><html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(document.info.title)}</title><style>${API_REFERENCE_CSS}</style></head><body><main><h1>${escapeHtml(document.info.title)}</h1><p>Versie ${escapeHtml(document.info.version)}. Het machineleesbare document staat op <a href="/wp-json/openapi.json">/wp-json/openapi.json</a>. Fouten hebben de vorm <code>{code, message, data: {status}}</code>.</p><nav>${nav}</nav>${sections}</main></body></html>`;
}

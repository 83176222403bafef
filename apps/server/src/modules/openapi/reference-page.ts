/**
 * A plain HTML reference of the OpenAPI document: every operation with its parameters, body and
 * answers. Rendered on the server, no script, no files from elsewhere (a Swagger UI bundle would
 * be megabytes of script for a page a handful of developers read).
 */
import type { OpenAPIV3 } from 'openapi-types';

type Schema = OpenAPIV3.SchemaObject & { const?: unknown };
type MaybeRef<T> = T | OpenAPIV3.ReferenceObject;

export const REFERENCE_STYLE = `
:root{color-scheme:light dark;--line:#8884;--soft:#8881;font:15px/1.5 system-ui,sans-serif}
body{max-width:60rem;margin:0 auto;padding:1rem 1.25rem 4rem}
h1{margin:.5rem 0 0}h2{margin:2.5rem 0 .5rem;border-bottom:1px solid var(--line);text-transform:capitalize}
h3{font-size:1rem;margin:0;display:flex;gap:.6rem;align-items:baseline;flex-wrap:wrap}
section.op{border:1px solid var(--line);border-radius:.5rem;padding:.75rem 1rem;margin:.75rem 0}
.m{font:700 .75rem/1 ui-monospace,monospace;padding:.3rem .45rem;border-radius:.3rem;background:#1f6feb;color:#fff}
.m.post{background:#1a7f37}.m.put,.m.patch{background:#9a6700}.m.delete{background:#cf222e}
code{font:.9em ui-monospace,monospace}h3 code{font-size:1rem;word-break:break-all}
h4{font-size:.8rem;text-transform:uppercase;letter-spacing:.05em;margin:.9rem 0 .3rem;opacity:.8}
ul.s{list-style:none;margin:0;padding-left:1.1rem;border-left:2px solid var(--soft)}ul.s.top{padding-left:0;border:0}
li{margin:.15rem 0}.t{opacity:.75}.req{color:#cf222e;font-size:.8em}.d{display:block;opacity:.8}
nav{columns:18rem;margin:1rem 0}nav div{break-inside:avoid;margin-bottom:.5rem}nav a{display:block;overflow-wrap:anywhere}a{color:#0969da}@media(prefers-color-scheme:dark){a{color:#58a6ff}}
`;

const escape = (text: unknown) =>
  String(text).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function resolve<T>(document: OpenAPIV3.Document, value: MaybeRef<T> | undefined): T | undefined {
  if (value && typeof value === 'object' && '$ref' in value) {
    const name = value.$ref.replace('#/components/schemas/', '');
    return document.components?.schemas?.[name] as T | undefined;
  }
  return value;
}

/** "string, 1–100 characters, e-mail" and the like. */
function describeType(schema: Schema): string {
  if (schema.const !== undefined) return `exactly ${JSON.stringify(schema.const)}`;
  if (schema.enum) return `one of ${schema.enum.map((v) => JSON.stringify(v)).join(', ')}`;
  const parts: string[] = [String(schema.type ?? 'any')];
  if (schema.format) parts.push(schema.format);
  if (schema.minLength !== undefined || schema.maxLength !== undefined)
    parts.push(`${schema.minLength ?? 0}–${schema.maxLength ?? '…'} characters`);
  if (schema.minimum !== undefined || schema.maximum !== undefined)
    parts.push(`${schema.minimum ?? '…'} to ${schema.maximum ?? '…'}`);
  if (schema.minItems !== undefined || schema.maxItems !== undefined)
    parts.push(`${schema.minItems ?? 0}–${schema.maxItems ?? '…'} items`);
  if (schema.pattern) parts.push(`pattern ${schema.pattern}`);
  return parts.join(', ');
}

function renderSchema(document: OpenAPIV3.Document, value: MaybeRef<Schema> | undefined, depth = 0): string {
  const schema = resolve(document, value);
  if (!schema) return '<span class="t">any</span>';
  if (depth > 8) return '<span class="t">…</span>';
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) {
    const shown = alternatives.map((a) => resolve(document, a) as Schema);
    const nonNull = shown.filter((s) => s.type !== ('null' as never));
    const suffix = nonNull.length < shown.length ? ' <span class="t">or null</span>' : '';
    if (nonNull.length === 1) return renderSchema(document, nonNull[0], depth) + suffix;
    return `<span class="t">one of:</span><ul class="s">${nonNull.map((s) => `<li>${renderSchema(document, s, depth + 1)}</li>`).join('')}</ul>${suffix}`;
  }
  if (schema.allOf) return schema.allOf.map((s) => renderSchema(document, s as Schema, depth)).join('');
  const description =
    (schema.nullable ? ' <span class="t">or null</span>' : '') +
    (schema.description ? `<span class="d">${escape(schema.description)}</span>` : '');
  if (schema.type === 'object' || schema.properties) {
    const required = new Set(schema.required ?? []);
    const fields = Object.entries(schema.properties ?? {}).map(([name, property]) => {
      const mark = required.has(name) ? ' <span class="req">required</span>' : '';
      return `<li><code>${escape(name)}</code>${mark} ${renderSchema(document, property as Schema, depth + 1)}</li>`;
    });
    const extra =
      schema.additionalProperties && typeof schema.additionalProperties === 'object'
        ? `<li><code>*</code> ${renderSchema(document, schema.additionalProperties as Schema, depth + 1)}</li>`
        : '';
    if (fields.length === 0 && !extra) return `<span class="t">object</span>${description}`;
    return `<span class="t">object</span>${description}<ul class="s">${fields.join('')}${extra}</ul>`;
  }
  if (schema.type === 'array') {
    const items = (schema as OpenAPIV3.ArraySchemaObject).items;
    return `<span class="t">${escape(describeType(schema))} of</span> ${renderSchema(document, items as Schema, depth + 1)}${description}`;
  }
  return `<span class="t">${escape(describeType(schema))}</span>${description}`;
}

function renderOperation(
  document: OpenAPIV3.Document,
  url: string,
  method: string,
  operation: OpenAPIV3.OperationObject,
): string {
  const id = `${method}-${url}`.replace(/[^\w-]+/g, '-');
  const parts = [
    `<section class="op" id="${escape(id)}"><h3><span class="m ${method}">${method.toUpperCase()}</span><code>${escape(url)}</code></h3>`,
  ];
  if (operation.summary) parts.push(`<p>${escape(operation.summary)}</p>`);
  const parameters = (operation.parameters ?? []).map((p) =>
    resolve(document, p)!,
  ) as OpenAPIV3.ParameterObject[];
  if (parameters.length > 0) {
    parts.push('<h4>Parameters</h4><ul class="s top">');
    for (const p of parameters) {
      parts.push(
        `<li><code>${escape(p.name)}</code> <span class="t">(${escape(p.in)})</span>${p.required ? ' <span class="req">required</span>' : ''} ${renderSchema(document, p.schema as Schema)}</li>`,
      );
    }
    parts.push('</ul>');
  }
  const body = resolve(document, operation.requestBody);
  if (body) {
    for (const [type, media] of Object.entries(body.content)) {
      parts.push(
        `<h4>Body <code>${escape(type)}</code></h4>${renderSchema(document, media.schema as Schema)}`,
      );
    }
  }
  const responses = Object.entries(operation.responses ?? {});
  if (responses.length > 0) {
    parts.push('<h4>Answers</h4><ul class="s top">');
    for (const [status, value] of responses) {
      const response = resolve(document, value)!;
      const media = Object.values(response.content ?? {})[0];
      parts.push(
        `<li><strong>${escape(status)}</strong> ${media?.schema ? renderSchema(document, media.schema as Schema) : `<span class="t">${escape(response.description ?? '')}</span>`}</li>`,
      );
    }
    parts.push('</ul>');
  }
  parts.push('</section>');
  return parts.join('');
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export function renderReference(document: OpenAPIV3.Document, documentUrl: string): string {
  const groups = new Map<string, string[]>();
  const contents = new Map<string, string[]>();
  for (const [url, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item?.[method];
      if (!operation) continue;
      const tag = operation.tags?.[0] ?? 'other';
      const id = `${method}-${url}`.replace(/[^\w-]+/g, '-');
      groups.set(tag, [...(groups.get(tag) ?? []), renderOperation(document, url, method, operation)]);
      contents.set(tag, [
        ...(contents.get(tag) ?? []),
        `<a href="#${escape(id)}">${method.toUpperCase()} ${escape(url)}</a>`,
      ]);
    }
  }
  const tags = [...groups.keys()].sort(
    (a, b) => Number(a === 'site') - Number(b === 'site') || a.localeCompare(b),
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(document.info.title)}: reference</title><meta name="robots" content="noindex"><style>${REFERENCE_STYLE}</style></head><body>
<h1>${escape(document.info.title)}</h1><p>${escape(document.info.description ?? '').replace(/`([^`]+)`/g, '<code>$1</code>')}</p>
<p>Machine-readable: <a href="${escape(documentUrl)}"><code>${escape(documentUrl)}</code></a> (OpenAPI ${escape(document.openapi)}).</p>
<nav aria-label="Operations">${tags.map((t) => `<div><strong>${escape(t)}</strong>${contents.get(t)!.join('')}</div>`).join('')}</nav>
<main>${tags.map((t) => `<h2 id="${escape(t.replace(/\W+/g, '-'))}">${escape(t)}</h2>${groups.get(t)!.join('')}`).join('')}</main>
</body></html>`;
}

/**
 * Issue 9, item 13: malformed input on every route of a real server on loopback. Every registered
 * API route, with every method it has, gets invalid JSON, 2 MB bodies, deep nesting, `__proto__` and
 * `constructor.prototype`, wrong content types, odd path parameters and query strings, and input
 * that fast-check generates; a few page paths get odd values too. Three callers: no cookies at all, a
 * shopper with a cart, and a signed-in admin (so the admin routes' own validation is reached too).
 *
 * What counts as a clear answer:
 * - a 4xx whose body is JSON with a `message` string (page paths may answer with a page instead);
 *   where the cause is certain the status must be the right one too: 400 for invalid JSON and
 *   prototype keys, 413 for a 2 MB body, 415 for a type the route does not parse;
 * - a 2xx or 3xx only where the route takes the input legitimately: a GET (the server never reads a
 *   GET body), a route that answers the same caller 2xx without any body at all (it needs no input:
 *   logout, clearing an empty cart with a `null` body), or one of ACCEPTS_ANY_BODY;
 * - never a 5xx, and never no answer within REQUEST_TIMEOUT_MS.
 * Every answer that is none of these is printed with its route, input and answer.
 */
import { Agent, request as httpRequest } from 'node:http';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../../src/types';
import {
  addPayload,
  createDatabase,
  menuProducts,
  plainProduct,
  recordFigure,
  scale,
  startServer,
  storeCookies,
  type RunningServer,
  type TestDatabase,
} from './harness';
import { registeredRoutes } from './routes';

const REQUEST_TIMEOUT_MS = 10_000;
const ADMIN = { email: 'eigenaar@goudenhaan.test', password: 'kip-van-het-spit-42' };
/** Generated inputs per route and caller. */
const FUZZ_RUNS = scale(200, 6);
const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

/** Open without a session by design: the admin caller leaves them alone (logout would end its session). */
const ADMIN_PUBLIC = [
  'POST /api/admin/login',
  'POST /api/admin/logout',
  'POST /api/admin/reset-password',
  'POST /api/admin/new-password',
];
/**
 * Routes that legitimately answer 2xx to input they need not understand. The provider's webhook
 * takes any payment id: an unknown one is answered 200 and changes nothing, so a provider never
 * retries it (payments.routes.ts).
 */
const ACCEPTS_ANY_BODY = ['POST /api/payments/webhook'];
/**
 * Routes for which any body with a `name` is whole (the schema refuses one without): a category needs
 * nothing else (decision 047), and the schemas fold control characters to spaces (decision 039), so
 * `"a\u0000b"` is the name "a b".
 */
const A_NAME_IS_ENOUGH = ['POST /api/admin/categories'];
/** Routes that parse another type than JSON, and what they answer to a broken body of that type. */
const OWN_PARSERS: Record<string, { type: RegExp; answers: number[] }> = {
  'POST /api/applications': { type: /^multipart\//, answers: [400] },
  'POST /api/admin/uploads/products': { type: /^multipart\//, answers: [400, 401] },
  'POST /api/payments/webhook': { type: /^application\/x-www-form-urlencoded/, answers: [400] },
};
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type Caller = 'anonymous' | 'shopper' | 'admin';

interface Target {
  caller: Caller;
  method: string;
  /** The route as registered, e.g. `PUT /api/admin/products/:id`. */
  route: string;
  /** The route with plausible parameter values, so that what the body gets is what is tested. */
  path: string;
}

interface Input {
  label: string;
  body?: string | Buffer;
  /** Sent as Content-Type; none when undefined. */
  contentType?: string;
  /** Sent chunked, without a Content-Length. */
  chunked?: boolean;
}

interface Answer {
  status: number;
  contentType: string;
  text: string;
  ms: number;
  /** Why there is no answer (status 0), or how the connection broke after the answer began. */
  error?: string;
}

type Verdict = { kind: 'ok' } | { kind: '5xx' | 'no answer' | 'unclear'; reason: string };

interface Finding {
  family: string;
  kind: '5xx' | 'no answer' | 'unclear';
  what: string;
}

let database: TestDatabase;
let server: RunningServer;
let routes: RegisteredRoute[];
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
const cookies: Record<Caller, Map<string, string>> = {
  anonymous: new Map(),
  shopper: new Map(),
  admin: new Map(),
};
const findings: Finding[] = [];
const sent = {
  requests: 0,
  families: new Map<string, number>(),
  /** Answers per family and status, for the log. */
  statuses: new Map<string, Map<number, number>>(),
  slowest: { ms: 0, what: '' },
};
/** Counts one answer, and keeps the slowest. */
function note(family: string, target: Target, path: string, input: Input, answer: Answer): void {
  sent.requests++;
  sent.families.set(family, (sent.families.get(family) ?? 0) + 1);
  const statuses = sent.statuses.get(family) ?? new Map<number, number>();
  statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
  sent.statuses.set(family, statuses);
  if (answer.ms > sent.slowest.ms) {
    const what = `${target.caller} ${target.method} ${cut(path, 60)} <- ${input.label}: ${answer.status}`;
    sent.slowest = { ms: answer.ms, what };
  }
}

const CHUNK = 64 * 1024;
/** The server's body limit (bodyLimit in app.ts). */
const BODY_LIMIT = 1024 * 1024;
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * One request on loopback, answered or not within REQUEST_TIMEOUT_MS; never throws. A large body
 * goes out the way RFC 9112 (section 9.5) asks of a client: in pieces, watching for an early answer
 * and stopping once one comes. A server that refuses a body (413) closes the connection without
 * reading the rest, so a client that kept writing would meet a reset instead of that answer. With a
 * Content-Length above the limit the server answers from the headers alone: such a body waits up
 * to a second for that answer.
 */
function send(caller: Caller, method: string, path: string, input: Input, retried = false): Promise<Answer> {
  const started = performance.now();
  const jar = cookies[caller];
  const body = input.body === undefined ? undefined : Buffer.from(input.body);
  return new Promise<Answer>((resolve) => {
    let settled = false;
    let answered: Pick<Answer, 'status' | 'contentType'> | undefined;
    const chunks: Buffer[] = [];
    const finish = (answer: Omit<Answer, 'ms'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...answer, ms: performance.now() - started });
      // Stopped halfway through its body, the request cannot go on on this connection.
      if (!req.writableEnded) req.destroy();
    };
    const req = httpRequest({
      host: '127.0.0.1',
      port: server.port,
      method,
      path,
      agent,
      headers: {
        ...(jar.size ? { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        ...(method === 'GET' || method === 'HEAD' ? {} : { origin: server.url }),
        ...(input.contentType === undefined ? {} : { 'content-type': input.contentType }),
        ...(body === undefined
          ? {}
          : input.chunked
            ? { 'transfer-encoding': 'chunked' }
            : { 'content-length': String(body.length) }),
      },
    });
    const timer = setTimeout(() => {
      finish({ status: 0, contentType: '', text: '', error: `no answer within ${REQUEST_TIMEOUT_MS} ms` });
    }, REQUEST_TIMEOUT_MS);
    req.on('response', (res) => {
      answered = { status: res.statusCode ?? 0, contentType: String(res.headers['content-type'] ?? '') };
      // An event stream that opens never ends: its status is all this needs.
      if (answered.contentType.startsWith('text/event-stream')) {
        finish({ ...answered, text: '' });
        res.destroy();
        return;
      }
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => finish({ ...answered!, text: Buffer.concat(chunks).toString('utf8') }));
    });
    // A reset after the answer began keeps the answer (its text may be cut short).
    req.on('error', (err) => {
      const code = (err as NodeJS.ErrnoException).code ?? '';
      // A kept-alive connection the server closed (idle past its keep-alive time) just as this request
      // went out on it: no answer was possible, and a client sends again on a new connection, as
      // Node's documentation of request.reusedSocket advises and browsers do. Once.
      if (!answered && !retried && req.reusedSocket && code === 'ECONNRESET') {
        settled = true;
        clearTimeout(timer);
        resolve(send(caller, method, path, input, true));
        return;
      }
      finish(
        answered
          ? { ...answered, text: Buffer.concat(chunks).toString('utf8'), error: `then ${code}` }
          : { status: 0, contentType: '', text: '', error: `${code} ${err.message}` },
      );
    });
    if (body === undefined || body.length <= CHUNK) {
      req.end(body);
      return;
    }
    void (async () => {
      if (!input.chunked && body.length > BODY_LIMIT) {
        req.flushHeaders();
        for (let waited = 0; waited < 1000 && !answered && !settled; waited += 10) await pause(10);
      }
      for (let at = 0; at < body.length && !answered && !settled; at += CHUNK) {
        await new Promise<void>((written) => req.write(body.subarray(at, at + CHUNK), () => written()));
        // Lets an answer that arrived meanwhile be read before the next piece goes out.
        await new Promise<void>((next) => setImmediate(next));
      }
      if (!answered && !settled) req.end();
    })();
  });
}

function messageOf(answer: Answer): string | undefined {
  if (!answer.contentType.startsWith('application/json')) return undefined;
  try {
    const json = JSON.parse(answer.text) as unknown;
    const message = (json as { message?: unknown } | null)?.message;
    return typeof message === 'string' && message.trim() !== '' ? message : undefined;
  } catch {
    return undefined;
  }
}

/** Whether the caller gets a 2xx or 3xx on this path with no body at all (cached). */
const baselines = new Map<string, Promise<boolean>>();
function answersWithoutInput(caller: Caller, method: string, path: string): Promise<boolean> {
  const key = `${caller} ${method} ${path}`;
  let known = baselines.get(key);
  if (!known) {
    known = send(caller, method, path, { label: 'no body' }).then((a) => a.status >= 200 && a.status < 400);
    baselines.set(key, known);
  }
  return known;
}

async function judge(
  target: Target,
  path: string,
  answer: Answer,
  expected: number[] | undefined,
): Promise<Verdict> {
  const { status } = answer;
  const api = path.startsWith('/api/') || path === '/api';
  if (status === 0) return { kind: 'no answer', reason: answer.error ?? 'no answer' };
  if (status >= 500) return { kind: '5xx', reason: `${status}` };
  if (status >= 400 && status < 500) {
    const page = !api && answer.contentType.startsWith('text/html');
    if (!page && messageOf(answer) === undefined)
      return { kind: 'unclear', reason: `${status} without { message }` };
    // Else the admin routes' own checks would quietly go untested.
    if (target.caller === 'admin' && status === 401)
      return { kind: 'unclear', reason: "401: the admin's session is gone" };
    if (expected && !expected.includes(status))
      return { kind: 'unclear', reason: `${status} where ${expected.join(' or ')} is right` };
    return { kind: 'ok' };
  }
  if (status >= 200 && status < 400) {
    if (expected) return { kind: 'unclear', reason: `${status} where ${expected.join(' or ')} is right` };
    if (!api || target.method === 'GET' || target.method === 'HEAD') return { kind: 'ok' };
    if (ACCEPTS_ANY_BODY.includes(target.route)) return { kind: 'ok' };
    if (A_NAME_IS_ENOUGH.includes(target.route)) return { kind: 'ok' };
    if (await answersWithoutInput(target.caller, target.method, path)) return { kind: 'ok' };
    return { kind: 'unclear', reason: `${status}: accepted input it cannot use` };
  }
  return { kind: 'unclear', reason: `${status}` };
}

function show(input: Input): string {
  const body = Buffer.from(input.body ?? '');
  const text =
    body.length > 80 ? `${body.subarray(0, 60).toString('utf8')}… (${body.length} bytes)` : String(body);
  return `${input.label}${input.contentType === undefined ? ', no content-type' : `, ${input.contentType}`}${input.chunked ? ', chunked' : ''}: ${JSON.stringify(text)}`;
}

function cut(text: string, length = 120): string {
  return text.length > length ? `${text.slice(0, length)}… (${text.length} chars)` : text;
}

/** Sends one input to one target and keeps what is not a clear answer. Returns whether it was clear. */
async function probe(
  family: string,
  target: Target,
  input: Input,
  options: { path?: string; expected?: number[] } = {},
): Promise<boolean> {
  const path = options.path ?? target.path;
  const answer = await send(target.caller, target.method, path, input);
  note(family, target, path, input, answer);
  const verdict = await judge(target, path, answer, options.expected);
  if (verdict.kind !== 'ok') keep(family, { target, path, input, answer, verdict });
  return verdict.kind === 'ok';
}

interface Exchange {
  target: Target;
  path: string;
  input: Input;
  answer: Answer;
  verdict: Exclude<Verdict, { kind: 'ok' }>;
}

function keep(family: string, { target, path, input, answer, verdict }: Exchange): void {
  const what = `${target.caller} ${target.method} ${cut(path, 100)} (${target.route}) <- ${show(input)} -> ${verdict.reason}: ${cut(answer.text)}`;
  findings.push({ family, kind: verdict.kind, what });
}

function plausible(route: string, name: string): string {
  if (name === 'id' && route.includes('/payments/demo/')) return 'demo_onbekend';
  if (name === 'id' && route.includes('/cart/')) return 'onbekende-regel';
  if (name === 'id') return '00000000-0000-4000-8000-000000000000';
  if (name === 'publicId') return 'AAAAAAAAAAAAAAAAAAAAAA';
  if (name === 'slug' || name === 'location') return 'amsterdam';
  return 'x';
}

function fill(route: RegisteredRoute, value: (name: string) => string): string {
  return route.url.replace(/:(\w+)/g, (_, name: string) => value(name)).replace(/\*$/, () => value('*'));
}

let targets: Target[] = [];

beforeAll(async () => {
  database = await createDatabase();
  server = await startServer(database, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  routes = await registeredRoutes(database);

  // The shopper puts something in a cart, the admin signs in: their cookies go along from now on.
  const product = plainProduct(await menuProducts(server.url, 'amsterdam'));
  const added = await fetch(`${server.url}/api/cart/add`, {
    method: 'POST',
    headers: { origin: server.url, 'content-type': 'application/json' },
    body: JSON.stringify(addPayload(product)),
  });
  expect(added.status).toBe(200);
  storeCookies(cookies.shopper, added.headers.getSetCookie());
  expect(cookies.shopper.has('gh_session')).toBe(true);
  await signIn();

  const api = routes.filter((r) => r.url.startsWith('/api/'));
  targets = api.flatMap((r) => {
    const route = `${r.method} ${r.url}`;
    const path = fill(r, (name) => plausible(r.url, name));
    const callers: Caller[] = r.url.startsWith('/api/admin/')
      ? ADMIN_PUBLIC.includes(route)
        ? ['anonymous']
        : ['anonymous', 'admin']
      : ['anonymous', 'shopper'];
    return callers.map((caller) => ({ caller, method: r.method, route, path }));
  });
}, 180_000);

afterAll(async () => {
  agent.destroy();
  await server?.stop();
  await database?.drop();
});

/** Signs the admin in; the session cookie goes into the admin's jar. */
async function signIn(): Promise<void> {
  const res = await fetch(`${server.url}/api/admin/login`, {
    method: 'POST',
    headers: { origin: server.url, 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  expect(res.status).toBe(200);
  storeCookies(cookies.admin, res.headers.getSetCookie());
  expect(cookies.admin.has('token')).toBe(true);
}

function report(family: string): string[] {
  const mine = findings.filter((f) => f.family === family);
  for (const f of mine.slice(0, 30)) console.log(`[13] ${f.kind}: ${f.what}`);
  if (mine.length > 30) console.log(`[13] … and ${mine.length - 30} more in ${family}`);
  return mine.map((f) => `${f.kind}: ${f.what}`);
}

/** Sends every input to every target; `expected` names the right statuses where the cause is certain. */
async function sweep(
  family: string,
  inputs: Input[],
  expected?: (target: Target, input: Input) => number[] | undefined,
): Promise<void> {
  for (const target of targets) {
    for (const input of inputs) await probe(family, target, input, { expected: expected?.(target, input) });
  }
}

const reads = (t: Target) => BODY_METHODS.has(t.method);
const JSON_TYPE = 'application/json';
const json = (label: string, body: string | Buffer): Input => ({ label, body, contentType: JSON_TYPE });

describe('13. malformed input on every route', () => {
  it('answers invalid JSON with 400 and a message', async () => {
    const family = 'invalid JSON';
    await sweep(
      family,
      [
        json('cut off', '{'),
        json('cut off in a value', '{"a":'),
        json('half a literal', 'nul'),
        json('open array', '[1,2'),
        json('NUL byte', '\u0000'),
        json('trailing brace', '{"a":1}}'),
        json('single quotes', "{'a':1}"),
        json('bare key', '{a:1}'),
        json('trailing comma', '{"a":1,}'),
        json('NaN', 'NaN'),
        json('two values', '{} {}'),
        json('empty', ''),
        json('only spaces', '   '),
        json('UTF-16', Buffer.from('{"a":1}', 'utf16le')),
        json('control character in a string', '{"a":"x\ty\u0001"}'),
      ],
      (t) => (reads(t) ? [400] : undefined),
    );
    expect(report(family)).toEqual([]);
  });

  it('answers JSON with odd content clearly', async () => {
    const family = 'odd JSON';
    await sweep(family, [
      json('NUL in strings', '{"name":"a\\u0000b","email":"a\\u0000@b.nl","location":"amsterdam\\u0000"}'),
      json('lone surrogates', '{"name":"\\ud800","email":"\\udfff@b.nl","id":"\\ud83d"}'),
      json('huge numbers', '{"quantity":1e999,"price":-1e999,"id":123456789012345678901234567890}'),
      json('negative and fractional', '{"quantity":-1,"price":-0.001,"available":0.5}'),
      json('wrong types', '{"email":[],"password":{},"quantity":"1","available":"true","location":7}'),
      json(
        'broken UTF-8 in a string',
        Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
      ),
      json('null', 'null'),
      json('a string', '"amsterdam"'),
      json('a number', '42'),
      json('an empty array', '[]'),
      json('BOM', '\ufeff{}'),
      json(
        'long strings',
        JSON.stringify({ name: 'x'.repeat(100_000), email: `${'a'.repeat(100_000)}@b.nl` }),
      ),
    ]);
    expect(report(family)).toEqual([]);
  });

  it('answers a 2 MB body with 413', async () => {
    const family = '2 MB body';
    const big = JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) });
    await sweep(family, [json('2 MB', big), { ...json('2 MB', big), chunked: true }], (t) =>
      reads(t) ? [413] : undefined,
    );
    expect(report(family)).toEqual([]);
  });

  it('survives deep nesting and very wide bodies', async () => {
    const family = 'deep and wide';
    const depth = 10_000;
    // As deep as the body limit (1 MiB) allows.
    const deepest = Math.floor(BODY_LIMIT / 2) - 1;
    await sweep(family, [
      json(`${depth} nested arrays`, '['.repeat(depth) + ']'.repeat(depth)),
      json(`${depth} nested objects`, '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)),
      json(`${depth} mixed levels`, '{"a":['.repeat(depth / 2) + '1' + ']}'.repeat(depth / 2)),
      json(`${deepest} nested arrays`, '['.repeat(deepest) + ']'.repeat(deepest)),
      json('50,000 keys', `{${Array.from({ length: 50_000 }, (_, i) => `"k${i}":${i}`).join(',')}}`),
      json('200,000 array items', `[${Array(200_000).fill('0').join(',')}]`),
      // Valid JSON (the last one counts), but not a valid address.
      json('40,000 duplicate keys', `{${Array(40_000).fill('"email":"geen-adres"').join(',')}}`),
    ]);
    expect(report(family)).toEqual([]);
  });

  it('refuses __proto__ and constructor.prototype with 400, and stays unpolluted', async () => {
    const family = 'prototype keys';
    await sweep(
      family,
      [
        json('__proto__', '{"__proto__":{"admin":true}}'),
        json('constructor.prototype', '{"constructor":{"prototype":{"admin":true}}}'),
        json('both', '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}'),
        json('escaped __proto__', '{"\\u005f_proto__":{"admin":true}}'),
        json('nested __proto__', '{"a":{"b":[{"__proto__":{"role":"admin"}}]}}'),
        json(
          'among real fields',
          `{"email":"${ADMIN.email}","password":"x","quantity":1,"__proto__":{"role":"admin","available":true}}`,
        ),
        json('in an array', '[{"__proto__":{"admin":true}}]'),
      ],
      (t) => (reads(t) ? [400] : undefined),
    );
    // Had anything reached Object.prototype, an anonymous caller might now pass for an admin.
    const me = await send('anonymous', 'GET', '/api/admin/me', { label: 'who am I' });
    expect(me.status).toBe(401);
    expect(report(family)).toEqual([]);
  });

  it('refuses bodies that are not JSON with 415, unless the route parses that type', async () => {
    const family = 'content types';
    const inputs: Input[] = [
      { label: 'text', body: '{"a":1}', contentType: 'text/plain' },
      { label: 'form', body: 'a=b&__proto__[admin]=1', contentType: 'application/x-www-form-urlencoded' },
      { label: 'multipart without boundary', body: 'a=b', contentType: 'multipart/form-data' },
      {
        label: 'multipart, broken',
        body: '--xx\r\nContent-Disposition: form-data; name="a"\r\n\r\nb',
        contentType: 'multipart/form-data; boundary=xx',
      },
      { label: 'xml', body: '<?xml version="1.0"?><a>1</a>', contentType: 'application/xml' },
      { label: 'no type', body: '{"a":1}' },
      { label: 'octets', body: Buffer.from([0, 1, 2, 255]), contentType: 'application/octet-stream' },
    ];
    const oddJsonTypes: Input[] = [
      { label: 'JSON, UTF-16 charset', body: '{}', contentType: 'application/json; charset=utf-16' },
      { label: 'JSON, odd parameters', body: '{}', contentType: 'application/json;;; x=' },
      { label: 'JSON lookalike', body: '{}', contentType: 'application/jsonx' },
      { label: 'text/json', body: '{}', contentType: 'text/json' },
      { label: 'two types', body: '{}', contentType: 'application/json, text/plain' },
      { label: 'empty type', body: '{}', contentType: '' },
      { label: 'long type', body: '{}', contentType: `application/${'x'.repeat(8000)}` },
    ];
    await sweep(family, inputs, (t, input) => {
      if (!reads(t)) return undefined;
      // DELETE reads no body that comes without a type.
      if (input.contentType === undefined && t.method === 'DELETE') return undefined;
      const own = OWN_PARSERS[t.route];
      if (own && input.contentType !== undefined && own.type.test(input.contentType)) return own.answers;
      return [415];
    });
    await sweep(family, oddJsonTypes);
    expect(report(family)).toEqual([]);
  });

  it('answers odd path parameters, query strings, methods and page paths clearly', async () => {
    const family = 'odd paths';
    const oddValues = [
      'x%00y',
      '..%2f',
      '..%2F..%2F..%2Fetc%2Fpasswd',
      'a'.repeat(10_000),
      'not-a-uuid',
      '-1',
      '1e309',
      '%E2%82',
      '%',
      '__proto__',
      'constructor',
      '%3Cscript%3E',
      '%20',
      '00000000-0000-0000-0000-000000000000',
    ];
    const withParams = routes.filter((r) => r.url.startsWith('/api/') && /[:*]/.test(r.url));
    for (const target of targets.filter((t) => /[:*]/.test(t.route.split(' ')[1]!))) {
      const r = withParams.find((w) => `${w.method} ${w.url}` === target.route)!;
      for (const value of oddValues) {
        await probe(family, target, reads(target) ? json('{}', '{}') : { label: 'no body' }, {
          path: fill(r, () => value),
        });
      }
    }
    // Query strings: repeated keys (arrays where a string is expected), prototype keys, broken escapes.
    const queries = [
      '?location=a&location=b&fulfilment=pickup&fulfilment=delivery',
      '?location=__proto__&fulfilment=constructor&postcode=__proto__',
      '?__proto__[admin]=1&constructor[prototype][admin]=1&__proto__=x',
      '?location=%00&postcode=%00&q=%00&category=%00',
      '?location=%E2%82&q=%',
      `?location=amsterdam&q=${'a'.repeat(8000)}`,
      '?location=&fulfilment=&postcode=',
      '?location=amsterdam&fulfilment=DELIVERY&postcode=-1',
      '?location[]=amsterdam&location[x]=1',
    ];
    for (const target of targets) {
      for (const query of queries) {
        await probe(family, target, reads(target) ? json('{}', '{}') : { label: 'no body' }, {
          path: target.path + query,
        });
      }
    }
    // Methods a route does not have: 404 with a message (no 405 from this router).
    const known = new Set(routes.map((r) => `${r.method} ${r.url}`));
    for (const r of routes.filter((x) => x.url.startsWith('/api/'))) {
      for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
        if (known.has(`${method} ${r.url}`)) continue;
        const target: Target = {
          caller: 'anonymous',
          method,
          route: `${method} ${r.url}`,
          path: fill(r, (name) => plausible(r.url, name)),
        };
        await probe(family, target, method === 'GET' ? { label: 'no body' } : json('{}', '{}'), {
          expected: [404],
        });
      }
    }
    // Page paths and other paths outside the API.
    const pages = [
      '/menu/%00',
      '/menu/x%00y',
      '/menu/..%2f..%2fpackage.json',
      '/menu/__proto__',
      '/nieuws/%E2%82',
      '/nieuws/%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      '/nieuws/constructor',
      `/${'a'.repeat(10_000)}`,
      '/%ff',
      '/%',
      '/uploads/products/..%2f..%2f..%2fpackage.json',
      '/uploads/products/%00',
      '/uploads/products/..',
      '/sitemap.xml/%00',
      '/admin/%00',
      '/api/%00',
      '/api',
      '/api/menu/amsterdam/..%2f..%2fhealth',
      '/api/menu/amsterdam%2f..%2f..%2fhealth',
      '//api//menu//amsterdam',
      '/api/menu/amsterdam?location=%E2%82',
    ];
    for (const path of pages) {
      for (const method of ['GET', 'POST']) {
        const target: Target = { caller: 'anonymous', method, route: `${method} ${path}`, path };
        await probe(family, target, method === 'GET' ? { label: 'no body' } : json('{}', '{}'));
      }
    }
    expect(report(family)).toEqual([]);
  });

  it('never answers generated input with a 5xx or an unclear answer', async () => {
    const family = 'fast-check';
    // Field names the routes read, so generated bodies get past the first checks now and then.
    const FIELDS = (
      'email password passwordRepeat token id name price quantity category location selectedOptions ' +
      'available outcome fulfilment time phone postcode termsAccepted idempotencyKey status message ' +
      'optionGroups openingHours'
    ).split(' ');
    const DANGEROUS = [
      '__proto__',
      'constructor',
      'prototype',
      'toString',
      'valueOf',
      'hasOwnProperty',
      'then',
    ];
    const key = fc.oneof(
      fc.constantFrom(...FIELDS),
      fc.constantFrom(...DANGEROUS),
      fc.string({ maxLength: 10 }),
    );
    const value = fc.jsonValue({ maxDepth: 3 });
    // Objects written out as text, so a `__proto__` key arrives as a key.
    const objectText = fc
      .array(fc.tuple(key, value), { maxLength: 8 })
      .map(
        (entries) => `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`).join(',')}}`,
      );
    const anythingText = fc
      .anything({
        maxDepth: 4,
        withBigInt: true,
        withBoxedValues: true,
        withDate: true,
        withMap: true,
        withNullPrototype: true,
        withObjectString: true,
        withSet: true,
        withSparseArray: true,
        withTypedArray: true,
      })
      .map((v) => String(JSON.stringify(v, (_k, x: unknown) => (typeof x === 'bigint' ? x.toString() : x))));
    const body = fc.oneof(
      { weight: 3, arbitrary: fc.json({ maxDepth: 4 }) },
      { weight: 3, arbitrary: objectText },
      { weight: 2, arbitrary: anythingText },
      { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }) },
      { weight: 1, arbitrary: fc.uint8Array({ maxLength: 200 }).map((b) => Buffer.from(b)) },
    );
    const contentType = fc.oneof(
      { weight: 8, arbitrary: fc.constant<string | undefined>(JSON_TYPE) },
      {
        weight: 2,
        arbitrary: fc.constantFrom<string | undefined>(
          undefined,
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data',
          'application/json; charset=latin1',
        ),
      },
    );
    const bytes = (s: string) =>
      [...Buffer.from(s, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
    const queryPart = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 20 }).map(bytes),
      fc.constantFrom('amsterdam', 'rotterdam', 'pickup', 'delivery', '', '%', '%zz', '%E2%82', '__proto__'),
    );
    const query = fc
      .array(
        fc.tuple(
          fc.oneof(
            fc.constantFrom('location', 'fulfilment', 'postcode', 'q', 'category', '__proto__'),
            queryPart,
          ),
          queryPart,
        ),
        { maxLength: 4 },
      )
      .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}` : ''));
    const param = fc.option(fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }).map(bytes), {
      freq: 3,
    });

    for (const target of targets) {
      const r = routes.find((x) => `${x.method} ${x.url}` === target.route)!;
      // fast-check shrinks a failure to its smallest form: the last failing run is that one.
      let lastFailure: Exchange | undefined;
      const property = fc.asyncProperty(body, contentType, query, param, async (b, type, q, p) => {
        const path = (p === null ? target.path : fill(r, () => p)) + q;
        const input: Input = {
          label: 'generated',
          body: b,
          ...(type === undefined ? {} : { contentType: type }),
        };
        const answer = await send(target.caller, target.method, path, input);
        note(family, target, path, input, answer);
        const verdict = await judge(target, path, answer, undefined);
        if (verdict.kind === 'ok') return true;
        lastFailure = { target, path, input, answer, verdict };
        return false;
      });
      const result = await fc.check(property, { numRuns: FUZZ_RUNS, seed: FUZZ_SEED });
      if (!result.failed) continue;
      if (!lastFailure) throw result.errorInstance ?? new Error(`fast-check failed on ${target.route}`);
      const replay = `generated (FUZZ_SEED=${result.seed}, path ${result.counterexamplePath})`;
      keep(family, { ...lastFailure, input: { ...lastFailure.input, label: replay } });
    }
    console.log(
      `[13] fast-check: ${FUZZ_RUNS} runs on each of ${targets.length} route-caller pairs, seed ${FUZZ_SEED}`,
    );
    expect(report(family)).toEqual([]);
  });

  it('records the figures, and the server still answers normal requests', async () => {
    const menu = await fetch(`${server.url}/api/menu/amsterdam`);
    const categories = ((await menu.json()) as { categories?: unknown[] }).categories;
    const me = await send('admin', 'GET', '/api/admin/me', { label: 'who am I' });
    const anonymousMe = await send('anonymous', 'GET', '/api/admin/me', { label: 'who am I' });
    const healthy =
      server.process.exitCode === null &&
      menu.status === 200 &&
      Array.isArray(categories) &&
      categories.length > 0 &&
      me.status === 200 &&
      anonymousMe.status === 401;
    const unhandled = (server.output().match(/unhandled error/g) ?? []).length;
    if (unhandled) console.log(`[13] server log:\n${server.output().slice(-4000)}`);

    const count = (kind: Finding['kind']) => findings.filter((f) => f.kind === kind).length;
    const apiRoutes = routes.filter((r) => r.url.startsWith('/api/')).length;
    const scope = `${sent.requests} requests: ${apiRoutes} API routes in ${targets.length} route × caller pairs, and page paths`;
    console.log(`[13] slowest answer: ${sent.slowest.ms.toFixed(0)} ms (${sent.slowest.what})`);
    for (const [family, statuses] of sent.statuses) {
      const counts = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status} ×${n}`);
      console.log(`[13] ${family}: ${sent.families.get(family)} requests, ${counts.join(', ')}`);
    }
    recordFigure({
      id: 13,
      area: 'Malformed input',
      figure: `5xx answers to malformed input (${scope})`,
      value: count('5xx'),
      target: '0',
      ok: count('5xx') === 0,
    });
    recordFigure({
      id: 13,
      area: 'Malformed input',
      figure:
        'answers that are neither a clear 4xx with { message } (400/413/415 where certain) nor a 2xx the route may give',
      value: count('unclear'),
      target: '0',
      ok: count('unclear') === 0,
    });
    recordFigure({
      id: 13,
      area: 'Malformed input',
      figure: `requests left without an answer (${REQUEST_TIMEOUT_MS / 1000} s each)`,
      value: count('no answer'),
      target: '0',
      ok: count('no answer') === 0,
    });
    recordFigure({
      id: 13,
      area: 'Malformed input',
      figure:
        'the server answers normal requests after all of it (GET /api/menu/amsterdam 200, sessions intact)',
      value: healthy ? 'yes' : `no (${menu.status}, ${me.status}, ${anonymousMe.status})`,
      target: 'yes',
      ok: healthy,
    });
    expect({
      fiveXx: count('5xx'),
      unclear: count('unclear'),
      noAnswer: count('no answer'),
      unhandled,
    }).toEqual({
      fiveXx: 0,
      unclear: 0,
      noAnswer: 0,
      unhandled: 0,
    });
    expect(healthy).toBe(true);
  });
});

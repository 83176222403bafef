/**
 * A simulated Star CloudPRNT printer (a TSP143IV as decision 031 reads the protocol), for tests only:
 * it POSTs its status JSON to its server URL at an interval, GETs a ticket when one is ready, "prints"
 * it, and DELETEs with the code to confirm, retrying a confirmation the server did not answer. It can
 * drop its connection in the middle of a job and report paper out or an open cover. Free of server
 * code, so the browser journeys and the reliability tests use it too.
 */

export interface PrinterRequest {
  method: 'POST' | 'GET' | 'DELETE';
  /** Path and query, e.g. `/api/cloudprnt/abc?type=text%2Fplain`. */
  path: string;
  body?: unknown;
}
export interface PrinterResponse {
  status: number;
  contentType: string;
  text: string;
}
/** How the printer reaches the server: real HTTP, or a test app's inject(). Throws when unreachable. */
export type PrinterTransport = (request: PrinterRequest) => Promise<PrinterResponse>;

export function httpTransport(baseUrl: string): PrinterTransport {
  return async ({ method, path, body }) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        'user-agent': 'Star TSP143IV (simulated) CloudPRNT/1.0',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(10_000),
    });
    return { status: res.status, contentType: res.headers.get('content-type') ?? '', text: await res.text() };
  };
}

export interface PrintedTicket {
  jobToken: string | null;
  type: string;
  text: string;
}

export type CycleResult = 'idle' | 'printed' | 'dropped' | 'offline' | 'refused' | 'unreachable';

export class SimulatedPrinter {
  /** What the printer reports: "200 OK", "211 Paper Low", "410 Out of paper", "420 Cover open". */
  statusCode = '200 OK';
  readonly printed: PrintedTicket[] = [];
  /** Answers of every request, for asserting on what the server said. */
  readonly log: { method: string; status: number }[] = [];
  /** Called before each job fetch: true drops the connection mid-download (nothing printed). */
  dropFetch: () => boolean = () => false;
  /** Called after printing: true loses the confirmation's first try (then retried). */
  dropConfirm: () => boolean = () => false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private wake: (() => void) | null = null;
  private running: Promise<void> | null = null;
  private stopped = true;

  constructor(
    private readonly transport: PrinterTransport,
    /** The server URL the owner typed into the printer: its path, e.g. `/api/cloudprnt/<token>`. */
    private readonly path: string,
    readonly options: { mac?: string; mediaType?: string; intervalMs?: number } = {},
  ) {}

  private get mac() {
    return this.options.mac ?? '00:11:62:1a:2b:3c';
  }

  private query(params: Record<string, string>) {
    const sep = this.path.includes('?') ? '&' : '?';
    return `${this.path}${sep}${new URLSearchParams(params).toString()}`;
  }

  private async send(request: PrinterRequest): Promise<PrinterResponse> {
    const res = await this.transport(request);
    this.log.push({ method: request.method, status: res.status });
    return res;
  }

  /** One poll interval: POST the status; when a job is ready GET it, print it and confirm it. */
  async cycle(): Promise<CycleResult> {
    let poll: PrinterResponse;
    try {
      poll = await this.send({
        method: 'POST',
        path: this.path,
        body: {
          status: '23 86 00 00 00 00 00 00 00',
          printerMAC: this.mac,
          // Firmware sends the code URL-encoded.
          statusCode: encodeURIComponent(this.statusCode),
          printingInProgress: false,
          clientAction: null,
        },
      });
    } catch {
      return 'unreachable';
    }
    if (poll.status !== 200) return 'refused';
    const answer = JSON.parse(poll.text) as { jobReady: boolean; mediaTypes?: string[]; jobToken?: string };
    if (!answer.jobReady) return 'idle';
    // While offline (paper out, cover open) a printer keeps polling but fetches nothing.
    if (!this.statusCode.startsWith('2')) return 'offline';
    const wanted = this.options.mediaType ?? 'text/plain';
    const type = answer.mediaTypes?.includes(wanted) ? wanted : (answer.mediaTypes?.[0] ?? 'text/plain');
    const token = answer.jobToken ?? null;
    const ids = { mac: this.mac, ...(token ? { token } : {}) };
    if (this.dropFetch()) {
      // The connection breaks while the ticket downloads: the request went out, the answer is lost.
      // The printer then reports 520 (download timed out) once, if it gets through; if not, the
      // server offers the job again when its lease runs out.
      await this.send({ method: 'GET', path: this.query({ type, ...ids }) }).catch(() => undefined);
      if (this.dropConfirm()) return 'dropped';
      await this.send({ method: 'DELETE', path: this.query({ code: '520 Timeout', ...ids }) }).catch(
        () => undefined,
      );
      return 'dropped';
    }
    let job: PrinterResponse;
    try {
      job = await this.send({ method: 'GET', path: this.query({ type, ...ids }) });
    } catch {
      return 'unreachable';
    }
    if (job.status !== 200) {
      // The protocol: a failed download is confirmed with a 5xx code, and the server keeps the job.
      await this.confirm({ code: '520 Job download failed', ...ids }, false);
      return 'refused';
    }
    this.printed.push({ jobToken: token, type: job.contentType, text: job.text });
    await this.confirm({ code: '200 OK', ...ids }, this.dropConfirm());
    return 'printed';
  }

  /** DELETE until the server answers it (a printed ticket is confirmed, however long that takes). */
  private async confirm(params: Record<string, string>, dropFirst: boolean): Promise<void> {
    for (let attempt = 0; attempt < 600; attempt++) {
      try {
        const res = await this.send({
          method: 'DELETE',
          path: this.query(attempt > 0 ? { ...params, retry: String(attempt) } : params),
        });
        if (dropFirst && attempt === 0) throw new Error('confirmation lost');
        if (res.status < 500) return;
      } catch {
        // server down or the answer lost: try again shortly
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  /** Polls every `intervalMs` (a TSP143IV's default is a few seconds) until stopped. */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    const loop = async () => {
      while (!this.stopped) {
        await this.cycle();
        if (this.stopped) break;
        await new Promise<void>((r) => {
          this.wake = r;
          this.timer = setTimeout(r, this.options.intervalMs ?? 1000);
        });
      }
    };
    this.running = loop();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.wake?.(); // the wait for the next poll ends now, not never
    await this.running;
  }

  /** Cycles until `done` says so or `timeoutMs` passes. */
  async until(done: () => boolean, timeoutMs = 10_000): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (!done() && Date.now() < deadline) {
      await this.cycle();
      if (!done()) await new Promise((r) => setTimeout(r, 50));
    }
    return done();
  }
}

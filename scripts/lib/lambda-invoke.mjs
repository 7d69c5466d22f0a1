// Runs one unzipped Netlify function the way AWS Lambda does, in this fresh process: imports the entry file that
// Netlify's bundler wrote into the zip (its handler is Netlify's own bootstrap) and invokes it with Lambda's event and
// context and the response-streaming globals Lambda's Node runtime provides. Used by scripts/function-zips.ts, which
// starts it with Lambda's environment (AWS_LAMBDA_FUNCTION_NAME, LAMBDA_TASK_ROOT; not NETLIFY) and the zip's folder
// as working directory. Plain JavaScript, so a cold figure carries no TypeScript stripping of this file.
//
// argv: <job.json> <results.json>. job: { entry, main, importFirst, requests: [{ method, url, headers, body }] }.
// results: { importMs, bootMs, calls: [{ status, headers, body, answerMs, tailMs, totalMs }] }.
import { readFileSync, writeFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';

const [jobFile, resultsFile] = process.argv.slice(2);
const job = JSON.parse(readFileSync(jobFile, 'utf8'));

/** The response stream Lambda hands a streaming handler: bytes collected, and when the answer ended. */
class ResponseStream extends Writable {
  chunks = [];
  metadata = undefined;
  endedAt = undefined;
  _write(chunk, _encoding, done) {
    this.chunks.push(Buffer.from(chunk));
    done();
  }
  _final(done) {
    this.endedAt = performance.now();
    done();
  }
}

// What Lambda's Node runtime puts on globalThis for response streaming (the bootstrap calls both).
globalThis.awslambda = {
  streamifyResponse: (handler) => handler,
  HttpResponseStream: {
    from: (stream, metadata) => {
      stream.metadata = metadata;
      return stream;
    },
  },
};

const bootStarted = performance.now();
const { handler } = await import(pathToFileURL(job.entry).href);
const bootMs = performance.now() - bootStarted;
let importMs;
if (job.importFirst) {
  // The bootstrap imports the function itself on its first call; importing it here first (the same URL, so the
  // bootstrap then finds it loaded) times the import apart from the first call's work.
  const started = performance.now();
  await import(pathToFileURL(job.main).href);
  importMs = performance.now() - started;
}

const calls = [];
for (const [i, request] of job.requests.entries()) {
  const url = new URL(request.url);
  const event = {
    rawUrl: url.href,
    path: url.pathname,
    httpMethod: request.method,
    headers: request.headers ?? {},
    body: request.body,
    isBase64Encoded: false,
    flags: {},
    // The config.path the router matched: the bootstrap reads context.params from it.
    ...(request.route ? { route: request.route } : {}),
  };
  const context = {
    awsRequestId: `invoke-${process.pid}-${i}`,
    callbackWaitsForEmptyEventLoop: true,
    clientContext: {},
    getRemainingTimeInMillis: () => 30_000,
  };
  const stream = new ResponseStream();
  const started = performance.now();
  await handler(event, stream, context);
  const done = performance.now();
  const answeredAt = stream.endedAt ?? done;
  const metadata = stream.metadata ?? {};
  calls.push({
    status: metadata.statusCode,
    headers: metadata.multiValueHeaders ?? metadata.headers ?? {},
    body: Buffer.concat(stream.chunks).toString('utf8'),
    answerMs: answeredAt - started,
    tailMs: done - answeredAt,
    // From the process's start (performance's time origin) to this answer: the cold figure, for the first call.
    sinceStartMs: answeredAt,
  });
}

writeFileSync(resultsFile, JSON.stringify({ bootMs, importMs, calls }));
// Lambda freezes the instance after the last invocation; here the process simply ends, pools and sockets included.
process.exit(0);

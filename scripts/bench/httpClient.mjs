import net from 'node:net';

/**
 * The benchmarks' HTTP/1.1 client: requests written to kept-open sockets and answers read by their length, nothing
 * more. A benchmark's client shares the machine's cores with what it measures, where people's browsers do not:
 * Node's `http` took 0.18-0.21 ms of the two cores a suggestion (its request and answer objects, streams and
 * parser), this 0.12-0.13, and `fetch` 2 ms. Answers are read by `Content-Length` or
 * chunked; a socket the server closes (nginx after its `keepalive_requests`) is dropped, and a request it closed
 * before answering is sent again once on a new one.
 */
/** Each origin's `Host` header and its sockets kept open and idle. */
const origins = new Map();

const HEADER_END = Buffer.from('\r\n\r\n');

/** `method url` to `origin` (`http://host:port`) with `headers` and `body` (a string); resolves to { status, body }. */
export function request(origin, method, url, headers, body = '') {
  return send(origin, method, url, headers, body, true);
}

function send(origin, method, url, headers, body, retry) {
  if (!origins.has(origin)) origins.set(origin, { host: new URL(origin).host, sockets: [] });
  const { host, sockets } = origins.get(origin);
  const fresh = !sockets.length;
  const socket = sockets.pop() ?? connect(origin, sockets);
  let head = `${method} ${url} HTTP/1.1\r\nhost: ${host}\r\n`;
  for (const [name, value] of Object.entries(headers)) head += `${name}: ${value}\r\n`;
  if (body) head += `content-length: ${Buffer.byteLength(body)}\r\n`;
  return new Promise((resolve, reject) => {
    let buffered = Buffer.alloc(0);
    let answer;
    const done = (error, result) => {
      socket.off('data', onData);
      socket.off('close', onClose);
      socket.off('error', onError);
      if (error) {
        socket.destroy();
        // A kept-open socket the server had closed before answering: sent again once, on a new one.
        if (retry && !fresh && !answer && !buffered.length)
          send(origin, method, url, headers, body, false).then(resolve, reject);
        else reject(error);
        return;
      }
      if (answer.close) socket.destroy();
      else sockets.push(socket);
      resolve(result);
    };
    const onError = (error) => done(error);
    const onClose = () => done(new Error(`${origin} closed the connection`));
    const onData = (chunk) => {
      buffered = buffered.length ? Buffer.concat([buffered, chunk]) : chunk;
      if (!answer) {
        const end = buffered.indexOf(HEADER_END);
        if (end < 0) return;
        answer = parseHead(buffered.toString('latin1', 0, end));
        buffered = buffered.subarray(end + 4);
      }
      const body = answer.chunked ? unchunked(buffered) : buffered.length >= answer.length ? buffered : null;
      if (body) done(null, { status: answer.status, body: body.subarray(0, answer.length ?? body.length).toString() });
    };
    socket.on('data', onData);
    socket.on('close', onClose);
    socket.on('error', onError);
    socket.write(head + '\r\n' + body);
  });
}

/** A socket to `origin` that leaves `pool` when closed, idle or not. */
function connect(origin, pool) {
  const { hostname, port } = new URL(origin);
  const socket = net.connect({ host: hostname, port: Number(port || 80), noDelay: true });
  // An idle socket's error is its close: a request on it has its own listeners.
  socket.on('error', () => undefined);
  socket.on('close', () => {
    const at = pool.indexOf(socket);
    if (at >= 0) pool.splice(at, 1);
  });
  return socket;
}

/** The status and framing of an answer's head. */
function parseHead(text) {
  const lines = text.split('\r\n');
  const answer = { status: Number(lines[0].split(' ')[1]), length: 0, chunked: false, close: false };
  for (let i = 1; i < lines.length; i++) {
    const colon = lines[i].indexOf(':');
    const name = lines[i].slice(0, colon).toLowerCase();
    const value = lines[i]
      .slice(colon + 1)
      .trim()
      .toLowerCase();
    if (name === 'content-length') answer.length = Number(value);
    else if (name === 'transfer-encoding') answer.chunked = value.includes('chunked');
    else if (name === 'connection') answer.close = value === 'close';
  }
  if (answer.chunked) answer.length = undefined;
  return answer;
}

/** A chunked body's bytes once its last chunk came; null before. */
function unchunked(buffer) {
  const parts = [];
  let at = 0;
  for (;;) {
    const lineEnd = buffer.indexOf('\r\n', at);
    if (lineEnd < 0) return null;
    const size = parseInt(buffer.toString('latin1', at, lineEnd), 16);
    if (size === 0) return buffer.indexOf('\r\n\r\n', lineEnd) === lineEnd ? Buffer.concat(parts) : null;
    const start = lineEnd + 2;
    if (buffer.length < start + size + 2) return null;
    parts.push(buffer.subarray(start, start + size));
    at = start + size + 2;
  }
}

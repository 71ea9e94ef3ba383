// npm run test:crash -- [--companies N] [--import-rounds N] [--update-rounds N] [--seed S] [--port P] [--keep]
//
// Crash safety of the real server on the embedded database (PGlite): the server as `npm start` runs it
// (server/dist/server.mjs), on a temporary data folder, killed with SIGKILL
//   - during its first start (while the demo data loads, and right after it loaded),
//   - during batch imports (the upload calls: dataParse, then dataConfirm into batch-search files and
//     monitoring groups, four clients at once, deletions among them),
//   - during monitoring updates (daily update sets dropped into the inbox, which make the alerts),
// and after each kill: the folder as the kill left it is copied and opened on its own (PGlite recovery) to
// check that nothing is half-written (every import's rows all there or none; an update's records, changes
// and alerts all there or none; no alert twice; no alert without its record); the server is started again
// on the folder (taking over the stale lock) and every call that was answered before the kill is checked
// to be there. A second server on the folder is refused while the first runs. Then `db:backup` while the
// server runs, `db:restore` refused while it runs, and a restore after it stopped brings back the backup.
// Prints what it checked and the figures (kills, restarts, recovery times); exits 1 on any violation.
import { spawn } from 'node:child_process';
import {
  cpSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureInstalled } from './lib/install.mjs';
import { httpCall as call, serverEnv } from '../server/test/fixtures/realServer.mjs';
import { buildApp } from './lib/build.mjs';
import { APPS, main, ROOT, step } from './lib/workspace.mjs';
import { signInApi } from './bench/lib.mjs';

const SERVER = path.join(ROOT, 'server/dist/server.mjs');
const DATA_CMD = path.join(ROOT, 'server/dist/data.mjs');
const DB_CMD = path.join(ROOT, 'server/dist/db.mjs');
const serverModule = (name, file) => pathToFileURL(path.join(ROOT, 'server/node_modules', name, file)).href;

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const COMPANIES = Number(arg('companies', '4000'));
const IMPORT_ROUNDS = Number(arg('import-rounds', '6'));
const UPDATE_ROUNDS = Number(arg('update-rounds', '5'));
const SEED = Number(arg('seed', String(Date.now() % 100000)));
const PORT = Number(arg('port', '9131'));
const KEEP = process.argv.includes('--keep');
const FILE_TYPE = { SEARCH: 'MARKETING_BATCH_SEARCH_UPLOAD', MONITOR: 'MONITOR_COMPANY_UPLOAD' };

/** A seeded random stream (mulberry32). */
function random(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)) };
}
// Two streams: the kill times (repeated by --seed) apart from the clients' choices (which follow the timing).
const killRng = random(SEED);
const rng = random(SEED + 1);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

// ---- Figures and violations ----
const figures = { kills: [], restarts: [], copyRecoveries: [], secondServer: [], inboxReloads: 0 };
const violations = [];
const checked = new Map();
/** Count a check; a failed one is a violation. */
function check(what, ok, detail = '') {
  checked.set(what, (checked.get(what) ?? 0) + 1);
  if (!ok) {
    violations.push(`${what}${detail ? `: ${detail}` : ''}`);
    console.log(`  \x1b[31m✖ ${what}${detail ? `: ${detail}` : ''}\x1b[0m`);
  }
}

// ---- The real server ----
class Server {
  constructor(dataDir, port, label) {
    this.dataDir = dataDir;
    this.port = port;
    this.base = `http://127.0.0.1:${port}`;
    this.lines = [];
    this.waiters = [];
    const logDir = path.join(dataDir, '..', 'logs');
    mkdirSync(logDir, { recursive: true });
    this.log = createWriteStream(path.join(logDir, `${label}.log`));
    this.t0 = Date.now();
    this.child = spawn(process.execPath, ['--enable-source-maps', SERVER], {
      cwd: ROOT,
      env: serverEnv({
        dataDir,
        port,
        companies: COMPANIES,
        logLevel: 'info',
        more: { INBOX_SECONDS: '1', CALLS_PER_MINUTE: 'search:1000000,graph:1000000,export:1000000,upload:1000000' },
      }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.pid = this.child.pid;
    this.exited = new Promise((resolve) => this.child.on('exit', (code, signal) => resolve({ code, signal })));
    for (const stream of [this.child.stdout, this.child.stderr]) {
      let rest = '';
      stream.setEncoding('utf8').on('data', (chunk) => {
        this.log.write(chunk);
        const parts = (rest + chunk).split('\n');
        rest = parts.pop();
        for (const line of parts) this.#line(line);
      });
    }
    this.ready = this.waitFor(/Platform ready/).then(() => Date.now() - this.t0);
    this.ready.catch(() => undefined); // a server killed before it is ready: not an error by itself
  }

  #line(line) {
    this.lines.push(line);
    for (const w of [...this.waiters])
      if (w.re.test(line)) {
        this.waiters.splice(this.waiters.indexOf(w), 1);
        w.resolve(line);
      }
  }

  /** The first output line (from now on, or already seen when `seen`) that matches. */
  waitFor(re, { seen = false, timeoutMs = 10 * 60_000 } = {}) {
    if (seen) {
      const line = this.lines.find((l) => re.test(l));
      if (line) return Promise.resolve(line);
    }
    return new Promise((resolve, reject) => {
      const waiter = { re, resolve };
      this.waiters.push(waiter);
      const timer = setTimeout(() => reject(new Error(`server: no line ${re} in ${seconds(timeoutMs)}`)), timeoutMs);
      timer.unref();
      void this.exited.then(({ code, signal }) => {
        if (this.waiters.includes(waiter))
          reject(new Error(`the server exited (${signal ?? code}) before printing ${re}; see ${this.log.path}`));
      });
    });
  }

  async kill9() {
    this.child.kill('SIGKILL');
    await this.exited;
    this.log.end();
  }

  async stop() {
    this.child.kill('SIGTERM');
    const { code } = await this.exited;
    this.log.end();
    return code;
  }
}

/** Run a command to its end; its exit code and output. */
function runCommand(args, env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (d) => (out += d));
    child.stderr.setEncoding('utf8').on('data', (d) => (out += d));
    child.on('exit', (code) => resolve({ code, out }));
  });
}

// ---- The folder as a kill left it, opened on its own ----
let PGlite;
/** Copy the data folder's database and open the copy (PGlite's recovery); run `body` on it. */
async function onCopy(dataDir, scratch, body) {
  PGlite ??= (await import(serverModule('@electric-sql/pglite', 'dist/index.js'))).PGlite;
  const copy = path.join(scratch, 'pgdata-copy');
  rmSync(copy, { recursive: true, force: true });
  cpSync(path.join(dataDir, 'pgdata'), copy, { recursive: true });
  const t0 = Date.now();
  const db = await PGlite.create(copy);
  const opened = Date.now() - t0;
  figures.copyRecoveries.push(opened);
  try {
    const q = async (text, params) => (await db.query(text, params)).rows;
    return await body(q, opened);
  } finally {
    await db.close();
    rmSync(copy, { recursive: true, force: true });
  }
}

/** The lock a killed server left: there, naming the dead process. */
function checkStaleLock(dataDir, pid) {
  const file = path.join(dataDir, 'server.lock');
  const text = existsSync(file) ? readFileSync(file, 'utf8').trim() : null;
  check('a killed server leaves its lock behind, naming its dead process', text === String(pid), `lock: ${text}`);
}

/** Start the server on the folder again (it takes over the stale lock); the time to ready. */
async function restart(dataDir, label, afterKill = true) {
  const server = new Server(dataDir, PORT, label);
  const ms = await server.ready;
  const lock = readFileSync(path.join(dataDir, 'server.lock'), 'utf8').trim();
  check('the restarted server holds the lock (a stale one taken over)', lock === String(server.pid), `lock: ${lock}`);
  if (afterKill) figures.restarts.push({ label, ms });
  console.log(`  restarted in ${seconds(ms)} (spawn to ready${afterKill ? ', after a kill' : ''})`);
  return server;
}

// ---- Companies of the demo data set ----
function demoCompanies(dataDir) {
  const file = path.join(dataDir, 'demo-data', 'companies.jsonl');
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l))
    .filter((c) => c.creditCode)
    .map((c) => ({ entId: c.entId, creditCode: c.creditCode }));
}

let XLSX;
async function sheet(codes) {
  XLSX ??= await import(serverModule('@e965/xlsx', 'xlsx.mjs'));
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(
    wb,
    XLSX.utils.aoa_to_sheet([['企业名称或统一社会信用代码'], ...codes.map((c) => [c])]),
    '名单',
  );
  return new Blob([XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' })]);
}

// ---- Phase A: kills during the first start ----
async function firstStart(dataDir, scratch) {
  step(
    `First start on a fresh folder (${COMPANIES.toLocaleString('en')} demo companies): killed while it loads, and right after`,
  );
  let server = new Server(dataDir, PORT, 'first-start');
  await server.waitFor(/Loading it/);
  const delay = killRng.int(200, 2500);
  await sleep(delay);
  await server.kill9();
  figures.kills.push({ phase: 'first start, loading the demo data', at: `${delay} ms after the load began` });
  console.log(`  killed ${delay} ms into the demo data load`);
  checkStaleLock(dataDir, server.pid);
  await onCopy(dataDir, scratch, async (q) => {
    const [{ n }] = await q('select count(*)::int as n from company');
    check('a demo load killed midway: its companies all there or none', n === 0 || n === COMPANIES, `${n} companies`);
  });

  // Again from the start (no companies yet: the restart generates and loads them), killed when it says it loaded.
  server = new Server(dataDir, PORT, 'first-start-2');
  const loadedLine = await server.waitFor(/Demo data loaded in/);
  await server.kill9();
  figures.kills.push({ phase: 'first start, right after the demo data loaded', at: 'on its "loaded" line' });
  console.log(`  killed on "${loadedLine.trim()}"`);
  checkStaleLock(dataDir, server.pid);
  await onCopy(dataDir, scratch, async (q) => {
    const [{ n }] = await q('select count(*)::int as n from company');
    const [{ c }] = await q('select count(*)::int as c from institution_customer');
    console.log(`  the folder as the kill left it: ${n} companies, ${c} customer-book rows`);
    check(
      'the demo companies and the demo customer books together (one transaction)',
      (n === 0) === (c === 0),
      `${n} companies, ${c} customers`,
    );
  });
  server = await restart(dataDir, 'after first start');
  const admin = await signInApi(server.base, 'admin');
  const book = await call(server.base, admin, 'GET', '/esee/customerBook/summary');
  check(
    'after the restart the demo institution has its customer book',
    book.data?.count > 0,
    JSON.stringify(book.data),
  );
  return server;
}

// ---- Phase B: kills during batch imports ----
/** Every import and deletion the clients made, and what the server answered: ok, failed, or lost (cut by a kill). */
const ops = [];
const importOf = new Map();
let lastOp = 0;

function importClient(ctx, who) {
  return (async () => {
    while (!ctx.killing) {
      const live = who.files.filter((f) => !f.deleting);
      // A user keeps at most 50 files: past 40, and now and then before, one is deleted.
      const roll = rng.next();
      const kind = live.length >= 40 || (live.length && roll < 0.15) ? 'delete' : roll < 0.55 ? 'file' : 'monitor';
      const op = { id: ++lastOp, who: who.name, kind, state: 'sent' };
      try {
        if (kind === 'delete') {
          const file = live[0];
          file.deleting = op;
          Object.assign(op, { fileName: file.fileName });
          ops.push(op);
          const res = await call(
            ctx.base,
            who.token,
            'POST',
            '/esee/batchSearch/deleteFile',
            new URLSearchParams({ fileId: String(file.fileId) }),
          );
          op.state = res.code === 200 ? 'ok' : 'failed';
          if (op.state === 'ok') {
            importOf.get(file.fileName).deleted = true;
            who.files.splice(who.files.indexOf(file), 1);
          } else file.deleting = undefined;
          continue;
        }
        const n = kind === 'file' ? rng.int(100, 500) : rng.int(40, 160);
        const pool = kind === 'file' ? ctx.companies : who.fresh;
        if (pool.length < n) continue;
        const chosen =
          kind === 'file' ? Array.from({ length: n }, () => pool[rng.int(0, pool.length - 1)]) : pool.splice(0, n);
        const unique = [...new Map(chosen.map((c) => [c.entId, c])).values()];
        let targetId;
        if (kind === 'monitor') {
          op.groupName = `c${SEED}-${op.id}`;
          const group = await call(ctx.base, who.token, 'POST', '/esee/groupManager/addGroup', {
            groupName: op.groupName,
          });
          if (group.code !== 200) throw new Error(`addGroup: ${group.message}`);
          targetId = group.data.groupId;
        }
        const fileType = FILE_TYPE[kind === 'file' ? 'SEARCH' : 'MONITOR'];
        const form = new FormData();
        form.append('fileType', fileType);
        if (targetId) form.append('targetId', String(targetId));
        form.append('file', await sheet(unique.map((c) => c.creditCode)), `crash-${op.id}.xlsx`);
        const parsed = await call(ctx.base, who.token, 'POST', '/esee/upload/dataParse', form);
        if (parsed.code !== 200 || parsed.data.matchSucRecord !== unique.length)
          throw new Error(`dataParse: ${parsed.message} ${parsed.data?.matchSucRecord}/${unique.length}`);
        Object.assign(op, { fileName: `crash-${SEED}-${op.id}.xlsx`, n: unique.length });
        ops.push(op);
        importOf.set(op.fileName, op);
        const confirmed = await call(ctx.base, who.token, 'POST', '/esee/upload/dataConfirm', {
          fileType,
          fileName: op.fileName,
          targetId,
          totalRecord: unique.length,
          confirmList: parsed.data.matchSuccessList.map((r) => ({
            entId: r.entId,
            data: r.data,
            excelLineNo: r.excelLineNo,
          })),
        });
        op.state = confirmed.code === 200 ? 'ok' : 'failed';
        if (op.state === 'failed') op.message = confirmed.message;
        if (op.state === 'ok' && kind === 'file')
          who.files.push({ fileName: op.fileName, fileId: confirmed.data.targetId });
      } catch (error) {
        // Cut by the kill: a call without an answer is "lost" (written whole or not at all, to be found out).
        if (op.state === 'sent') op.state = 'lost';
        if (!ctx.killing) check('every call answers while the server runs', false, `${who.name}: ${error.message}`);
        return;
      }
    }
  })();
}

/** What the database holds of each import and deletion: checked on the folder as the kill left it. */
async function checkImports(q, label) {
  const partial = await q(`
    select f.file_name, f.total_record, count(c.file_id)::int as n
    from batch_file f left join batch_file_company c on c.file_id = f.id
    where f.file_name like 'crash-%' group by f.id having count(c.file_id) <> f.total_record`);
  check(
    `${label}: every batch file has all its rows (none half-written)`,
    partial.length === 0,
    JSON.stringify(partial.slice(0, 3)),
  );
  const files = new Map(
    (await q(`select file_name, total_record from batch_file where file_name like 'crash-%'`)).map((r) => [
      r.file_name,
      r.total_record,
    ]),
  );
  const groups = new Map(
    (
      await q(
        `select g.name, count(m.ent_id)::int as n from monitor_group g left join monitored_company m on m.group_id = g.id where g.name like 'c%' group by g.id`,
      )
    ).map((r) => [r.name, r.n]),
  );
  const cut = { written: 0, absent: 0 };
  for (const op of ops) {
    if (op.kind === 'delete') {
      if (op.state === 'ok')
        check(`${label}: an acknowledged deletion stays deleted`, !files.has(op.fileName), op.fileName);
      continue;
    }
    const have = op.kind === 'file' ? (files.get(op.fileName) ?? 0) : (groups.get(op.groupName) ?? 0);
    if (op.deleted) continue;
    if (op.state === 'failed') check(`${label}: a refused import wrote nothing`, have === 0, `${op.fileName}: ${have}`);
    else if (
      op.state === 'lost' ||
      ops.some((d) => d.kind === 'delete' && d.state === 'lost' && d.fileName === op.fileName && !d.settled)
    ) {
      check(
        `${label}: an import cut by the kill is all there or not at all`,
        have === 0 || have === op.n,
        `${op.fileName}: ${have} of ${op.n}`,
      );
      if (op.state === 'lost' && !op.settled) cut[have === op.n ? 'written' : 'absent']++;
    } else if (op.state === 'ok')
      check(`${label}: an acknowledged import is all there`, have === op.n, `${op.fileName}: ${have} of ${op.n}`);
  }
  return cut;
}

async function importRounds(server, dataDir, scratch) {
  step(
    `Batch imports: ${IMPORT_ROUNDS} rounds of four clients (dataParse then dataConfirm, deletions), each ended by kill -9`,
  );
  const companies = demoCompanies(dataDir);
  const half = Math.floor(companies.length / 2);
  const users = [];
  for (const [i, name] of ['admin', 'analyst'].entries())
    // A user monitors a company once: each user's monitoring imports take companies of its own half, once.
    users.push({
      name,
      token: await signInApi(server.base, name),
      files: [],
      fresh: companies.slice(i * half, (i + 1) * half),
    });
  for (let round = 1; round <= IMPORT_ROUNDS; round++) {
    const ctx = { base: server.base, companies, killing: false };
    const killAt = killRng.int(300, 4000);
    const clients = users.flatMap((who) => [importClient(ctx, who), importClient(ctx, who)]);
    await sleep(killAt);
    ctx.killing = true;
    await server.kill9();
    await Promise.all(clients);
    checkStaleLock(dataDir, server.pid);
    const cut = await onCopy(dataDir, scratch, (q) => checkImports(q, 'after a kill'));
    const inFlight = cut.written + cut.absent;
    figures.kills.push({ phase: `batch import, round ${round}`, at: `${killAt} ms in, ${inFlight} write call(s) cut` });
    console.log(
      `  round ${round}: killed ${killAt} ms in; ${ops.filter((o) => o.state === 'ok').length} write calls answered so far; ` +
        `${inFlight} cut by the kill: ${cut.written} written whole, ${cut.absent} not written`,
    );

    server = await restart(dataDir, `import round ${round}`);
    // Sessions are data too: the tokens from before the kill still work.
    const listed = new Map();
    for (const who of users) {
      const res = await call(
        server.base,
        who.token,
        'POST',
        '/esee/batchSearch/uploadFileList',
        new URLSearchParams({ pageNum: '1', pageSize: '100' }),
      );
      check(
        'after the restart: a session signed in before the kill still works',
        res.code === 200,
        `${who.name}: ${res.message}`,
      );
      for (const f of res.data?.list ?? []) listed.set(f.fileName, f);
      const groups = await call(server.base, who.token, 'POST', '/esee/groupManager/listGroup', {});
      for (const g of groups.data ?? []) listed.set(`group:${g.groupName}`, g);
    }
    // Every answered call is there; every call the kill cut settles as written whole or gone.
    for (const op of ops.filter((o) => !o.settled)) {
      op.settled = true;
      if (op.kind === 'delete') {
        const owner = users.find((u) => u.name === op.who);
        const file = owner.files.find((f) => f.fileName === op.fileName);
        if (op.state === 'ok')
          check('after the restart: an acknowledged deletion is not listed', !listed.has(op.fileName), op.fileName);
        if (op.state === 'lost' && file) {
          if (listed.has(op.fileName)) file.deleting = undefined;
          else {
            importOf.get(op.fileName).deleted = true;
            owner.files.splice(owner.files.indexOf(file), 1);
          }
        }
        continue;
      }
      const row = op.kind === 'file' ? listed.get(op.fileName) : listed.get(`group:${op.groupName}`);
      const have = op.kind === 'file' ? (row?.matchRecord ?? 0) : (row?.groupMonitorCount ?? 0);
      if (op.state === 'ok' && !op.deleted)
        check(
          'after the restart: every acknowledged import is listed with all its companies',
          have === op.n,
          `${op.fileName}: ${have} of ${op.n}`,
        );
      if (op.state === 'lost' && have === op.n) {
        op.lateWritten = true;
        op.state = 'ok';
        if (op.kind === 'file')
          users.find((u) => u.name === op.who).files.push({ fileName: op.fileName, fileId: row.fileId });
      } else if (op.state === 'lost') op.gone = true;
    }
    if (round === 1) await secondServer(dataDir, server);
  }
  return server;
}

/** While a server runs: a second one on the same folder is refused, and the first keeps answering. */
async function secondServer(dataDir, first) {
  const t0 = Date.now();
  const second = new Server(dataDir, PORT + 1, 'second-server');
  const { code } = await second.exited;
  const ms = Date.now() - t0;
  figures.secondServer.push(ms);
  const said = second.lines.join('\n');
  check(
    'a second server on the same folder is refused',
    code === 1 && /in use by another server/.test(said),
    `exit ${code}: ${said.slice(0, 200)}`,
  );
  check(
    'the lock still names the first server',
    readFileSync(path.join(dataDir, 'server.lock'), 'utf8').trim() === String(first.pid),
  );
  const res = await fetch(`${first.base}/framework/auth_type`);
  check('the first server keeps answering', res.ok);
  console.log(`  a second server on the folder: refused (exit ${code}) in ${seconds(ms)}; the first still answers`);
}

// ---- Phase C: kills during monitoring updates ----
function idsOf(folder, file, key = 'recordId') {
  const f = path.join(folder, file);
  if (!existsSync(f)) return [];
  return readFileSync(f, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l)[key]);
}

async function checkUpdates(q, label, sets) {
  for (const set of sets) {
    const [{ r }] = await q('select count(*)::int as r from record where record_id = any($1)', [set.records]);
    const [{ c }] = await q('select count(*)::int as c from change_record where record_id = any($1)', [set.changes]);
    const whole = (r === 0 && c === 0) || (r === set.records.length && c === set.changes.length);
    check(
      `${label}: an update set's records and changes are all there or none`,
      whole,
      `${set.name}: ${r}/${set.records.length} records, ${c}/${set.changes.length} changes`,
    );
    set.present = r > 0;
    if (set.loaded) check(`${label}: an update loaded before stays loaded`, set.present, set.name);
    if (!set.present) continue;
    // The alerts its records made, as the trigger makes them, for the users who monitored their companies.
    const [{ want }] = await q(
      `select count(*)::int as want from record n
       join monitor_rule r on r.source = 'record' and r.kind = n.kind
       join monitored_company m on m.ent_id = n.company_id and m.status = 'MONITORING'
       where n.record_id = any($1) and (n.kind <> 'news' or n.payload ->> 'sentiment' = '负面')
         and monitor_alert_for(n.kind, r.level, m.user_id)`,
      [set.records],
    );
    const [{ have }] = await q(
      `select count(*)::int as have from monitor_alert where source = 'record' and record_id = any($1)`,
      [set.records],
    );
    check(`${label}: a loaded update's record alerts are all there`, have === want, `${set.name}: ${have} of ${want}`);
    set.alerts = have;
  }
  const twice = await q(
    `select source, record_id, user_id, count(*)::int as n from monitor_alert where record_id is not null group by 1, 2, 3 having count(*) > 1 limit 3`,
  );
  check(`${label}: no alert twice`, twice.length === 0, JSON.stringify(twice));
  const orphans = await q(
    `select count(*)::int as n from monitor_alert a where source = 'record' and not exists (select 1 from record r where r.record_id = a.record_id)`,
  );
  check(`${label}: no alert without its record`, orphans[0].n === 0, `${orphans[0].n}`);
}

async function updateRounds(server, dataDir, scratch) {
  step(
    `Monitoring updates: ${UPDATE_ROUNDS + 1} daily update sets through the inbox, ${UPDATE_ROUNDS} of them cut by kill -9`,
  );
  const staging = path.join(scratch, 'updates');
  const sets = [];
  for (let i = 0; i <= UPDATE_ROUNDS; i++) {
    const day = new Date(Date.UTC(2026, 10, 1 + i)).toISOString().slice(0, 10);
    const name = `update-${day}`;
    const out = path.join(staging, name);
    const made = await runCommand([
      DATA_CMD,
      'update',
      '--from',
      path.join(dataDir, 'demo-data'),
      '--day',
      day,
      '--share',
      '0.5',
      '--seed',
      String(SEED),
      '--out',
      out,
    ]);
    if (made.code !== 0) throw new Error(`data update: ${made.out}`);
    sets.push({ name, out, records: idsOf(out, 'records.jsonl'), changes: idsOf(out, 'changes.jsonl') });
  }
  console.log(
    `  ${sets.length} sets of ${sets.map((s) => s.records.length + s.changes.length).join(', ')} records and changes`,
  );
  const inbox = path.join(dataDir, 'inbox');
  const drop = (set) => renameSync(set.out, path.join(inbox, set.name));

  // The first set whole: how long a load takes, to place the kills inside it.
  const t0 = Date.now();
  drop(sets[0]);
  await server.waitFor(new RegExp(`data inbox: ${sets[0].name} loaded`), { seen: true });
  const loadMs = Date.now() - t0;
  console.log(
    `  an uninterrupted update load: ${seconds(loadMs)} from the drop (the inbox is looked into every second)`,
  );
  sets[0].loaded = true;

  for (let i = 1; i <= UPDATE_ROUNDS; i++) {
    const set = sets[i];
    const killAt = killRng.int(Math.round(loadMs * 0.1), Math.round(loadMs * 0.9));
    drop(set);
    await sleep(killAt);
    const acknowledged = server.lines.some((l) => l.includes(`data inbox: ${set.name} loaded`));
    await server.kill9();
    const stillWaiting = existsSync(path.join(inbox, set.name));
    checkStaleLock(dataDir, server.pid);
    await onCopy(dataDir, scratch, (q) => checkUpdates(q, 'after a kill', sets.slice(0, i + 1)));
    const where = set.present
      ? stillWaiting
        ? 'after its commit, before the set was moved to loaded/'
        : 'after it loaded'
      : 'before its commit';
    figures.kills.push({ phase: `monitoring update, round ${i}`, at: `${killAt} ms after the drop: ${where}` });
    console.log(
      `  round ${i}: killed ${killAt} ms after the drop, ${where}${set.present ? `, ${set.alerts} alerts` : ''}`,
    );
    if (acknowledged) check('a set reported loaded is in the database', set.present, set.name);
    if (set.present && stillWaiting) figures.inboxReloads++;
    server = await restart(dataDir, `update round ${i}`);
    // The set still in the inbox is loaded (again) by the restarted server.
    if (stillWaiting) await server.waitFor(new RegExp(`data inbox: ${set.name} (loaded|refused)`), { seen: true });
    check('the set is loaded after the restart', !existsSync(path.join(inbox, set.name)), set.name);
    set.loaded = true;
  }
  return { server, sets };
}

// ---- Phase D: backup and restore through the commands ----
async function backupWhileRunning(dataDir, scratch) {
  step('db:backup while the server runs, db:restore refused while it runs');
  const file = path.join(scratch, 'backup.tar.gz');
  const t0 = Date.now();
  const backup = await runCommand([DB_CMD, 'backup', '--out', file], { DATA_DIR: dataDir, DATABASE_URL: '' });
  check(
    'db:backup while the server runs: written by the server',
    backup.code === 0 && /written by the running server/.test(backup.out),
    backup.out,
  );
  console.log(`  ${backup.out.trim().split('\n').join('\n  ')} (${seconds(Date.now() - t0)} with the command's start)`);
  const refused = await runCommand([DB_CMD, 'restore', file], { DATA_DIR: dataDir, DATABASE_URL: '' });
  check(
    'db:restore while the server runs: refused',
    refused.code === 1 && /restore refused: a server/.test(refused.out),
    refused.out,
  );
  return file;
}

async function restoreAfterStop(server, dataDir, scratch, file, atBackup) {
  step('db:restore with the server stopped: the database as it was at the backup');
  const code = await server.stop();
  check('the server stops cleanly on SIGTERM', code === 0, `exit ${code}`);
  check('a clean stop releases the lock', !existsSync(path.join(dataDir, 'server.lock')));
  const restored = await runCommand([DB_CMD, 'restore', file], { DATA_DIR: dataDir, DATABASE_URL: '' });
  check('db:restore with the server stopped', restored.code === 0, restored.out);
  console.log(`  ${restored.out.trim().split('\n').join('\n  ')}`);
  await onCopy(dataDir, scratch, async (q) => {
    const files = (await q(`select file_name from batch_file where file_name like 'crash-%' order by 1`)).map(
      (r) => r.file_name,
    );
    check(
      'after the restore: the batch files are those of the backup',
      JSON.stringify(files) === JSON.stringify(atBackup.files),
      `${files.length} vs ${atBackup.files.length}`,
    );
    const [{ r }] = await q('select count(*)::int as r from record where record_id = any($1)', [atBackup.laterRecords]);
    check('after the restore: the updates loaded after the backup are gone', r === 0, `${r} records`);
  });
  const again = new Server(dataDir, PORT, 'after-restore');
  const ms = await again.ready;
  console.log(`  the server starts on the restored database in ${seconds(ms)}`);
  return again;
}

main(async () => {
  await ensureInstalled();
  await buildApp(APPS.find((a) => a.name === 'server'));
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'esee-crash-'));
  const dataDir = path.join(scratch, 'data');
  mkdirSync(dataDir);
  console.log(`data folder ${dataDir}, port ${PORT}, seed ${SEED} (--seed ${SEED} repeats the kill times)`);
  const t0 = Date.now();
  let server;
  try {
    server = await firstStart(dataDir, scratch);
    server = await importRounds(server, dataDir, scratch);
    const file = await backupWhileRunning(dataDir, scratch);
    const atBackup = await listedFiles(server);
    const updated = await updateRounds(server, dataDir, scratch);
    server = updated.server;
    atBackup.laterRecords = updated.sets.flatMap((s) => s.records);
    server = await restoreAfterStop(server, dataDir, scratch, file, atBackup);
    await server.stop();
    server = undefined;
    // The whole run's end state, once more.
    await onCopy(dataDir, scratch, async (q) => {
      await checkImports(q, 'at the end');
    });
  } finally {
    if (server) await server.kill9();
    report(Date.now() - t0);
    if (!KEEP) rmSync(scratch, { recursive: true, force: true });
    else console.log(`kept ${scratch}`);
  }
  if (violations.length) throw new Error(`${violations.length} violation(s)`);
});

/** The batch files a running server lists (what the backup holds, to compare after the restore). */
async function listedFiles(server) {
  const files = [];
  for (const name of ['admin', 'analyst']) {
    const token = await signInApi(server.base, name);
    const res = await call(
      server.base,
      token,
      'POST',
      '/esee/batchSearch/uploadFileList',
      new URLSearchParams({ pageNum: '1', pageSize: '100' }),
    );
    files.push(...res.data.list.map((f) => f.fileName).filter((n) => n.startsWith('crash-')));
  }
  return { files: files.sort() };
}

function report(ms) {
  const restarts = figures.restarts.map((r) => r.ms).sort((a, b) => a - b);
  const copies = [...figures.copyRecoveries].sort((a, b) => a - b);
  const median = (xs) => (xs.length ? xs[Math.floor(xs.length / 2)] : 0);
  const acknowledged = ops.filter((o) => o.state === 'ok' && !o.lateWritten).length;
  const cut = ops.filter((o) => o.lateWritten || o.gone).length;
  console.log(
    `\n\x1b[1mCrash safety (${seconds(ms)}, seed ${SEED}, ${COMPANIES.toLocaleString('en')} companies)\x1b[0m`,
  );
  console.log(`  kills (SIGKILL): ${figures.kills.length}`);
  for (const k of figures.kills) console.log(`    ${k.phase}: ${k.at}`);
  console.log(
    `  restarts after a kill: ${restarts.length}; spawn to ready: min ${seconds(restarts[0] ?? 0)}, median ${seconds(median(restarts))}, max ${seconds(restarts.at(-1) ?? 0)}`,
  );
  console.log(
    `  the killed folder copied and opened on its own (PGlite recovery): ${copies.length} times, median ${seconds(median(copies))}, max ${seconds(copies.at(-1) ?? 0)}`,
  );
  console.log(
    `  import calls: ${ops.length} (${acknowledged} answered, ${cut} cut by a kill: ${ops.filter((o) => o.lateWritten).length} found written whole, ${ops.filter((o) => o.gone).length} not written; ${ops.filter((o) => o.state === 'failed').length} refused)`,
  );
  console.log(`  update sets re-loaded after a kill between their commit and their move: ${figures.inboxReloads}`);
  console.log(`  second server on a held folder: refused in ${figures.secondServer.map(seconds).join(', ')}`);
  console.log(`  checks: ${[...checked.values()].reduce((a, b) => a + b, 0)}`);
  for (const [what, n] of checked) console.log(`    ${n} × ${what}`);
  console.log(
    violations.length ? `\x1b[31m  ${violations.length} violation(s)\x1b[0m` : '\x1b[32m  no violation\x1b[0m',
  );
}

// HAProxy in front of the server's instances: its configuration, the binary from Debian's
// package (installed with apt-get when missing and this runs as root), and what it says of them.
import { spawnSync } from 'node:child_process';
import net from 'node:net';

/** Whether a command runs: `haproxy -v`. */
function runs(command, args) {
  return spawnSync(command, args, { stdio: 'ignore' }).status === 0;
}

export function ensureHaproxy() {
  if (runs('haproxy', ['-v'])) return;
  if (process.getuid?.() !== 0) throw new Error('haproxy is not installed: sudo apt-get install -y haproxy');
  console.log('installing haproxy (apt-get)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const installed = spawnSync('apt-get', ['install', '-y', '-qq', 'haproxy'], { stdio: 'inherit', env });
  if (installed.status !== 0 || !runs('haproxy', ['-v'])) throw new Error('apt-get could not install haproxy');
}

/**
 * Round robin over the instances. Each is checked every second on its readiness
 * (GET /api/health/ready): two failures take it out, one success puts it back, so an instance
 * draining for a shutdown (SHUTDOWN_DRAIN_SECONDS ≥ 2) stops getting new requests before it
 * closes. A request whose connection to an instance fails is sent to another one (retry-on
 * conn-failure: it never reached a server, so even a POST is safe to resend); one that an
 * instance dropped while answering is not resent, as a POST might have done its work.
 * X-Forwarded-For is replaced by the address HAProxy saw, never appended to (`option forwardfor`
 * would keep what the client sent in front of it, and a client on this host, loopback like the
 * balancer, could then pass off any address); the instances believe its last hop from 127.0.0.1
 * (TRUST_PROXY). X-Forwarded-Proto is set the same way and X-Forwarded-Host dropped, so the
 * Origin check compares with what the balancer really served. Every answer says which server it came from, X-Served-By: instance1, …,
 * including the ones HAProxy makes itself (a 502 when an instance drops a request: that
 * instance's name; a 503 when none is up: <NOSRV>), so a client or a bench can tell which
 * instance failed it. The stats socket (a file only this user may open) says how HAProxy sees
 * each instance: serversUp.
 *
 * Issue 40's live streams (GET /api/events, Server-Sent Events) stay open as long as a tab does,
 * and HAProxy 2.6 has nothing of its own for them: `timeout tunnel` applies only once a
 * connection is upgraded (WebSocket) or a CONNECT is forwarded, never to a long answer, so
 * `timeout client` and `timeout server` apply to a stream as to any answer. Both are inactivity
 * timeouts, re-armed by every byte that passes. Tried on this HAProxy (2.6.12): a quiet stream
 * is cut by `timeout server` (HAProxy waits for the instance to send); `timeout client` cuts only
 * one whose browser stops reading what is sent to it. The server writes a heartbeat every 20 s
 * (modules/live/routes.ts), so the 60 s below let two heartbeats go missing before a stream is
 * cut, and a stream whose instance hangs is still cut within a minute (the browser reconnects
 * to another instance) instead of being kept for hours, as a long timeout would keep it.
 * HAProxy forwards each chunk of a chunked answer as it comes: no `compression` (a compressor
 * keeps data back to fill its blocks) and no rule that waits for a body belong here. The streams go to a
 * backend of their own (bench/README.md, "Issue 40: live streams", measures it):
 * - option http-no-delay: while an answer is unfinished HAProxy 2.6 sends what it has with
 *   MSG_MORE, and the kernel then holds a small write up to 200 ms for more to join it; every
 *   event took 200 ms longer through the balancer than straight from an instance (p50 206 against
 *   2 ms) until this option turned that off, for the streams only.
 * - leastconn, not round robin: a stream stays where it lands, so after an instance restarts
 *   round robin would leave the others with every stream it lost; leastconn sends the new ones
 *   to the emptiest instance.
 * - the same servers, tracking the health of the main backend's (`track`): no second round of
 *   checks, and a draining instance leaves both at once.
 * - the same retries: only a connection that failed (the request never reached an instance) is
 *   sent to another. HAProxy never resends a request whose answer has begun, so a stream cut
 *   midway is never spliced with another instance's: the browser reconnects by itself, with the
 *   Last-Event-ID only it knows, and is given what it missed.
 * No global maxconn: each open stream holds one client connection (and one to an instance) for
 * its whole life, and the former 4096 would have left the 4,097th tab's requests waiting in the
 * kernel; unset, HAProxy derives it from the file descriptors it may open (the hard `ulimit -n`,
 * at most fd-hard-limit), two per proxied connection: 9,985 connections with 20,000 descriptors.
 */
export function haproxyConfig({ host, port, instancePorts, statsSocket }) {
  const servers = instancePorts.map((instancePort, index) => `  server instance${index + 1} 127.0.0.1:${instancePort} check`);
  const streamServers = instancePorts.map((instancePort, index) => `  server instance${index + 1} 127.0.0.1:${instancePort} track instances/instance${index + 1}`);
  return `global
  fd-hard-limit 100000
  stats socket ${statsSocket} mode 600 level user

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout http-keep-alive 10s
  # A check may take this long to answer (unset, it would be inter, 1 s): a busy instance on a
  # loaded machine is slow, not down. A draining one answers 503 at once, so it still goes in 2 s.
  timeout check 2s
  retries 2
  option redispatch
  retry-on conn-failure

frontend site
  bind ${host}:${port}
  http-request set-header X-Forwarded-For %[src]
  http-request set-header X-Forwarded-Proto http
  http-request del-header X-Forwarded-Host
  use_backend streams if { path /api/events }
  default_backend instances

backend instances
  balance roundrobin
  option httpchk GET /api/health/ready
  http-check expect status 200
  default-server inter 1s fall 2 rise 1
  http-after-response set-header X-Served-By %s
${servers.join('\n')}

backend streams
  balance leastconn
  option http-no-delay
  http-after-response set-header X-Served-By %s
${streamServers.join('\n')}
`;
}

/** What one command on HAProxy's stats socket prints (it closes the connection after answering). */
function askStatsSocket(statsSocket, command) {
  return new Promise((resolve, reject) => {
    let answer = '';
    const socket = net.connect(statsSocket, () => socket.end(`${command}\n`));
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

/**
 * Whether HAProxy sees every server of the backend fully up: its status reads "UP", not
 * "UP 1/2". A server starts "UP 1/2" (HAProxy counts it up, but one failed check takes it out)
 * until its first check passes; only then does one slow check on a busy machine not take it out.
 */
export async function serversUp(statsSocket) {
  const [header, ...rows] = (await askStatsSocket(statsSocket, 'show stat')).trim().split('\n');
  const columns = header.replace(/^# /, '').split(',');
  const [proxy, server, status] = ['pxname', 'svname', 'status'].map((name) => columns.indexOf(name));
  const servers = rows.map((row) => row.split(',')).filter((fields) => fields[proxy] === 'instances' && !['FRONTEND', 'BACKEND'].includes(fields[server]));
  return servers.length > 0 && servers.every((fields) => fields[status] === 'UP');
}

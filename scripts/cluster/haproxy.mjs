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
 */
export function haproxyConfig({ host, port, instancePorts, statsSocket }) {
  const servers = instancePorts.map((instancePort, index) => `  server instance${index + 1} 127.0.0.1:${instancePort} check`);
  return `global
  maxconn 4096
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
  default_backend instances

backend instances
  balance roundrobin
  option httpchk GET /api/health/ready
  http-check expect status 200
  default-server inter 1s fall 2 rise 1
  http-after-response set-header X-Served-By %s
${servers.join('\n')}
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

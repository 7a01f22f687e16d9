// The booking load of bench/booking-load.mjs, shared with bench/cluster-load.mjs: signed-in
// customers in a loop, each filling the cart and booking it (POST user/createbooking with an
// Idempotency-Key), every tenth time twice at once; and the booking rows it leaves in the database.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { pg } from './postgres.mjs';

const DOUBLE_SUBMIT_EVERY = 10;

/** Connections kept open between calls, as a browser keeps them. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });

const noAnswer = (error) => ({ status: 0, payload: { message: `no answer (${error.code ?? error.message})` }, servedBy: null });

/**
 * One API call. Besides the status and the JSON body: X-Served-By, the HAProxy server that
 * answered (scripts/cluster/haproxy.mjs sets it; null straight from a server). A request that got
 * no answer at all (connection refused or reset) is status 0, with the reason as its message.
 * Made with node:http, not fetch: the load generator shares the server's two cores, and fetch
 * (undici) cost it about twice the CPU: 5.4 against 2.6 ms a booking, measured by bench:bookings.
 */
export function call(baseUrl, method, apiPath, token, body, headers = {}) {
  const text = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve) => {
    const request = http.request(
      new URL(`${baseUrl}/api/${apiPath}`),
      {
        method,
        agent,
        headers: {
          ...(text === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('error', (error) => resolve(noAnswer(error)));
        response.on('end', () => {
          let payload = {};
          try {
            payload = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          } catch {
            // Not JSON (a balancer's error page): the status says enough.
          }
          resolve({ status: response.statusCode ?? 0, payload, servedBy: response.headers['x-served-by'] ?? null });
        });
      },
    );
    request.on('error', (error) => resolve(noAnswer(error)));
    request.end(text);
  });
}

/**
 * `count` new customers, one per virtual customer: their own cart, their own bookings. Only
 * customers with a confirmed mobile number may book; they are marked so in the database (the
 * production server sends the codes to its log only, and the OTP flow is not what is measured).
 */
export async function signUpCustomers(baseUrl, databaseUrl, count) {
  const tokens = [];
  const mobiles = [];
  for (let index = 0; index < count; index += 1) {
    const mobile = `7${String(process.pid).padStart(5, '0').slice(-5)}${String(index).padStart(4, '0')}`;
    const { status, payload, servedBy } = await call(baseUrl, 'POST', 'user/user-register', null, { name: `Bench customer ${index + 1}`, mobile, password: 'bench-pass-1' });
    if (status !== 200 || !payload.success?.token) {
      throw new Error(`sign-up ${index + 1} answered ${status}${servedBy ? ` (from ${servedBy})` : ''}: ${JSON.stringify(payload)}`);
    }
    tokens.push(payload.success.token);
    mobiles.push(mobile);
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("UPDATE users SET is_verified = true WHERE role = 'user' AND mobile = ANY($1)", [mobiles]);
  } finally {
    await client.end();
  }
  return tokens;
}

/** Two bookable services with day and hour rates, from the seeded catalogue (createbooking needs no partner nearby). */
export async function bookableServices(baseUrl) {
  const { payload } = await call(baseUrl, 'GET', 'service/all', null);
  const found = [];
  for (const { id } of payload.data ?? []) {
    const { payload: details } = await call(baseUrl, 'GET', `user/getdescription/${id}`, null);
    const service = details.data;
    if (service?.servicetype === 'service' && service.working_per_hour > 0 && service.working_per_day > 0) found.push(id);
    if (found.length === 2) return found;
  }
  throw new Error(`fewer than two bookable services among ${payload.data?.length ?? 0}`);
}

export function tomorrowInIndia() {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  const next = new Date(`${today}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

export const formData = { name: 'Bench customer', email: 'bench@example.com', mobile: '9876543210', address: 'Anna Nagar, Chennai', description: 'Load test booking', terms: true };

/**
 * Where the work is, as the site sends it: the customer's chosen location (Anna Nagar, Chennai)
 * beside the form. A client that sends none has its address geocoded by the server instead.
 */
export const workPlace = { latitude: 13.085, longitude: 80.2101 };

/**
 * One customer's loop until the deadline: fill the cart, book it, sometimes twice at once.
 * `stats` gathers the figures; `observe`, if given, is called with every reply:
 * { call: 'addtocart' | 'createbooking', status, servedBy, sentAt, answeredAt (Date.now() ms),
 * message, and for createbooking key, body and bookingId }.
 */
export async function customerLoop(baseUrl, token, serviceIds, deadline, stats, observe = () => {}) {
  const date = tomorrowInIndia();
  while (Date.now() < deadline) {
    for (const serviceId of serviceIds) {
      const sentAt = Date.now();
      const added = await call(baseUrl, 'POST', 'user/addtocart', token, { serviceId });
      if (added.status !== 200 && added.status !== 409) stats.errors.push(`addtocart ${added.status}`);
      observe({ call: 'addtocart', status: added.status, servedBy: added.servedBy, sentAt, answeredAt: Date.now(), message: added.payload.message });
    }
    const storedServices = serviceIds.map((serviceId, index) => ({
      serviceId,
      serviceMethod: 'hour',
      workingDuration: 1 + ((stats.attempts + index) % 12),
      preferredTime: '10:30',
      preferredDate: date,
    }));
    const key = randomUUID();
    const body = { storedServices, formData, ...workPlace };
    stats.attempts += 1;
    const doubled = stats.attempts % DOUBLE_SUBMIT_EVERY === 0;
    const send = async () => {
      const sentAt = Date.now();
      const started = performance.now();
      const reply = await call(baseUrl, 'POST', 'user/createbooking', token, body, { 'Idempotency-Key': key });
      stats.latencies.push(performance.now() - started);
      stats.requests += 1;
      if (reply.status !== 200) stats.errors.push(`createbooking ${reply.status}: ${reply.payload.message ?? ''}`);
      const bookingId = reply.payload.data?.id;
      observe({ call: 'createbooking', status: reply.status, servedBy: reply.servedBy, sentAt, answeredAt: Date.now(), message: reply.payload.message, key, body, bookingId });
      return bookingId;
    };
    const ids = await Promise.all(doubled ? [send(), send()] : [send()]);
    if (doubled) stats.doubleSubmits += 1;
    // A submission that failed has no id: only two different ids for one key are a duplicate.
    const booked = ids.filter((id) => id !== undefined);
    if (booked.some((id) => id !== booked[0])) stats.differentIdsForOneKey += 1;
    for (const id of booked) stats.bookingIds.add(id);
  }
}

export async function countBookingRows(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT count(*)::int AS bookings, (SELECT count(*)::int FROM booking_lines) AS lines FROM bookings');
    return rows[0];
  } finally {
    await client.end();
  }
}

/** The server's connections to the database: PostgreSQL's backend processes that do its work. */
export async function databaseBackends(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
    return rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
}

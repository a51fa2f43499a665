// The server's HTTP API (docs/server.md, "HTTP"). Every refusal comes back as
// {"error": "<one line>"}; it is thrown as an ApiError carrying that line.

// How far the server's clock is ahead of this device's, in milliseconds, from the Date header
// of its last answer (whole seconds, so the estimate is never ahead of the server's clock).
let clockOffset = 0;

/** The server's time now, as this page best knows it (Date.now()'s scale). */
export function serverNow() {
  return Date.now() + clockOffset;
}

function readClock(response) {
  const stamp = Date.parse(response.headers.get("date") || "");
  if (Number.isFinite(stamp)) clockOffset = stamp - Date.now();
}

export class ApiError extends Error {
  constructor(message, status) {
    super(message);
    this.status = status;
  }
}

async function readError(response) {
  try {
    const body = await response.json();
    if (body && typeof body.error === "string") return body.error;
  } catch (_ignored) {
    // not JSON: fall through to the status line
  }
  return `${response.status} ${response.statusText}`.trim();
}

/** Calls the API and answers its JSON body; token (a seat's) goes in the Authorization header. */
export async function api(path, { method = "GET", body, token, raw } = {}) {
  const headers = { Accept: "application/json" };
  if (token) headers.Authorization = `Bearer ${token}`;
  let payload;
  if (raw !== undefined) {
    headers["Content-Type"] = "application/json";
    payload = raw;
  } else if (body !== undefined) {
    headers["Content-Type"] = "application/json";
    payload = JSON.stringify(body);
  }
  let response;
  try {
    response = await fetch(path, { method, headers, body: payload, credentials: "same-origin" });
  } catch (_network) {
    throw new ApiError("the server cannot be reached", 0);
  }
  readClock(response);
  if (!response.ok) throw new ApiError(await readError(response), response.status);
  return response.status === 204 ? null : response.json();
}

/** An absolute URL for a path the server gave (links are paths: "/play/<id>#seat=..."). */
export function absolute(path) {
  return new URL(path, window.location.origin).href;
}

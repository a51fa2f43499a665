// One WebSocket to /ws/<match id> for one seat (or a spectator), as docs/server.md
// ("The socket") describes it: hello first, then welcome / update / sync / error / pong.
// When the socket closes it reconnects with a growing delay, sending the last event version
// it saw so the server can answer with only what was missed.

const FIRST_DELAY_MS = 400;
const MAX_DELAY_MS = 8000;
const PING_EVERY_MS = 25000;

export class Connection {
  /**
   * matchId: the match; token: the seat's token or null for a spectator;
   * handlers: {onWelcome(msg, resumed), onUpdate(msg), onError(msg), onDone(msg), onPresence(msg),
   * onRematch(msg), onState(state, detail)}
   * state is "connecting", "open", "reconnecting" or "closed".
   */
  constructor(matchId, token, handlers) {
    this.matchId = matchId;
    this.token = token;
    this.handlers = handlers;
    this.version = null;
    this.socket = null;
    this.attempts = 0;
    this.stopped = false;
    this.timer = null;
    this.pinger = null;
    this.everOpened = false;
  }

  url() {
    const scheme = window.location.protocol === "https:" ? "wss:" : "ws:";
    return `${scheme}//${window.location.host}/ws/${encodeURIComponent(this.matchId)}`;
  }

  start() {
    this.stopped = false;
    this.open();
  }

  open() {
    this.handlers.onState(this.everOpened ? "reconnecting" : "connecting");
    let socket;
    try {
      socket = new WebSocket(this.url());
    } catch (_error) {
      this.retry();
      return;
    }
    this.socket = socket;
    socket.addEventListener("open", () => {
      const hello = { type: "hello" };
      if (this.token) hello.token = this.token;
      if (this.version !== null) hello.version = this.version;
      socket.send(JSON.stringify(hello));
    });
    socket.addEventListener("message", (event) => this.receive(event.data));
    socket.addEventListener("close", (event) => this.closed(socket, event));
  }

  receive(data) {
    let msg;
    try {
      msg = JSON.parse(data);
    } catch (_error) {
      return;
    }
    if (!msg || typeof msg !== "object") return;
    if (typeof msg.version === "number" && ["welcome", "sync", "update"].includes(msg.type)) {
      this.version = msg.version;
    }
    switch (msg.type) {
      case "welcome":
      case "sync": {
        const resumed = msg.type === "welcome" && this.everOpened;
        this.attempts = 0;
        this.everOpened = true;
        this.handlers.onState("open");
        this.startPing();
        this.handlers.onWelcome(msg, resumed);
        break;
      }
      case "update":
        this.handlers.onUpdate(msg);
        break;
      case "error":
        this.handlers.onError(msg);
        break;
      case "done":
        this.handlers.onDone(msg);
        break;
      case "presence":
        this.handlers.onPresence(msg);
        break;
      case "rematch":
        this.handlers.onRematch(msg);
        break;
      default:
        break;
    }
  }

  closed(socket, event) {
    if (socket !== this.socket) return;
    this.stopPing();
    this.socket = null;
    if (this.stopped) return;
    if (!this.everOpened && (event.code === 1008 || (event.code >= 4000 && event.code < 5000))) {
      // refused before any welcome (a bad token, no such match): trying again would be refused too
      this.handlers.onState("closed", event.reason || "");
      return;
    }
    this.retry();
  }

  retry() {
    this.handlers.onState("reconnecting");
    const delay = Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** this.attempts);
    this.attempts += 1;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.open(), delay);
  }

  startPing() {
    this.stopPing();
    this.pinger = setInterval(() => this.send({ type: "ping" }), PING_EVERY_MS);
  }

  stopPing() {
    clearInterval(this.pinger);
    this.pinger = null;
  }

  /** Sends a message if the socket is open; answers whether it was sent. */
  send(message) {
    if (!this.socket || this.socket.readyState !== WebSocket.OPEN) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  /** ref: the page's own number for this message; the server's done or error answering it
   * carries the same ref. */
  move(action, ref) {
    return this.send({ type: "move", action, version: this.version, ref });
  }

  undo(ref) {
    return this.send({ type: "undo", version: this.version, ref });
  }

  stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    this.stopPing();
    if (this.socket) this.socket.close(1000);
  }
}

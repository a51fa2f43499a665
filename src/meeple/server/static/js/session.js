// One seat's (or a spectator's) connection to a match and what it has been told: the names,
// the glossary, the last view, the whole log (grouped by change) and which people are away.
// The page draws from it; it decides nothing.
import { Connection } from "./connection.js";
import { logGroups } from "./log.js";

/** Where a tab keeps the last version it showed of a match, to mark what it missed after a reload. */
function seenKey(matchId, seat) {
  return `meeple-seen:${matchId}:${seat === null ? "spectator" : seat}`;
}

function readSeen(matchId, seat) {
  try {
    const text = window.sessionStorage.getItem(seenKey(matchId, seat));
    return text === null ? null : Number(text);
  } catch (_blocked) {
    return null;
  }
}

function writeSeen(matchId, seat, version) {
  try {
    window.sessionStorage.setItem(seenKey(matchId, seat), String(version));
  } catch (_blocked) {
    // storage refused (a private window): a reload then marks nothing as missed
  }
}

export class SeatSession {
  constructor(matchId, token, onChange) {
    this.matchId = matchId;
    this.token = token;
    this.onChange = onChange;
    this.seat = null;
    this.game = null;
    this.names = [];
    this.agents = [];
    this.glossary = {};
    this.table = {};
    this.view = null;
    this.version = null;
    // the log as groups [{version, events}]; the news after missedAfter (when not null) came
    // while this page was away, and stays marked until this page makes its next move
    this.log = [];
    this.missedAfter = null;
    // the human seats with no page open: {seat: ISO time last seen}, and after how many
    // seconds of it another seat may hand one to a bot
    this.away = {};
    this.handoverAfter = null;
    this.error = "";
    this.state = "connecting";
    this.stateDetail = "";
    // waiting: a move or undo of this page is on its way; sent counts the page's messages, and
    // pending is the number (ref) of the one awaited: only the server's done or error carrying
    // that ref ends the wait, so another seat's news or an older refusal never does
    this.waiting = false;
    this.sent = 0;
    this.pending = null;
    this.welcomed = false;
    // the rematch of this match, once there is one: {match, link} (the link is this seat's)
    this.rematch = null;
    this.connection = new Connection(matchId, token, {
      onWelcome: (msg, resumed) => this.welcome(msg, resumed),
      onUpdate: (msg) => this.update(msg),
      onError: (msg) => this.refused(msg),
      onDone: (msg) => this.done(msg),
      onPresence: (msg) => this.presence(msg),
      onRematch: (msg) => this.rematchMade(msg),
      onState: (state, detail) => this.setState(state, detail),
    });
  }

  start() {
    this.connection.start();
  }

  welcome(msg, resumed) {
    const seat = msg.seat ?? null;
    const previous = this.version ?? (msg.type === "welcome" ? readSeen(this.matchId, seat) : null);
    this.seat = seat;
    this.game = msg.game;
    this.names = msg.names || [];
    this.agents = msg.agents || [];
    this.glossary = msg.glossary || {};
    this.table = msg.table || {};
    this.view = msg.view;
    this.away = msg.away || {};
    this.handoverAfter = typeof msg.handover_after === "number" ? msg.handover_after : null;
    const groups = logGroups(msg.log);
    // A welcome after a reconnection holds only the news after the version the page sent
    // when the server still keeps it (its "since" says from where); anything else is whole.
    if (resumed && msg.since !== -1 && msg.since === this.version) {
      this.log.push(...groups);
    } else {
      this.log = groups;
    }
    if (msg.type === "welcome" && previous !== null && this.missedAfter === null &&
        groups.some((group) => group.version > previous)) {
      this.missedAfter = previous;
    }
    this.version = msg.version;
    if (msg.rematch && !(this.rematch && this.rematch.match === msg.rematch)) {
      this.rematch = { match: msg.rematch, link: null };
    }
    this.welcomed = true;
    this.error = "";
    this.saw();
  }

  update(msg) {
    this.version = msg.version;
    this.view = msg.view;
    const events = msg.events || [];
    if (events.length) this.log.push({ version: msg.version, events });
    this.error = "";
    this.saw();
  }

  /** Notes the version shown (for a reload of this tab) and tells the page. */
  saw() {
    writeSeen(this.matchId, this.seat, this.version);
    this.onChange(this);
  }

  presence(msg) {
    this.away = msg.away || {};
    this.onChange(this);
  }

  /** The version whose news is the latest in the log. */
  latest() {
    return this.log.length ? this.log[this.log.length - 1].version : null;
  }

  /** Whether seat is played by a person. */
  human(seat) {
    return this.agents[seat] === "human";
  }

  /** The moment (server time, ms) seat's player may be replaced by a bot; null if not away. */
  handoverFrom(seat) {
    const since = Date.parse(this.away[String(seat)] || "");
    if (!Number.isFinite(since) || this.handoverAfter === null || !this.human(seat)) return null;
    return since + this.handoverAfter * 1000;
  }

  rematchMade(msg) {
    this.rematch = { match: msg.match, link: msg.link || null };
    this.onChange(this);
  }

  /** A refusal: of the awaited message (its ref), or of no message in particular (bad input,
   * too many); the refusal of an older message, answered already, is not news. */
  refused(msg) {
    const ref = typeof msg.ref === "number" ? msg.ref : null;
    if (ref !== null && ref !== this.pending) return;
    this.error = msg.reason || "refused";
    this.stopWaiting();
    this.onChange(this);
  }

  /** The awaited move or undo was committed (its update came just before). */
  done(msg) {
    if (msg.ref !== this.pending) return;
    this.stopWaiting();
    this.onChange(this);
  }

  stopWaiting() {
    this.waiting = false;
    this.pending = null;
  }

  setState(state, detail) {
    this.state = state;
    this.stateDetail = detail || "";
    // a message on a socket that closed gets no answer: a reconnected page decides again
    if (state !== "open") this.stopWaiting();
    this.onChange(this);
  }

  /** The next message's ref, awaited from now on. */
  await() {
    this.sent += 1;
    this.pending = this.sent;
    return this.pending;
  }

  /** Whether this seat has a decision to make now. */
  acting() {
    return Boolean(this.view && this.view.legal && this.view.legal.length);
  }

  move(action) {
    if (this.waiting) return;
    if (this.connection.move(action, this.await())) {
      this.waiting = true;
      this.missedAfter = null;
      this.error = "";
    } else {
      this.error = "not connected: the move was not sent";
    }
    this.onChange(this);
  }

  undo() {
    if (this.waiting) return;
    if (this.connection.undo(this.await())) {
      this.waiting = true;
      this.missedAfter = null;
      this.error = "";
    } else {
      this.error = "not connected: undo was not sent";
    }
    this.onChange(this);
  }
}

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
    this.waiting = false;
    this.welcomed = false;
    // the rematch of this match, once there is one: {match, link} (the link is this seat's)
    this.rematch = null;
    this.connection = new Connection(matchId, token, {
      onWelcome: (msg, resumed) => this.welcome(msg, resumed),
      onUpdate: (msg) => this.update(msg),
      onError: (msg) => this.refused(msg),
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
    this.waiting = false;
    this.error = "";
    this.saw();
  }

  update(msg) {
    this.version = msg.version;
    this.view = msg.view;
    const events = msg.events || [];
    if (events.length) this.log.push({ version: msg.version, events });
    this.waiting = false;
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

  refused(msg) {
    this.error = msg.reason || "refused";
    this.waiting = false;
    this.onChange(this);
  }

  setState(state, detail) {
    this.state = state;
    this.stateDetail = detail || "";
    this.onChange(this);
  }

  /** Whether this seat has a decision to make now. */
  acting() {
    return Boolean(this.view && this.view.legal && this.view.legal.length);
  }

  move(action) {
    if (this.waiting) return;
    if (this.connection.move(action)) {
      this.waiting = true;
      this.missedAfter = null;
      this.error = "";
    } else {
      this.error = "not connected: the move was not sent";
    }
    this.onChange(this);
  }

  undo() {
    if (this.connection.undo()) {
      this.waiting = true;
      this.missedAfter = null;
      this.error = "";
    } else {
      this.error = "not connected: undo was not sent";
    }
    this.onChange(this);
  }
}

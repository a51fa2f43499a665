// One seat's (or a spectator's) connection to a match and what it has been told: the names,
// the glossary, the last view and the whole log. The page draws from it; it decides nothing.
import { Connection } from "./connection.js";
import { logPhrases } from "./log.js";

export class SeatSession {
  constructor(matchId, token, onChange) {
    this.token = token;
    this.onChange = onChange;
    this.seat = null;
    this.game = null;
    this.names = [];
    this.agents = [];
    this.glossary = {};
    this.view = null;
    this.version = null;
    this.log = [];
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
      onRematch: (msg) => this.rematchMade(msg),
      onState: (state, detail) => this.setState(state, detail),
    });
  }

  start() {
    this.connection.start();
  }

  welcome(msg, resumed) {
    const previous = this.version;
    this.seat = msg.seat ?? null;
    this.game = msg.game;
    this.names = msg.names || [];
    this.agents = msg.agents || [];
    this.glossary = msg.glossary || {};
    this.view = msg.view;
    this.version = msg.version;
    const phrases = logPhrases(msg.log);
    // A welcome after a reconnection holds only the events after the version the page sent
    // when the server still keeps them (its "since" says from where); anything else is whole.
    if (resumed && msg.since !== undefined && msg.since !== null && msg.since === previous) {
      this.log.push(...phrases);
    } else {
      this.log = phrases;
    }
    if (msg.rematch && !(this.rematch && this.rematch.match === msg.rematch)) {
      this.rematch = { match: msg.rematch, link: null };
    }
    this.welcomed = true;
    this.waiting = false;
    this.error = "";
    this.onChange(this);
  }

  update(msg) {
    this.version = msg.version;
    this.view = msg.view;
    this.log.push(...logPhrases(msg.events));
    this.waiting = false;
    this.error = "";
    this.onChange(this);
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
      this.error = "";
    } else {
      this.error = "not connected: the move was not sent";
    }
    this.onChange(this);
  }

  undo() {
    if (this.connection.undo()) {
      this.waiting = true;
      this.error = "";
    } else {
      this.error = "not connected: undo was not sent";
    }
    this.onChange(this);
  }
}

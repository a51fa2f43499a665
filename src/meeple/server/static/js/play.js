// The game page, /play/<match id>: a seat's page when the fragment holds #seat=<token>, a
// hot-seat page for #seat=<t1>,<t2>,... (one socket per seat and a "pass the device" screen
// between them), a spectator's page without a fragment.
import { ApiError, absolute, api, serverNow } from "./api.js";
import { el, phraseNode, phraseText, replaceChildren, show } from "./dom.js";
import { LogView } from "./log.js";
import { SeatSession } from "./session.js";
import { tableFor } from "./games/index.js";
import { linkRow } from "./links.js";

const $ = (id) => document.getElementById(id);

function matchIdFromPath() {
  const parts = window.location.pathname.split("/").filter(Boolean);
  return decodeURIComponent(parts[parts.length - 1] || "");
}

/** The seat token in a seat link's fragment ("/play/<id>#seat=<token>"). */
function seatToken(link) {
  const hash = new URL(link, window.location.origin).hash.replace(/^#/, "");
  return new URLSearchParams(hash).get("seat") || "";
}

function tokensFromFragment() {
  const params = new URLSearchParams(window.location.hash.replace(/^#/, ""));
  const seats = params.get("seat");
  return seats ? seats.split(",").map((t) => t.trim()).filter(Boolean) : [];
}

class GamePage {
  constructor(matchId, tokens) {
    this.matchId = matchId;
    this.hotSeat = tokens.length > 1;
    const list = tokens.length ? tokens : [null];
    this.sessions = list.map((token) => new SeatSession(matchId, token, () => this.schedule()));
    this.shown = 0;
    this.confirmed = this.hotSeat ? -1 : 0;
    // in hot-seat, the seat that asked from the pass screen to take its move back (its index)
    this.returning = null;
    // the seat being handed to a bot (while the request is under way), and the timer that
    // redraws the page when an absent seat may be handed over
    this.handingOver = null;
    this.awayTimer = null;
    this.endDismissed = false;
    this.logView = new LogView($("log"));
    this.frame = null;
    this.matchName = "";
    $("undo").addEventListener("click", () => this.current().undo());
    // the last hint asked for (docs/server.md, "Hints"): {seat, version, actions} or
    // {seat, version, error}; shown while the table stays at that version
    this.hintAnswer = null;
    this.hinting = false;
    $("hint").addEventListener("click", () => this.askHint(this.current()));
    $("pass-ready").addEventListener("click", () => this.confirm());
    $("end-close").addEventListener("click", () => {
      this.endDismissed = true;
      this.render();
    });
  }

  start() {
    for (const session of this.sessions) session.start();
    api(`/api/matches/${encodeURIComponent(this.matchId)}`)
      .then((match) => {
        this.matchName = match.name || match.game || "";
        this.render();
      })
      .catch((error) => this.showError(error.message));
  }

  current() {
    return this.sessions[this.shown];
  }

  schedule() {
    if (this.frame !== null) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = null;
      this.render();
    });
  }

  /** In hot-seat, the seat to show: the seat that took its move back once it acts again
   * (it holds the device), else the shown one while it acts, else the first that acts. */
  chooseSeat() {
    if (!this.hotSeat) return;
    if (this.returning !== null) {
      const back = this.sessions[this.returning];
      if (back.acting()) {
        this.shown = this.confirmed = this.returning;
        this.returning = null;
        return;
      }
      if (!back.waiting) this.returning = null; // refused, or nothing to decide after all
    }
    if (this.current().acting()) return;
    const next = this.sessions.findIndex((s) => s.acting());
    if (next >= 0) this.shown = next;
  }

  confirm() {
    this.confirmed = this.shown;
    this.render();
  }

  /** From the pass screen: the seat at index takes back its last move. */
  takeBack(index) {
    this.returning = index;
    this.sessions[index].undo();
  }

  render() {
    if (this.sessions.some((s) => s.welcomed)) this.chooseSeat();
    const session = this.current();
    this.renderConnection();
    const passing = this.hotSeat && this.confirmed !== this.shown && session.welcomed;
    if (session.welcomed) this.markBody(session);
    this.renderPassScreen(passing, session);
    if (this.matchName) $("title").textContent = this.matchName;
    show($("turn"), session.welcomed);
    if (!session.welcomed || passing) {
      show($("game"), !passing);
      show($("actions"), false);
      show($("away"), false);
      this.renderRefused(session);
      this.renderErrorLine(session);
      return;
    }
    show($("game"), true);
    document.title = `meeple — ${this.matchName || session.game}`;
    $("title").textContent = this.matchName || session.game;
    this.renderTable(session);
    this.renderTurn(session);
    this.renderAway(session);
    this.renderActions(session);
    this.renderErrorLine(session);
    this.logView.show(session.log, { latest: session.latest(), missedAfter: session.missedAfter });
    this.renderOver(session);
  }

  /** What the page shows, on the body's data attributes (for a person's tools and the tests). */
  markBody(session) {
    document.body.dataset.version = String(session.version);
    document.body.dataset.seat = session.seat === null ? "spectator" : String(session.seat);
    document.body.dataset.status = session.view.status;
    document.body.dataset.waiting = session.waiting ? "1" : "0";
    document.body.classList.toggle("over", session.view.status === "over");
  }

  renderConnection() {
    const states = this.sessions.map((s) => s.state);
    const node = $("connection");
    const closed = this.sessions.find((s) => s.state === "closed");
    let text = "";
    if (closed) text = "not connected";
    else if (states.includes("reconnecting")) text = "reconnecting…";
    else if (states.includes("connecting")) text = "connecting…";
    node.textContent = text;
    node.className = `connection ${closed ? "closed" : states.every((s) => s === "open") ? "open" : "reconnecting"}`;
    document.body.classList.toggle("offline", text !== "");
  }

  renderPassScreen(passing, session) {
    show($("pass-screen"), passing);
    if (!passing) return;
    const name = session.names[session.seat] ?? "";
    $("pass-name").textContent = name;
    $("pass-ready").textContent = `I am ${name}: show my seat`;
    // the seat that just moved may still take its move back, if the game allows it
    const others = this.sessions.map((s, index) => ({ s, index }))
      .filter(({ s, index }) => index !== this.shown && s.welcomed && s.view.can_undo);
    $("take-back").replaceChildren(...others.map(({ s, index }) => el("button", {
      type: "button", class: "take-back-button", dataset: { seat: s.seat }, disabled: s.waiting || s.state !== "open",
      text: `${s.names[s.seat] ?? `#${s.seat}`}: take back your move`, on: { click: () => this.takeBack(index) } })));
    show($("take-back"), others.length > 0);
    const refused = this.sessions.find((s, index) => index !== this.shown && s.error);
    $("pass-error").textContent = refused ? refused.error : "";
    show($("pass-error"), Boolean(refused));
  }

  renderTable(session) {
    const view = session.view;
    tableFor(session.game)($("table"), {
      obs: view.observation,
      names: session.names,
      agents: session.agents,
      viewer: session.seat,
      glossary: session.glossary,
      table: session.table,
      notes: view.notes,
      news: session.log.length ? session.log[session.log.length - 1].events : [],
      legal: this.canAct(session) ? view.legal || [] : [],
      toAct: view.to_act || [],
      away: this.awaySeats(session),
      onAction: (action) => session.move(action),
    });
  }

  /** Whether a click may send a move now: connected, and no move of this page unanswered. */
  canAct(session) {
    return session.state === "open" && !session.waiting;
  }

  /** The turn line: the game's headline (the turn, who plays), who else is to act, and
   * whether this page has a move to make. */
  renderTurn(session) {
    const view = session.view;
    const line = $("turn");
    const over = view.status === "over";
    const headline = view.headline && view.headline.length
      ? phraseNode(view.headline, "span", { class: "headline" })
      : el("span", { class: "headline", text: over ? "game over" : "" });
    const mine = !over && session.acting();
    const said = phraseText(view.headline);
    const others = over || mine ? [] : (view.to_act || [])
      .map((seat) => session.names[seat] ?? `#${seat}`).filter((name) => !said.includes(name));
    const replaced = session.seat !== null && session.agents[session.seat] && !session.human(session.seat);
    replaceChildren(line,
      over ? null : el("span", { class: "turn-mark", "aria-hidden": "true", text: "\u25B6" }),
      headline,
      others.length ? el("span", { class: "turn-names", text: `waiting for ${others.join(", ")}` }) : null,
      mine ? el("span", { class: "your-turn", text: "your move" }) : null,
      session.waiting ? el("span", { class: "sending", text: "\u2026" }) : null,
      replaced && !over ? el("span", { class: "replaced",
        text: `a bot (${session.agents[session.seat]}) plays your seat now` }) : null);
    line.classList.toggle("mine", mine);
    line.classList.toggle("over", over);
  }

  /** The human seats with no page open, as this page was last told. */
  awaySeats(session) {
    return Object.keys(session.away).map(Number).filter((seat) => session.human(seat));
  }

  /** Who is not at the table; once a seat's player has been away long enough, another seat's
   * page offers to hand that seat to a bot (the server checks the time again). */
  renderAway(session) {
    clearTimeout(this.awayTimer);
    const playing = session.view.status === "playing";
    const now = serverNow();
    let next = Infinity;
    const rows = [];
    for (const seat of playing ? this.awaySeats(session) : []) {
      const name = session.names[seat] ?? `#${seat}`;
      const from = session.handoverFrom(seat);
      const allowed = from !== null && from <= now && session.token && seat !== session.seat;
      if (from !== null && from > now) next = Math.min(next, from);
      rows.push(el("div", { class: "away-row", dataset: { seat } },
        el("span", { class: "away-note" }, el("strong", { text: name }), " is not at the table"),
        allowed ? el("button", { type: "button", class: "handover", dataset: { seat },
          disabled: this.handingOver !== null, text: `Hand ${name}'s seat to a bot`,
          on: { click: () => this.handover(session, seat) } }) : null));
    }
    $("away").replaceChildren(...rows);
    show($("away"), rows.length > 0);
    if (Number.isFinite(next)) this.awayTimer = setTimeout(() => this.render(), next - now + 100);
  }

  async handover(session, seat) {
    this.handingOver = seat;
    this.render();
    try {
      await api(`/api/matches/${encodeURIComponent(this.matchId)}/handover`,
        { method: "POST", token: session.token, body: { seat } });
    } catch (error) {
      session.error = error instanceof ApiError ? error.message : String(error);
    }
    this.handingOver = null;
    this.render();
  }

  renderActions(session) {
    const view = session.view;
    const ready = this.canAct(session);
    const buttons = (session.waiting ? [] : view.legal || []).map((item) =>
      el("button", { type: "button", class: "action", title: item.action, disabled: !ready,
        dataset: { action: item.action }, on: { click: () => session.move(item.action) } }, phraseNode(item.label)));
    $("action-buttons").replaceChildren(...buttons);
    show($("actions"), session.seat !== null && view.status !== "over");
    $("undo").disabled = !view.can_undo || !ready;
    $("hint").disabled = !ready || !session.acting() || this.hinting;
    this.renderHint(session);
  }

  /** Asks the server for this seat's hint: the search's chance of winning after each legal
   * action (the server's; nothing is worked out here). */
  async askHint(session) {
    if (this.hinting || !session.token) return;
    this.hinting = true;
    const asked = { seat: session.seat, version: session.version };
    this.render();
    try {
      const answer = await api(`/api/matches/${encodeURIComponent(this.matchId)}/hint`, { token: session.token });
      this.hintAnswer = { ...asked, version: answer.version, actions: answer.actions || [] };
    } catch (error) {
      this.hintAnswer = { ...asked, error: error instanceof ApiError ? error.message : String(error) };
    }
    this.hinting = false;
    this.render();
  }

  /** The hint for the table as it stands: the best actions first (the search's favourite is the
   * one it simulated most, docs/server.md "Hints"), each with its label, the chance of winning
   * after it (95% interval) and its simulations; gone once the table has changed. */
  renderHint(session) {
    const box = $("hint-box");
    const answer = this.hintAnswer;
    const current = answer && answer.seat === session.seat && answer.version === session.version;
    if (this.hinting) {
      box.replaceChildren(el("p", { class: "hint-thinking", text: "thinking…" }));
    } else if (!current) {
      box.replaceChildren();
    } else if (answer.error) {
      box.replaceChildren(el("p", { class: "hint-error", text: answer.error }));
    } else {
      const labels = new Map((session.view.legal || []).map((item) => [item.action, item.label]));
      const percent = (x) => `${Math.round(x * 100)}%`;
      const simulations = (n) => `${n} simulation${n === 1 ? "" : "s"}`;
      box.replaceChildren(el("p", { class: "hint-title",
        text: "Chance of winning after each choice, the most simulated first:" }),
        el("ol", { class: "hint-list" }, ...answer.actions.slice(0, 5).map((item) =>
          el("li", { class: "hint-item", dataset: { action: item.action, visits: String(item.visits) } },
            labels.has(item.action) ? phraseNode(labels.get(item.action)) : el("span", { text: item.action }),
            el("span", { class: "hint-value",
              text: ` ${percent(item.value)} (${percent(item.low)}–${percent(item.high)}),` }),
            el("span", { class: "hint-visits", text: ` ${simulations(item.visits)}` })))));
    }
    show(box, this.hinting || Boolean(current));
  }

  renderErrorLine(session) {
    this.showError(session.error || (session.state === "closed" ? session.stateDetail : ""));
  }

  /** A page the server would not let in (a wrong seat link, no such match): the reason is in
   * the error line; the table says where to go instead. */
  renderRefused(session) {
    const refused = session.state === "closed";
    document.body.classList.toggle("refused", refused);
    if (!refused) return;
    const id = encodeURIComponent(this.matchId);
    replaceChildren($("table"), el("section", { class: "panel refused-box" },
      el("h2", { text: session.token ? "This link does not open a seat of this match" : "This match cannot be shown" }),
      el("p", { class: "hint", text: "Ask whoever made the match for your link again, or go on from here:" }),
      el("div", { class: "end-links" },
        session.token && this.matchName ? el("a", { class: "button", href: `/play/${id}`, text: "watch the match" }) : null,
        el("a", { class: "button", href: "/", text: "the lobby" }))));
  }

  showError(message) {
    $("error").textContent = message || "";
    show($("error"), Boolean(message));
  }

  renderOver(session) {
    const view = session.view;
    const over = view.status === "over";
    show($("over-bar"), over);
    show($("end-screen"), over && !this.endDismissed);
    if (!over) return;
    this.fillScores(session);
    const links = this.endLinks(session);
    $("end-links").replaceChildren(...links);
    $("over-bar").replaceChildren(...this.endLinks(session),
      el("button", { type: "button", text: "scores", on: { click: () => {
        this.endDismissed = false;
        this.render();
      } } }));
  }

  fillScores(session) {
    const view = session.view;
    const result = view.result || {};
    const obs = view.observation || {};
    const scores = result.scores || (obs.banks ? obs.banks.map((b) => b.score) : []);
    const winners = new Set(result.winners || []);
    const rows = session.names.map((name, seat) => el("tr", { class: winners.has(seat) ? "winner" : "" },
      el("td", { class: "winner-mark", text: winners.has(seat) ? "\u2605" : "" }),
      el("td", { text: name }),
      el("td", { class: "num", text: scores[seat] ?? "" })));
    $("end-scores").replaceChildren(el("tbody", {}, ...rows));
  }

  endLinks(session) {
    const id = encodeURIComponent(this.matchId);
    const nodes = [
      el("a", { href: `/replay?match=${id}`, class: "button", text: "replay" }),
      el("a", { href: `/api/matches/${id}/record`, download: `${this.matchId}.json`, class: "button", text: "record" }),
    ];
    const next = this.rematchLink();
    if (next) {
      nodes.unshift(el("a", { class: "button primary join-rematch", href: next,
        text: session.token ? "play the rematch" : "watch the rematch" }));
    } else if (session.token) {
      nodes.unshift(el("button", { type: "button", class: "primary rematch", text: "rematch",
        on: { click: () => this.rematch(session) } }));
    }
    return nodes;
  }

  /** Where this page's people play the rematch: their own seat links (all of the page's
   * seats in hot-seat), or the spectator link. Null while there is no rematch. */
  rematchLink() {
    const made = this.sessions.map((s) => s.rematch).filter(Boolean);
    if (!made.length) return null;
    const match = encodeURIComponent(made[0].match);
    if (this.hotSeat) {
      const tokens = this.sessions.map((s) => (s.rematch && s.rematch.link ? seatToken(s.rematch.link) : ""));
      return tokens.every(Boolean) ? `/play/${match}#seat=${tokens.join(",")}` : `/play/${match}`;
    }
    return made[0].link || `/play/${match}`;
  }

  async rematch(session) {
    let created;
    try {
      created = await api(`/api/matches/${encodeURIComponent(this.matchId)}/rematch`,
        { method: "POST", token: session.token });
    } catch (error) {
      session.error = error instanceof ApiError ? error.message : String(error);
      this.render();
      return;
    }
    for (const seated of this.sessions) {
      const link = (created.seats.find((s) => s.seat === seated.seat) || {}).link;
      if (link) seated.rematch = { match: created.id, link };
    }
    const box = $("rematch-links");
    const others = this.hotSeat ? [] : created.seats.filter((s) => s.link && s.seat !== session.seat);
    replaceChildren(box,
      el("p", { class: "hint", text: "the rematch's links, for whoever has closed this page:" }),
      ...others.map((s) => linkRow(s.name, absolute(s.link), { open: false })),
      linkRow("spectators", absolute(created.spectator_link), { open: false }));
    show(box, true);
  }
}

const matchId = matchIdFromPath();
const page = new GamePage(matchId, tokensFromFragment());
window.addEventListener("hashchange", () => window.location.reload());
page.start();

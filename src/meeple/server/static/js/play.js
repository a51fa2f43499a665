// The game page, /play/<match id>: a seat's page when the fragment holds #seat=<token>, a
// hot-seat page for #seat=<t1>,<t2>,... (one socket per seat and a "pass the device" screen
// between them), a spectator's page without a fragment.
import { ApiError, absolute, api } from "./api.js";
import { el, phraseNode, replaceChildren, show } from "./dom.js";
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
    this.endDismissed = false;
    this.logView = new LogView($("log"));
    this.frame = null;
    this.matchName = "";
    $("undo").addEventListener("click", () => this.current().undo());
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

  /** In hot-seat, the seat to show: the shown one while it acts, else the first that acts. */
  chooseSeat() {
    if (!this.hotSeat || this.current().acting()) return;
    const next = this.sessions.findIndex((s) => s.acting());
    if (next >= 0) this.shown = next;
  }

  confirm() {
    this.confirmed = this.shown;
    this.render();
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
      this.renderErrorLine(session);
      return;
    }
    show($("game"), true);
    document.title = `meeple — ${this.matchName || session.game}`;
    $("title").textContent = this.matchName || session.game;
    this.renderTable(session);
    this.renderTurn(session);
    this.renderActions(session);
    this.renderErrorLine(session);
    this.logView.show(session.log);
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
    if (closed) text = closed.stateDetail || "disconnected";
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
  }

  renderTable(session) {
    const view = session.view;
    tableFor(session.game)($("table"), {
      obs: view.observation,
      names: session.names,
      agents: session.agents,
      viewer: session.seat,
      glossary: session.glossary,
      legal: this.canAct(session) ? view.legal || [] : [],
      toAct: view.to_act || [],
      onAction: (action) => session.move(action),
    });
  }

  /** Whether a click may send a move now: connected, and no move of this page unanswered. */
  canAct(session) {
    return session.state === "open" && !session.waiting;
  }

  renderTurn(session) {
    const view = session.view;
    const line = $("turn");
    if (view.status === "over") {
      line.replaceChildren(el("span", { class: "over", text: "game over" }));
      return;
    }
    const acting = (view.to_act || []).map((seat) => session.names[seat] ?? `#${seat}`);
    const mine = session.acting();
    replaceChildren(line,
      el("span", { class: "turn-mark", text: "\u25B6" }),
      el("span", { class: "turn-names", text: acting.join(", ") }),
      mine ? el("span", { class: "your-turn", text: "your move" }) : null,
      session.waiting ? el("span", { class: "sending", text: "…" }) : null);
    line.classList.toggle("mine", mine);
  }

  renderActions(session) {
    const view = session.view;
    const ready = this.canAct(session);
    const buttons = (session.waiting ? [] : view.legal || []).map((item) =>
      el("button", { type: "button", class: "action", title: item.action, disabled: !ready,
        dataset: { action: item.action }, on: { click: () => session.move(item.action) } }, phraseNode(item.label)));
    $("action-buttons").replaceChildren(...buttons);
    show($("actions"), session.seat !== null);
    $("undo").disabled = !view.can_undo || !ready;
  }

  renderErrorLine(session) {
    this.showError(session.error);
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

// The replay viewer, /replay?match=<id> for a finished match or a record file chosen here:
// the server turns the record into frames (docs/server.md, "Replay frames") as one seat or a
// spectator sees them; this page steps through them (buttons, arrow keys, Home/End).
import { api } from "./api.js";
import { el, phraseNode, replaceChildren, show } from "./dom.js";
import { LogView, logGroups } from "./log.js";
import { tableFor } from "./games/index.js";

const $ = (id) => document.getElementById(id);

const state = { match: null, record: null, replay: null, step: 0 };
const logView = new LogView($("log"));

function showError(message) {
  $("error").textContent = message || "";
  show($("error"), Boolean(message));
}

function seatQuery() {
  const seat = $("viewer").value;
  return seat === "" ? "" : `?seat=${encodeURIComponent(seat)}`;
}

async function load() {
  showError("");
  try {
    if (state.match) {
      state.replay = await api(`/api/matches/${encodeURIComponent(state.match)}/replay${seatQuery()}`);
    } else if (state.record !== null) {
      state.replay = await api(`/api/replay${seatQuery()}`, { method: "POST", raw: state.record });
    } else {
      return;
    }
  } catch (failure) {
    showError(failure.message);
    return;
  }
  fillViewers();
  go(Math.min(state.step, state.replay.frames.length - 1));
}

function fillViewers() {
  const select = $("viewer");
  const chosen = select.value;
  select.replaceChildren(el("option", { value: "", text: "spectator" }),
    ...state.replay.names.map((name, seat) => el("option", { value: String(seat), text: name })));
  select.value = chosen;
}

function go(step) {
  const replay = state.replay;
  if (!replay || !replay.frames.length) return;
  state.step = Math.max(0, Math.min(step, replay.frames.length - 1));
  const frame = replay.frames[state.step];
  const last = replay.frames.length - 1;
  $("position").textContent = `${state.step} / ${last}`;
  $("first").disabled = $("back").disabled = state.step === 0;
  $("forward").disabled = $("last").disabled = state.step === last;
  tableFor(replay.game)($("table"), {
    obs: frame.observation, names: replay.names, agents: [], viewer: replay.seat ?? null,
    glossary: replay.glossary || {}, table: replay.table || {}, news: frame.events || [], legal: [], toAct: frame.observation.to_act || [], onAction: () => {},
  });
  // the table's headline at this step, in the game's words (as the game page's turn line)
  replaceChildren($("headline"), phraseNode(frame.headline, "span", { class: "headline" }));
  const by = typeof frame.by === "number" ? replay.names[frame.by] ?? `#${frame.by}` : frame.by;
  replaceChildren($("step"),
    by !== null && by !== undefined ? el("span", { class: "step-by", text: by }) : null, " ",
    frame.action ? el("code", { class: "step-action", text: frame.action }) : null);
  // the log up to this step, each step's sentences a group, this step's marked
  const groups = logGroups(replay.frames.slice(0, state.step + 1).map((f, k) => ({ version: k, events: f.events })));
  logView.show(groups, { latest: state.step });
}

function keys(event) {
  if (event.target instanceof HTMLInputElement || event.target instanceof HTMLSelectElement) return;
  const moves = { ArrowLeft: -1, ArrowRight: 1, Home: -Infinity, End: Infinity };
  if (!(event.key in moves) || !state.replay) return;
  event.preventDefault();
  const delta = moves[event.key];
  go(Number.isFinite(delta) ? state.step + delta : delta < 0 ? 0 : state.replay.frames.length - 1);
}

async function readFile() {
  const file = $("record-file").files[0];
  if (!file) return;
  state.record = await file.text();
  state.match = null;
  state.step = 0;
  await load();
}

function start() {
  const params = new URLSearchParams(window.location.search);
  state.match = params.get("match");
  show($("file-field"), !state.match);
  if (state.match) $("title").textContent = "Replay of a match";
  $("first").addEventListener("click", () => go(0));
  $("back").addEventListener("click", () => go(state.step - 1));
  $("forward").addEventListener("click", () => go(state.step + 1));
  $("last").addEventListener("click", () => go(Infinity));
  $("viewer").addEventListener("change", load);
  $("record-file").addEventListener("change", readFile);
  document.addEventListener("keydown", keys);
  for (const id of ["first", "back", "forward", "last"]) $(id).disabled = true;
  load();
}

start();

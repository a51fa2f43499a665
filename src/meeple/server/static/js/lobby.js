// The lobby (/): create a match (a game, its options, 2-8 seats each a person or a bot) and
// hand out its links; list the matches on this server to watch or replay them.
import { absolute, api } from "./api.js";
import { el, show } from "./dom.js";
import { linkRow } from "./links.js";

const $ = (id) => document.getElementById(id);
const PERSON = "human";
const MATCHES_EVERY_MS = 15000;
const DEFAULT_NAMES = ["Anne", "Bonny", "Calico", "Drake", "Edward", "Flint", "Grace", "Henry"];
// A content option a player may fill from their own file, which the server reads (a page
// cannot read TOML; docs/server.md, "A player's own D-Day Dice map"): game -> option -> reader,
// with the answer's field holding the content and the words that tell what was read.
const OWN_FILES = {
  "dday-dice": { map: { path: "/api/dday-dice/map/read", label: "your own map file", what: "map file",
    content: (read) => read.map, told: (read) => `${read.name} (played instead of the choice above)` } },
  "dust-tactics": { units: { path: "/api/dust-tactics/units/read", label: "your own unit cards", what: "units file",
    content: (read) => read.content, told: (read) => `${read.summary} (they replace the packaged cards of their ids)` } },
};
// The data-file bound of meeple.engine.limits: a larger file is refused before it is sent.
const MAX_FILE_BYTES = 1024 * 1024;

let games = [];
// Option name -> the content read from the player's own file (sent instead of the choice).
let ownContent = {};

function selectedGame() {
  return games.find((g) => g.id === $("game").value);
}

function agentChoices(game) {
  const bots = (game.bots || []).map((b) => ({ value: b.name, text: `bot: ${b.name}`, help: b.help }));
  if (!bots.some((b) => b.value === "random")) bots.push({ value: "random", text: "bot: random", help: "" });
  return [{ value: PERSON, text: "person", help: "" }, ...bots];
}

function seatRow(game, index, agent) {
  const select = el("select", { class: "seat-agent", "aria-label": `seat ${index + 1}` },
    ...agentChoices(game).map((c) => el("option", { value: c.value, title: c.help, text: c.text })));
  select.value = agent;
  const name = el("input", { class: "seat-name", type: "text", maxlength: 40, "aria-label": `name of seat ${index + 1}`,
    value: agent === PERSON ? DEFAULT_NAMES[index % DEFAULT_NAMES.length] : `${agent} ${index + 1}` });
  select.addEventListener("change", () => {
    if (!name.dataset.edited) {
      name.value = select.value === PERSON ? DEFAULT_NAMES[index % DEFAULT_NAMES.length] : `${select.value} ${index + 1}`;
    }
  });
  name.addEventListener("input", () => {
    name.dataset.edited = "1";
  });
  const remove = el("button", { type: "button", class: "remove-seat", title: "remove this seat", text: "\u00D7",
    "aria-label": "remove this seat", on: { click: () => {
      row.remove();
      refreshSeatButtons();
    } } });
  const row = el("li", { class: "seat-row" }, select, name, remove);
  return row;
}

function refreshSeatButtons() {
  const game = selectedGame();
  const rows = $("seats").children.length;
  $("add-seat").disabled = !game || rows >= game.max_players;
  for (const button of $("seats").querySelectorAll(".remove-seat")) button.disabled = rows <= game.min_players;
}

function optionField(spec) {
  const id = `option-${spec.name}`;
  let input;
  if (spec.kind === "bool") {
    input = el("input", { id, type: "checkbox", name: spec.name });
    input.checked = Boolean(spec.default);
  } else if (spec.kind === "choice" || (spec.choices || []).length) {
    input = el("select", { id, name: spec.name }, ...(spec.choices || []).map((c) => el("option", { value: c, text: c })));
    input.value = spec.default;
    if ((spec.choices || []).every((c) => typeof c === "number")) input.dataset.numeric = "1";
  } else {
    input = el("input", { id, name: spec.name, type: spec.kind === "int" ? "number" : "text" });
    input.value = spec.default ?? "";
  }
  input.dataset.kind = spec.kind;
  return el("label", { class: `field option option-${spec.kind}`, title: spec.help || "" },
    el("span", { class: "option-name", text: spec.name }), input,
    spec.help ? el("span", { class: "help", text: spec.help }) : null);
}

function ownFileField(name, reader) {
  const status = el("span", { class: "own-file-status", role: "status" });
  const file = el("input", { type: "file", class: "own-file", accept: ".toml,text/plain", "aria-label": reader.label });
  file.addEventListener("change", async () => {
    delete ownContent[name];
    status.textContent = "";
    status.classList.remove("error-text");
    const chosen = file.files[0];
    if (!chosen) return;
    try {
      if (chosen.size > MAX_FILE_BYTES) throw new Error(`${reader.what}: larger than 1 MiB`);
      const read = await api(reader.path, { method: "POST", body: { text: await chosen.text() } });
      ownContent[name] = reader.content(read);
      status.textContent = reader.told(read);
    } catch (failure) {
      status.textContent = failure.message;
      status.classList.add("error-text");
    }
  });
  return el("label", { class: "field option option-own-file" },
    el("span", { class: "option-name", text: reader.label }), file, status);
}

function optionFields(game, spec) {
  const reader = (OWN_FILES[game.id] || {})[spec.name];
  return reader ? [optionField(spec), ownFileField(spec.name, reader)] : [optionField(spec)];
}

function chooseGame() {
  const game = selectedGame();
  if (!game) return;
  ownContent = {};
  $("options").replaceChildren(...(game.options || []).flatMap((spec) => optionFields(game, spec)));
  const seats = [seatRow(game, 0, PERSON), seatRow(game, 1, PERSON)];
  const bots = game.bots || [];
  // the game's own bot first (quick, and plays well enough to learn against); then any but random
  const bot = bots.find((b) => b.name === "heuristic") || bots.find((b) => b.name !== "random") || bots[0];
  while (seats.length < game.min_players) seats.push(seatRow(game, seats.length, bot ? bot.name : "random"));
  if (seats.length < game.max_players && bot) seats.push(seatRow(game, seats.length, bot.name));
  $("seats").replaceChildren(...seats);
  refreshSeatButtons();
}

function readOptions() {
  const options = {};
  for (const input of $("options").querySelectorAll("input:not([type=file]), select")) {
    const kind = input.dataset.kind;
    if (kind === "bool") options[input.name] = input.checked;
    else if (kind === "int" || input.dataset.numeric) options[input.name] = Number(input.value);
    else options[input.name] = input.value;
  }
  return Object.assign(options, ownContent);
}

function readSeats() {
  return [...$("seats").children].map((row) => ({
    name: row.querySelector(".seat-name").value.trim(),
    agent: row.querySelector(".seat-agent").value,
  }));
}

function showCreated(created) {
  const rows = [];
  for (const seat of created.seats) {
    if (seat.link) rows.push(linkRow(seat.name, absolute(seat.link)));
  }
  rows.push(linkRow("spectators", absolute(created.spectator_link)));
  const humans = created.seats.filter((s) => s.link).length;
  if (created.hotseat_link && humans > 0) {
    rows.push(el("a", { class: "button primary hotseat", href: created.hotseat_link,
      text: humans > 1 ? "play here (hot-seat)" : "play here" }));
  }
  $("created-links").replaceChildren(...rows);
  show($("created"), true);
  $("created").scrollIntoView({ block: "nearest" });
}

async function create(event) {
  event.preventDefault();
  const error = $("create-error");
  show(error, false);
  const game = selectedGame();
  const body = { game: game.id, options: readOptions(), seats: readSeats() };
  $("create-button").disabled = true;
  try {
    showCreated(await api("/api/matches", { method: "POST", body }));
    loadMatches();
  } catch (failure) {
    error.textContent = failure.message;
    show(error, true);
  } finally {
    $("create-button").disabled = false;
  }
}

function statusText(status) {
  return status === "over" ? "finished" : status || "";
}

function matchRow(match) {
  const id = encodeURIComponent(match.id);
  const over = match.status === "over";
  const players = (match.seats || []).map((s) => (s.agent === PERSON ? s.name : `${s.name} (${s.agent})`)).join(", ");
  return el("tr", { class: over ? "over" : "playing" },
    el("td", { text: match.name || match.game }),
    el("td", { class: "players", text: players }),
    el("td", { text: statusText(match.status) }),
    el("td", {}, el("div", { class: "match-links" },
      el("a", { class: "button", href: `/play/${id}`, text: "watch" }),
      over ? el("a", { class: "button", href: `/replay?match=${id}`, text: "replay" }) : null)));
}

async function loadMatches() {
  const error = $("matches-error");
  try {
    const matches = await api("/api/matches");
    $("matches").replaceChildren(...matches.map(matchRow));
    if (!matches.length) $("matches").append(el("tr", {}, el("td", { colspan: 4, class: "empty", text: "none yet" })));
    show(error, false);
  } catch (failure) {
    error.textContent = failure.message;
    show(error, true);
  }
}

async function start() {
  $("create").addEventListener("submit", create);
  $("game").addEventListener("change", chooseGame);
  $("refresh").addEventListener("click", loadMatches);
  $("add-seat").addEventListener("click", () => {
    const game = selectedGame();
    $("seats").append(seatRow(game, $("seats").children.length, PERSON));
    refreshSeatButtons();
  });
  try {
    games = await api("/api/games");
  } catch (failure) {
    $("create-error").textContent = failure.message;
    show($("create-error"), true);
    return;
  }
  $("game").replaceChildren(...games.map((g) => el("option", { value: g.id, text: g.name })));
  const wanted = games.find((g) => g.id === "dead-mans-draw");
  if (wanted) $("game").value = wanted.id;
  chooseGame();
  loadMatches();
  setInterval(() => {
    if (!document.hidden) loadMatches();
  }, MATCHES_EVERY_MS);
}

start();
